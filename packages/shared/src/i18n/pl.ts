/** Polish messages shared by server and web. Keys are stable; wording follows the spec. */
export const pl = {
  'form.validate.required': 'To pole jest wymagane.',
  'form.validate.email': 'Niepoprawny adres email.',
  'form.validate.special_chars': 'Dozwolone są tylko litery, myślniki i spacje.',
  'form.validate.passwd':
    'Hasło musi mieć co najmniej 8 znaków i może zawierać litery, cyfry oraz znaki @^()_-$#!%*?&.',
  'form.validate.passwd_reset':
    'Hasło musi mieć co najmniej 8 znaków i może zawierać litery, cyfry oraz znaki @^()-$#!%*?&.',
  'form.validate.passwdmatch': 'Hasła muszą być takie same.',
  'form.validate.date': 'Niepoprawna data.',
  'form.validate.wrong_input_max2': 'Niepoprawna wartość (maksymalnie 2 znaki).',
  'form.validate.tos': 'Musisz zaakceptować regulamin i politykę prywatności.',
  'form.validate.invalid': 'Niepoprawne dane. Popraw zaznaczone pola.',
  'form.validate.too_long': 'Maksymalnie {{max}} znaków.',
  'signup.min_age': 'Musisz mieć co najmniej',
  'signup.min_age_2': 'lat, aby założyć konto.',
  'signup.min_age_full': 'Musisz mieć co najmniej {{age}} lat, aby założyć konto.',
  'error.generic': 'Wystąpił błąd. Prosimy spróbować później.',
  'error.not_found': 'Nie znaleziono.',
  'error.unauthenticated': 'Zaloguj się, aby kontynuować.',
  'error.forbidden': 'Brak uprawnień.',
  'error.rate_limited': 'Zbyt wiele prób. Spróbuj ponownie za chwilę.',
  'error.payload_too_large': 'Plik jest za duży.',
  'error.session_end': 'Twoja sesja wygasła. Zaloguj się ponownie.',
  'error.user_blocked': 'Twoje konto zostało zablokowane. Prosimy o kontakt z administratorem.',
  'error.another_user':
    'Ktoś zalogował się na Twoje konto na innym urządzeniu. Jeśli to nie Ty, zmień hasło.',
  'error.maintenance': 'Trwają prace techniczne na platformie. Do zobaczenia wkrótce!',
  'error.bad_request': 'Niepoprawne żądanie.',
  'form.validate.invalid_value': 'Niepoprawna wartość',
} as const;
