import type { Language } from '../constants';
import { interpolate } from './messages';

/**
 * Every e-mail's words, in the spec's wording (the mailer's rendered-mail fixture pins them to the
 * byte). Only the server renders them (adapters/mailer), so this file is not spread into
 * `messages`: the web would download them with the admin panel for nothing.
 *
 * Keys are `mail.<template>.<part>`, the template being its name in the outbox: `subject`, the
 * paragraphs `p1`, `p2`..., the button's `action` label and the closing `note`. `{{name}}` in a
 * greeting and every value in a subject arrive cleaned to one line; the HTML part escapes them all.
 */
export const mailPl = {
  'mail.greeting': 'Dzień dobry, {{name}}!',
  'mail.greeting_anonymous': 'Dzień dobry!',
  'mail.automatic':
    'Ta wiadomość została wysłana automatycznie przez platformę Scena. Prosimy na nią nie odpowiadać.',
  'mail.copy_link': 'Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:',
  'mail.note_subscribed':
    'Dostajesz tę wiadomość, bo zapisano Cię na powiadomienia Sceny. Aby się wypisać, otwórz: {{unsubscribeLink}}',
  'mail.verify_account.subject': 'Scena: potwierdź adres e-mail',
  'mail.verify_account.p1': 'Dziękujemy za założenie konta na platformie Scena.',
  'mail.verify_account.p2':
    'Aby je aktywować, potwierdź swój adres e-mail, korzystając z poniższego linku. Link jest ważny przez 24 godziny.',
  'mail.verify_account.action': 'Potwierdź adres e-mail',
  'mail.verify_account.note':
    'Jeśli to nie Ty zakładasz konto, zignoruj tę wiadomość: bez potwierdzenia konto nie zostanie aktywowane.',
  'mail.password_reset.subject': 'Scena: ustaw nowe hasło',
  'mail.password_reset.p1': 'Otrzymaliśmy prośbę o ustawienie nowego hasła do Twojego konta.',
  'mail.password_reset.p2':
    'Nowe hasło wybierzesz, korzystając z poniższego linku. Link jest ważny przez godzinę i działa tylko raz.',
  'mail.password_reset.action': 'Ustaw nowe hasło',
  'mail.password_reset.note':
    'Jeśli to nie Ty prosisz o zmianę hasła, zignoruj tę wiadomość. Twoje dotychczasowe hasło pozostanie bez zmian.',
  'mail.admin_login_link.subject': 'Scena: link logowania do panelu administracyjnego',
  'mail.admin_login_link.p1':
    'Hasło zostało sprawdzone. Aby dokończyć logowanie do panelu administracyjnego, skorzystaj z poniższego linku.',
  'mail.admin_login_link.p2': 'Link jest ważny przez {{minutes}} minut i działa tylko raz.',
  'mail.admin_login_link.action': 'Zaloguj się do panelu',
  'mail.admin_login_link.note':
    'Jeśli to nie Ty się logujesz, nie klikaj w link, zmień hasło i powiadom zespół platformy.',
  'mail.signup_attempt.subject': 'Scena: próba założenia konta na Twój adres',
  'mail.signup_attempt.p1':
    'Ktoś próbował założyć na platformie Scena konto z Twoim adresem e-mail. Konto z tym adresem już istnieje, więc nic nie zmieniliśmy.',
  'mail.signup_attempt.p2':
    'Jeśli to Ty, po prostu się zaloguj. Jeśli nie pamiętasz hasła, ustaw nowe na stronie:',
  'mail.signup_attempt.action': 'Zaloguj się',
  'mail.signup_attempt.note':
    'Jeśli to nie Ty, zignoruj tę wiadomość: Twoje konto i hasło pozostają bez zmian.',
  'mail.ip_ban.subject': 'Scena: Twoje konto zostało zablokowane',
  'mail.ip_ban.p1':
    'W ciągu ostatnich 24 godzin materiały na Twoim koncie odtwarzano z {{count}} różnych adresów IP, więcej niż pozwala regulamin, dlatego konto zostało zablokowane.',
  'mail.ip_ban.p2':
    'Blokada obowiązuje {{until}}. Do tego czasu nie zalogujesz się ani nie obejrzysz materiałów.',
  'mail.ip_ban.p3':
    'Jeśli to pomyłka (na przykład oglądasz w domu na kilku urządzeniach albo telefon przełącza się między sieciami), napisz do nas przez stronę kontaktową i podaj adres e-mail swojego konta. Sprawdzimy to i zdejmiemy blokadę.',
  'mail.ip_ban.action': 'Kontakt',
  'mail.ip_ban.note': 'Prosimy o kontakt z administratorem platformy.',
  'mail.ban_notice.subject': 'Scena: Twoje konto zostało zablokowane',
  'mail.ban_notice.p1': 'Administrator zablokował Twoje konto na platformie Scena. Powód: {{reason}}',
  'mail.ban_notice.p2':
    'Blokada obowiązuje {{until}}. Do tego czasu nie zalogujesz się ani nie obejrzysz materiałów.',
  'mail.ban_notice.action': 'Kontakt',
  'mail.ban_notice.note':
    'Jeśli uważasz, że to pomyłka, napisz do nas przez stronę kontaktową i podaj adres e-mail swojego konta.',
  'mail.ban_until.date': 'do {{date}}',
  'mail.ban_until.forever': 'do odwołania',
  'mail.data_export.subject': 'Scena: Twoje dane są gotowe do pobrania',
  'mail.data_export.p1':
    'Przygotowaliśmy plik ze wszystkimi danymi, które platforma Scena przechowuje o Twoim koncie (format JSON).',
  'mail.data_export.p2': 'Link jest ważny przez {{hours}} godziny. Po tym czasie plik zostanie usunięty.',
  'mail.data_export.action': 'Pobierz dane',
  'mail.data_export.note':
    'Jeśli to nie Ty prosisz o swoje dane, zmień hasło i powiadom nas przez stronę kontaktową.',
  'mail.new_content.subject': 'Scena: nowości w repertuarze',
  'mail.new_content.p1':
    'Na platformie Scena pojawiły się nowe spektakle i nagrania. Zapraszamy do obejrzenia repertuaru.',
  'mail.new_content.action': 'Zobacz repertuar',
  'mail.remind_platform.subject': 'Scena: czekają na Ciebie spektakle',
  'mail.remind_platform.p1':
    'Dawno Cię nie było na platformie Scena. Sprawdź, co nowego w repertuarze i wideo na żądanie.',
  'mail.remind_platform.action': 'Przejdź do Sceny',
  'mail.remind_paid_event.subject': 'Scena: przypomnienie o wydarzeniu {{title}}',
  'mail.remind_paid_event.p1':
    'Przypominamy, że wydarzenie „{{title}}”, na które masz bilet, odbędzie się {{when}}.',
  'mail.remind_paid_event.action': 'Przejdź do wydarzenia',
  'mail.remind_paid_event.note': 'Dostajesz tę wiadomość, bo kupiłeś/aś bilet na to wydarzenie.',
  'mail.order_confirmation.subject': 'Scena: potwierdzenie zakupu – {{title}}',
  'mail.order_confirmation.p1':
    'Dziękujemy za zakup dostępu do „{{title}}”. Zapłacono: {{amount}} zł (zamówienie {{orderNumber}}).',
  'mail.order_confirmation.action': 'Przejdź do oglądania',
  'mail.order_confirmation.note':
    'Dostajesz tę wiadomość, bo kupiłeś/aś dostęp na platformie Scena. Twoje zamówienia znajdziesz na stronie konta.',
  'mail.order_sold_out_refund.subject': 'Scena: zwrot płatności – {{title}}',
  'mail.order_sold_out_refund.p1':
    'Twoja płatność za „{{title}}” (zamówienie {{orderNumber}}) dotarła po upływie czasu rezerwacji, a w tym czasie wszystkie bilety zostały sprzedane.',
  'mail.order_sold_out_refund.p2':
    'Zwracamy całą kwotę, {{amount}} zł, tą samą metodą płatności. Zwrot może potrwać kilka dni roboczych.',
  'mail.order_sold_out_refund.action': 'Moje zamówienia',
  'mail.order_sold_out_refund.note':
    'Dostajesz tę wiadomość, bo próbowałeś/aś kupić bilet na platformie Scena. Przepraszamy za kłopot.',
  'mail.order_codes.subject': 'Scena: Twoje kody – {{title}}',
  'mail.order_codes.p1':
    'Dziękujemy za zakup „{{title}}”. Zapłacono: {{amount}} zł (zamówienie {{orderNumber}}). Twoje kody ({{count}}):',
  'mail.order_codes.p2':
    'Każdy kod jest jednorazowy. Osoba, która go otrzyma, wpisuje go po zalogowaniu na stronie konta, w sekcji „Kody aktywacyjne”.',
  'mail.order_codes.action': 'Zobacz zamówienie',
  'mail.order_codes.note':
    'Dostajesz tę wiadomość, bo kupiłeś/aś kody na platformie Scena. Kody znajdziesz też na stronie konta.',
} as const;

export const mailEn: Record<keyof typeof mailPl, string> = {
  'mail.greeting': 'Hello {{name}},',
  'mail.greeting_anonymous': 'Hello,',
  'mail.automatic': 'This message was sent automatically by the Scena platform. Please do not reply to it.',
  'mail.copy_link': 'If the button does not work, copy this address into your browser:',
  'mail.note_subscribed':
    "You get this message because you are subscribed to Scena's notifications. To unsubscribe, open: {{unsubscribeLink}}",
  'mail.verify_account.subject': 'Scena: confirm your e-mail address',
  'mail.verify_account.p1': 'Thank you for creating an account on Scena.',
  'mail.verify_account.p2':
    'To activate it, confirm your e-mail address with the link below. The link is valid for 24 hours.',
  'mail.verify_account.action': 'Confirm e-mail address',
  'mail.verify_account.note':
    'If you did not create an account, ignore this message: without confirmation the account stays inactive.',
  'mail.password_reset.subject': 'Scena: set a new password',
  'mail.password_reset.p1': 'We received a request to set a new password for your account.',
  'mail.password_reset.p2':
    'Use the link below to choose a new password. The link is valid for one hour and works once.',
  'mail.password_reset.action': 'Set a new password',
  'mail.password_reset.note':
    'If you did not ask for this, ignore this message. Your current password stays the same.',
  'mail.admin_login_link.subject': 'Scena: your admin sign-in link',
  'mail.admin_login_link.p1':
    'Your password was accepted. To finish signing in to the admin panel, use the link below.',
  'mail.admin_login_link.p2': 'The link is valid for {{minutes}} minutes and works once.',
  'mail.admin_login_link.action': 'Sign in to the panel',
  'mail.admin_login_link.note':
    'If this was not you, do not open the link, change your password and tell the platform team.',
  'mail.signup_attempt.subject': 'Scena: someone tried to sign up with your address',
  'mail.signup_attempt.p1':
    'Someone tried to create a Scena account with your e-mail address. An account with this address already exists, so nothing was changed.',
  'mail.signup_attempt.p2': 'If it was you, just sign in. If you forgot your password, set a new one here:',
  'mail.signup_attempt.action': 'Sign in',
  'mail.signup_attempt.note':
    'If it was not you, ignore this message: your account and password stay the same.',
  'mail.ip_ban.subject': 'Scena: your account has been blocked',
  'mail.ip_ban.p1':
    'In the last 24 hours your account played from {{count}} different IP addresses, more than the terms allow, so it has been blocked.',
  'mail.ip_ban.p2': 'The block lasts {{until}}. Until then you cannot sign in or watch.',
  'mail.ip_ban.p3':
    'If this is a mistake (for example you watch at home on several devices, or your phone moves between networks), write to us through the contact page and give your account e-mail address. We will check and lift the block.',
  'mail.ip_ban.action': 'Contact',
  'mail.ip_ban.note': 'Please contact the platform administrator.',
  'mail.ban_notice.subject': 'Scena: your account has been blocked',
  'mail.ban_notice.p1': 'An administrator has blocked your Scena account. Reason: {{reason}}',
  'mail.ban_notice.p2': 'The block lasts {{until}}. Until then you cannot sign in or watch.',
  'mail.ban_notice.action': 'Contact',
  'mail.ban_notice.note':
    'If you think this is a mistake, write to us through the contact page and give your account e-mail address.',
  'mail.ban_until.date': 'until {{date}}',
  'mail.ban_until.forever': 'until it is lifted',
  'mail.data_export.subject': 'Scena: your data is ready to download',
  'mail.data_export.p1':
    'We have prepared a file with all the data Scena holds about your account (JSON format).',
  'mail.data_export.p2': 'The link is valid for {{hours}} hours. After that the file is deleted.',
  'mail.data_export.action': 'Download data',
  'mail.data_export.note':
    'If you did not ask for your data, change your password and tell us through the contact page.',
  'mail.new_content.subject': 'Scena: new in the repertoire',
  'mail.new_content.p1': 'New performances and recordings are on Scena. Have a look at the repertoire.',
  'mail.new_content.action': 'See the repertoire',
  'mail.remind_platform.subject': 'Scena: performances are waiting for you',
  'mail.remind_platform.p1':
    "You haven't visited Scena for a while. See what is new in the repertoire and on demand.",
  'mail.remind_platform.action': 'Go to Scena',
  'mail.remind_paid_event.subject': 'Scena: reminder of {{title}}',
  'mail.remind_paid_event.p1':
    'A reminder that “{{title}}”, which you have a ticket for, takes place {{when}}.',
  'mail.remind_paid_event.action': 'Go to the event',
  'mail.remind_paid_event.note': 'You get this message because you bought a ticket for this event.',
  'mail.order_confirmation.subject': 'Scena: purchase confirmation – {{title}}',
  'mail.order_confirmation.p1':
    'Thank you for buying access to “{{title}}”. Paid: PLN {{amount}} (order {{orderNumber}}).',
  'mail.order_confirmation.action': 'Go to watching',
  'mail.order_confirmation.note':
    'You get this message because you bought access on Scena. Your orders are on your account page.',
  'mail.order_sold_out_refund.subject': 'Scena: payment refund – {{title}}',
  'mail.order_sold_out_refund.p1':
    'Your payment for “{{title}}” (order {{orderNumber}}) arrived after the reservation time ended, and meanwhile the event sold out.',
  'mail.order_sold_out_refund.p2':
    'We are returning the whole amount, PLN {{amount}}, by the same payment method. This may take a few business days.',
  'mail.order_sold_out_refund.action': 'My orders',
  'mail.order_sold_out_refund.note':
    'You get this message because you tried to buy a ticket on Scena. We are sorry for the trouble.',
  'mail.order_codes.subject': 'Scena: your codes – {{title}}',
  'mail.order_codes.p1':
    'Thank you for buying “{{title}}”. Paid: PLN {{amount}} (order {{orderNumber}}). Your codes ({{count}}):',
  'mail.order_codes.p2':
    'Each code can be used once. Whoever receives it signs in and types it on the account page, under “Activation codes”.',
  'mail.order_codes.action': 'See the order',
  'mail.order_codes.note':
    'You get this message because you bought codes on Scena. Your codes are also on your account page.',
};

export const mailMessages = { pl: mailPl, en: mailEn } as const;
export type MailMessageKey = keyof typeof mailPl;

/**
 * A mail text with its `{{params}}` filled in (the same interpolation as `translate`). The mailer
 * builds keys from template names, so a missing one throws: an e-mail is never sent with a key
 * in place of its words.
 */
export const translateMail = (
  lang: Language,
  key: MailMessageKey,
  params?: Record<string, string | number>,
): string => {
  const text: string | undefined = mailMessages[lang][key];
  if (text === undefined) throw new Error(`no ${lang} mail text ${key}`);
  return interpolate(text, params);
};
