/**
 * The static pages every installation starts with (spec 2 §2.11 and §9: ids 1 policy,
 * 2 regulations, 3 accessibility declaration, 4 how to buy; plus the contact page linked from the
 * footer). Written for a theatre running the platform; administrators adapt them in the settings
 * screen (the institution is called "Teatr" and its e-mail addresses use teatr.example).
 * The HTML uses only what the admin sanitiser keeps, so re-saving a page leaves it unchanged.
 */
export interface SeedPage {
  /** The spec's fixed ids (1-4, and 5 for contact); pages added later get the next free id. */
  id?: number;
  slug: string;
  title: string;
  content: string;
}

const html = (lines: string[]) => lines.join('');

const policy = html([
  '<h2>1. Kto przetwarza Twoje dane</h2>',
  '<p>Administratorem danych osobowych użytkowników platformy Scena jest Teatr, który prowadzi platformę (dalej: „Teatr”). ',
  'Z Teatrem skontaktujesz się pod adresem podanym na stronie <a href="/kontakt">Kontakt</a>. Jeżeli Teatr wyznaczył inspektora ochrony danych, ',
  'jego adres e-mail również znajdziesz na tej stronie.</p>',
  '<h2>2. Jakie dane przetwarzamy</h2>',
  '<ul><li>dane konta: adres e-mail, imię, nazwisko, data urodzenia, kraj, hasło (przechowujemy wyłącznie jego bezpieczny skrót);</li>',
  '<li>dane zamówień: zakupione wydarzenia i nagrania, kwoty, daty i statusy płatności, wykorzystane kody;</li>',
  '<li>dane do faktury, jeśli o nią poprosisz: nazwa firmy, NIP, adres;</li>',
  '<li>dane techniczne: adres IP, kraj ustalony na podstawie adresu IP, informacje o odtworzeniach i logowaniach;</li>',
  '<li>zgodę na otrzymywanie newslettera, jeśli jej udzielisz.</li></ul>',
  '<h2>3. Cele i podstawy prawne</h2>',
  '<ul><li>założenie i prowadzenie konta oraz udostępnianie zakupionych treści – wykonanie umowy (art. 6 ust. 1 lit. b RODO);</li>',
  '<li>rozliczenia, faktury i obowiązki podatkowe – obowiązek prawny (art. 6 ust. 1 lit. c RODO);</li>',
  '<li>bezpieczeństwo platformy, zapobieganie udostępnianiu kont, ograniczenia terytorialne wynikające z licencji oraz dochodzenie roszczeń – ',
  'prawnie uzasadniony interes Teatru (art. 6 ust. 1 lit. f RODO);</li>',
  '<li>wysyłka newslettera – Twoja zgoda (art. 6 ust. 1 lit. a RODO), którą możesz w każdej chwili wycofać na stronie konta.</li></ul>',
  '<h2>4. Komu przekazujemy dane</h2>',
  '<p>Dane powierzamy wyłącznie podmiotom, które pomagają nam świadczyć usługę: operatorowi płatności (PayU S.A.), dostawcy usług wideo, ',
  'dostawcy serwerów i poczty elektronicznej oraz biuru rachunkowemu. Każdy z nich przetwarza dane tylko na nasze polecenie. ',
  'Jeżeli dostawca działa poza Europejskim Obszarem Gospodarczym, przekazanie odbywa się na podstawie standardowych klauzul umownych ',
  'zatwierdzonych przez Komisję Europejską lub decyzji stwierdzającej odpowiedni stopień ochrony.</p>',
  '<h2>5. Jak długo przechowujemy dane</h2>',
  '<p>Dane konta przechowujemy do czasu jego usunięcia. Po usunięciu konta dane osobowe są anonimizowane, a zamówienia pozostają ',
  'w formie niezbędnej do rozliczeń przez okres wymagany przepisami podatkowymi i o rachunkowości (zwykle 5 lat od końca roku, ',
  'w którym nastąpiła sprzedaż). Dane techniczne o logowaniach i odtworzeniach przechowujemy nie dłużej niż 12 miesięcy.</p>',
  '<h2>6. Twoje prawa</h2>',
  '<p>Masz prawo dostępu do swoich danych, ich sprostowania, usunięcia, ograniczenia przetwarzania, przeniesienia oraz wniesienia ',
  'sprzeciwu wobec przetwarzania opartego na prawnie uzasadnionym interesie. Większość danych zmienisz samodzielnie na stronie konta, ',
  'gdzie możesz też usunąć konto. Przysługuje Ci również skarga do Prezesa Urzędu Ochrony Danych Osobowych (ul. Stawki 2, 00-193 Warszawa).</p>',
  '<h2>7. Pliki cookies i pamięć przeglądarki</h2>',
  '<p>Platforma zapisuje w przeglądarce tylko to, co jest potrzebne do jej działania: identyfikator sesji po zalogowaniu, wybrany język, ',
  'informację o akceptacji komunikatu o cookies oraz o zamknięciu komunikatów na stronie. Jeśli Teatr włączy narzędzia analityczne ',
  'lub marketingowe, poinformuje o tym w tym miejscu i zapyta o zgodę.</p>',
  '<h2>8. Zmiany polityki</h2>',
  '<p>O istotnych zmianach tej polityki poinformujemy na platformie oraz e-mailem.</p>',
]);

const regulations = html([
  '<h2>§ 1. Postanowienia ogólne</h2>',
  '<ol><li>Regulamin określa zasady korzystania z platformy Scena, na której Teatr udostępnia transmisje wydarzeń na żywo oraz nagrania na żądanie.</li>',
  '<li>Usługodawcą i sprzedawcą jest Teatr, którego dane znajdują się na stronie <a href="/kontakt">Kontakt</a>.</li>',
  '<li>Do korzystania z platformy potrzebne są urządzenie z dostępem do internetu, aktualna przeglądarka internetowa i aktywny adres e-mail.</li></ol>',
  '<h2>§ 2. Konto</h2>',
  '<ol><li>Konto może założyć osoba, która ukończyła 13 lat. Osoba niepełnoletnia korzysta z platformy za zgodą opiekuna prawnego.</li>',
  '<li>Konto aktywuje się po kliknięciu linku wysłanego na podany adres e-mail.</li>',
  '<li>Konto jest osobiste. Nie wolno udostępniać danych logowania innym osobom. Zalogowanie się na innym urządzeniu kończy poprzednią sesję.</li>',
  '<li>Użytkownik może w każdej chwili usunąć konto na stronie konta. Usunięcie konta oznacza utratę dostępu do zakupionych treści.</li></ol>',
  '<h2>§ 3. Zakup dostępu</h2>',
  '<ol><li>Ceny podane są w złotych polskich i zawierają podatek VAT.</li>',
  '<li>Płatności obsługuje PayU S.A. Umowa zostaje zawarta z chwilą potwierdzenia płatności przez operatora; status zamówienia widać na stronie konta.</li>',
  '<li>Przed zakupem można wpisać kod rabatowy lub kod z biletu prezentowego albo grupowego.</li>',
  '<li>Fakturę wystawiamy na żądanie zgłoszone podczas zakupu. Faktury nie są generowane automatycznie; wysyłamy je na adres e-mail konta.</li></ol>',
  '<h2>§ 4. Dostęp do wydarzeń i nagrań</h2>',
  '<ol><li>Transmisję wydarzenia można oglądać w czasie podanym na jego stronie. Nagranie można oglądać od daty udostępnienia do daty zakończenia dostępności.</li>',
  '<li>Bilet może mieć ograniczony czas ważności (np. 48 godzin). Czas ten liczy się od pierwszego uruchomienia odtwarzania i jest podany na stronie wydarzenia lub nagrania.</li>',
  '<li>Niektóre treści są dostępne tylko w wybranych krajach albo dla osób, które ukończyły określony wiek. Informacja o tym znajduje się na stronie treści.</li>',
  '<li>Jeśli konto jest używane z nietypowo wielu adresów IP w ciągu doby, może zostać czasowo zablokowane jako udostępniane innym osobom.</li></ol>',
  '<h2>§ 5. Bilety prezentowe i grupowe</h2>',
  '<ol><li>Bilet prezentowy to kod, który obdarowany wpisuje na stronie swojego konta. Kod jest ważny do daty podanej przy zakupie.</li>',
  '<li>Bilet grupowy to pakiet kodów; każdy kod daje dostęp jednej osobie.</li></ol>',
  '<h2>§ 6. Prawo odstąpienia od umowy</h2>',
  '<p>Konsument może odstąpić od umowy w ciągu 14 dni od jej zawarcia bez podania przyczyny. Prawo to wygasa, jeżeli na wyraźną prośbę konsumenta ',
  'dostęp do treści cyfrowej rozpoczął się przed upływem tego terminu, a konsument przed zakupem przyjął do wiadomości, że utraci prawo odstąpienia ',
  '(art. 38 ust. 1 pkt 13 ustawy z 30 maja 2014 r. o prawach konsumenta).</p>',
  '<h2>§ 7. Reklamacje</h2>',
  '<ol><li>Reklamacje dotyczące platformy, płatności lub jakości transmisji można zgłaszać e-mailem na adres podany na stronie <a href="/kontakt">Kontakt</a>.</li>',
  '<li>W zgłoszeniu prosimy podać adres e-mail konta, numer zamówienia i opis problemu.</li>',
  '<li>Odpowiadamy w ciągu 14 dni. Jeśli transmisja nie odbyła się z przyczyn leżących po stronie Teatru, zwracamy zapłaconą kwotę.</li></ol>',
  '<h2>§ 8. Postanowienia końcowe</h2>',
  '<ol><li>Treści udostępniane na platformie są chronione prawem autorskim. Nie wolno ich nagrywać, kopiować ani publicznie odtwarzać.</li>',
  '<li>O zmianie regulaminu informujemy na platformie; nowy regulamin trzeba zaakceptować przed dalszym korzystaniem z konta.</li>',
  '<li>W sprawach nieuregulowanych stosuje się przepisy prawa polskiego, w szczególności Kodeksu cywilnego i ustawy o prawach konsumenta.</li></ol>',
]);

const accessibility = html([
  '<p>Teatr zobowiązuje się zapewnić dostępność platformy Scena zgodnie z ustawą z dnia 4 kwietnia 2019 r. o dostępności cyfrowej stron ',
  'internetowych i aplikacji mobilnych podmiotów publicznych. Deklaracja dotyczy platformy Scena.</p>',
  '<h2>Status pod względem zgodności</h2>',
  '<p>Platforma jest częściowo zgodna ze standardem WCAG 2.1 na poziomie AA z powodu niezgodności wymienionych poniżej.</p>',
  '<h2>Treści niedostępne</h2>',
  '<ul><li>niektóre nagrania archiwalne nie mają napisów ani audiodeskrypcji;</li>',
  '<li>odtwarzacze wideo zewnętrznych dostawców i osadzone czaty mogą nie być w pełni obsługiwane z klawiatury;</li>',
  '<li>część zdjęć w galeriach opublikowanych przed uruchomieniem platformy nie ma opisów alternatywnych.</li></ul>',
  '<h2>Udogodnienia</h2>',
  '<ul><li>wybrane wydarzenia i nagrania mają wersję z tłumaczeniem na polski język migowy (PJM);</li>',
  '<li>wybrane wydarzenia i nagrania mają wersję z audiodeskrypcją;</li>',
  '<li>nagrania mogą mieć napisy w języku polskim i angielskim;</li>',
  '<li>platformę można obsługiwać z klawiatury, a jej wygląd dostosowuje się do powiększenia tekstu w przeglądarce.</li></ul>',
  '<h2>Przygotowanie deklaracji</h2>',
  '<p>Deklarację sporządzono na podstawie samooceny przeprowadzonej przez Teatr. Data sporządzenia i ostatniej aktualizacji deklaracji ',
  'odpowiada dacie ostatniej zmiany tej strony.</p>',
  '<h2>Informacje zwrotne i dane kontaktowe</h2>',
  '<p>Jeśli zauważysz problem z dostępnością platformy albo potrzebujesz treści w innej formie, napisz do nas na adres podany na stronie ',
  '<a href="/kontakt">Kontakt</a>. Tą samą drogą można złożyć wniosek o udostępnienie niedostępnej treści lub o zapewnienie dostępu alternatywnego.</p>',
  '<h2>Procedura wnioskowo-skargowa</h2>',
  '<p>Każdy ma prawo żądać zapewnienia dostępności cyfrowej platformy lub jej elementu. Wniosek powinien zawierać dane osoby zgłaszającej, ',
  'wskazanie strony lub elementu, o który chodzi, oraz sposób kontaktu. Jeśli osoba prosi o informację w formie alternatywnej, ',
  'powinna określić dogodną dla siebie formę.</p>',
  '<p>Teatr realizuje żądanie niezwłocznie, nie później niż w ciągu 7 dni. Jeżeli dotrzymanie tego terminu nie jest możliwe, informuje o tym ',
  'i podaje nowy termin, nie dłuższy niż 2 miesiące. Jeżeli zapewnienie dostępności nie jest możliwe, Teatr może zaproponować dostęp alternatywny.</p>',
  '<p>Po odmowie zapewnienia dostępności lub dostępu alternatywnego można złożyć skargę do Teatru. Po wyczerpaniu tej procedury ',
  'można złożyć wniosek do Rzecznika Praw Obywatelskich (<a href="https://bip.brpo.gov.pl">bip.brpo.gov.pl</a>).</p>',
]);

const howToBuy = html([
  // No heading repeating the title: the page shows the title as its h1.
  '<h2>Krok po kroku</h2>',
  '<ol><li><strong>Załóż konto</strong> – kliknij „Zaloguj się”, a potem „Załóż konto”. Podaj adres e-mail, imię, nazwisko, kraj i datę urodzenia.</li>',
  '<li><strong>Potwierdź adres e-mail</strong> – kliknij link z wiadomości, którą wyślemy. Jeśli jej nie widzisz, sprawdź folder „Spam” albo wyślij link ponownie.</li>',
  '<li><strong>Wybierz wydarzenie lub nagranie</strong> – w repertuarze lub w zakładce VOD otwórz stronę wybranej pozycji i kliknij „Kup dostęp”.</li>',
  '<li><strong>Sprawdź podsumowanie</strong> – możesz wpisać kod rabatowy lub kod z biletu prezentowego, a jeśli potrzebujesz faktury, zaznacz to i uzupełnij dane.</li>',
  '<li><strong>Zapłać</strong> – zaakceptuj zgodę na rozpoczęcie świadczenia i przejdź do PayU. Możesz zapłacić szybkim przelewem, BLIK-iem lub kartą.</li>',
  '<li><strong>Gotowe</strong> – po potwierdzeniu płatności bilet pojawi się na stronie Twojego konta w zakładce zamówień, a na stronie wydarzenia zobaczysz status „Dostęp”.</li></ol>',
  '<h2>Jak oglądać</h2>',
  '<p>Przycisk „Oglądaj” pojawia się na stronie wydarzenia, gdy rozpocznie się transmisja – do tego czasu widać odliczanie. Nagrania VOD ',
  'możesz oglądać od razu po zakupie, do daty podanej na stronie nagrania. Jeżeli bilet ma ograniczony czas ważności, liczy się on od pierwszego uruchomienia odtwarzania.</p>',
  '<p>Jeśli wydarzenie ma wersję z tłumaczeniem na polski język migowy lub z audiodeskrypcją, przełączysz ją przyciskami nad odtwarzaczem.</p>',
  '<h2>Bilety prezentowe i grupowe</h2>',
  '<p>Bilet prezentowy kupisz na stronie wydarzenia lub nagrania, wybierając opcję prezentu. Otrzymasz kod, który obdarowana osoba wpisze na stronie swojego konta. ',
  'Bilet grupowy to pakiet kodów dla klasy, grupy znajomych lub instytucji – liczbę biletów wybierasz przy zakupie.</p>',
  '<h2>Coś nie działa?</h2>',
  '<p>Jeśli płatność jest widoczna jako „w trakcie” dłużej niż kilkanaście minut albo transmisja się nie uruchamia, napisz do nas – dane znajdziesz na stronie ',
  '<a href="/kontakt">Kontakt</a>. Podaj adres e-mail konta i numer zamówienia.</p>',
]);

const groupTickets = html([
  // Linked from the group option of every purchase page (spec 1 §2: "instruction link to a static page").
  '<h2>Dla kogo</h2>',
  '<p>Bilet grupowy to pakiet kodów dostępu do jednego wydarzenia lub nagrania – dla klasy, grupy znajomych, ',
  'domu kultury lub innej instytucji. Kupuje go jedna osoba, a każdy uczestnik ogląda na własnym koncie.</p>',
  '<h2>Jak kupić</h2>',
  '<ol><li>Otwórz stronę wydarzenia lub nagrania i kliknij „Kup dostęp”.</li>',
  '<li>W części „Bilet grupowy” podaj liczbę biletów. Najmniejszą i największą liczbę ustala Teatr; ',
  'przy wydarzeniach z limitem miejsc nie można kupić więcej biletów, niż zostało.</li>',
  '<li>Sprawdź cenę: to cena jednego biletu razy liczba biletów, pomniejszona o rabat grupowy, a jeśli Teatr tak ustawił, ',
  'jeden bilet (dla opiekuna grupy) jest gratis. Cena przed rabatem jest widoczna obok, przekreślona.</li>',
  '<li>Jeśli potrzebujesz faktury, zaznacz to i uzupełnij dane firmy lub osoby. Zaakceptuj zgodę i zapłać u operatora płatności.</li></ol>',
  '<h2>Kody</h2>',
  '<p>Po zaksięgowaniu płatności wyślemy na adres e-mail konta tyle jednorazowych kodów, ile biletów kupiono. ',
  'Kody widać też na stronie konta w części „Bilety grupowe” i na stronie statusu zamówienia. ',
  'Przekaż po jednym kodzie każdemu uczestnikowi: wpisuje go na stronie swojego konta w polu „Kody aktywacyjne” ',
  'i od razu ma dostęp do wydarzenia lub nagrania. Każdy kod działa raz.</p>',
  '<h2>Zwroty</h2>',
  '<p>W razie zwrotu zamówienia grupowego kody, których nikt jeszcze nie aktywował, przestają działać; ',
  'osoby, które już aktywowały kod, zachowują dostęp. W sprawie zwrotu napisz do nas – dane znajdziesz na stronie ',
  '<a href="/kontakt">Kontakt</a>.</p>',
]);

const contact = html([
  '<h2>Obsługa widzów</h2>',
  '<p>W sprawach biletów, płatności, faktur i odtwarzania pisz na adres <a href="mailto:widzowie@teatr.example">widzowie@teatr.example</a>. ',
  'Odpowiadamy od poniedziałku do piątku w godzinach 10:00–18:00, a w dni transmisji także godzinę przed rozpoczęciem wydarzenia.</p>',
  '<p>Aby szybciej pomóc, podaj w wiadomości adres e-mail konta, numer zamówienia oraz nazwę urządzenia i przeglądarki, z których korzystasz.</p>',
  '<h2>Dostępność</h2>',
  '<p>Prośby o udostępnienie treści w innej formie i uwagi dotyczące dostępności kieruj na ten sam adres. ',
  'Więcej informacji znajdziesz w <a href="/n/deklaracjadostepnosci">deklaracji dostępności</a>.</p>',
  '<h2>Dane Teatru</h2>',
  '<p>Platformę Scena prowadzi Teatr. Pełne dane rejestrowe Teatru (nazwa, adres siedziby, NIP) znajdziesz na jego stronie internetowej, ',
  'do której prowadzi link w stopce platformy.</p>',
  '<p>Ochrona danych osobowych: <a href="mailto:iod@teatr.example">iod@teatr.example</a></p>',
]);

export const SEED_PAGES: SeedPage[] = [
  { id: 1, slug: 'polityka', title: 'Polityka prywatności', content: policy },
  { id: 2, slug: 'regulamin', title: 'Regulamin', content: regulations },
  { id: 3, slug: 'deklaracjadostepnosci', title: 'Deklaracja dostępności', content: accessibility },
  { id: 4, slug: 'jakkupicbilet', title: 'Jak kupić bilet', content: howToBuy },
  { id: 5, slug: 'kontakt', title: 'Kontakt', content: contact },
  { slug: 'bilety-grupowe', title: 'Bilety grupowe', content: groupTickets },
];
