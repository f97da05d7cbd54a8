/**
 * Core messages (validation, generic API errors). Polish wording follows the spec; every key
 * has an English twin (checked by the type).
 */
export const corePl = {
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
  'form.validate.too_big': 'Maksymalna wartość to {{max}}.',
  'form.validate.too_short': 'Co najmniej {{min}} znaków.',
  'form.validate.too_small': 'Minimalna wartość to {{min}}.',
  'form.validate.length': 'Wymagana długość: {{length}} znaków.',
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
  'error.unsupported_media': 'Nieobsługiwany format danych. Wyślij formularz (multipart/form-data) lub JSON.',
  'form.validate.invalid_value': 'Niepoprawna wartość',
} as const;

export const coreEn: Record<keyof typeof corePl, string> = {
  'form.validate.required': 'This field is required.',
  'form.validate.email': 'Invalid e-mail address.',
  'form.validate.special_chars': 'Only letters, hyphens, dashes and spaces are allowed.',
  'form.validate.passwd':
    'The password needs at least 8 characters: letters, digits and @^()_-$#!%*?&.',
  'form.validate.passwd_reset':
    'The password needs at least 8 characters: letters, digits and @^()-$#!%*?&.',
  'form.validate.passwdmatch': 'Passwords must match.',
  'form.validate.date': 'Invalid date.',
  'form.validate.wrong_input_max2': 'Invalid value (at most 2 characters).',
  'form.validate.tos': 'You must accept the terms and the privacy policy.',
  'form.validate.invalid': 'Invalid data. Please correct the marked fields.',
  'form.validate.too_long': 'At most {{max}} characters.',
  'form.validate.too_big': 'The largest allowed value is {{max}}.',
  'form.validate.too_short': 'At least {{min}} characters.',
  'form.validate.too_small': 'The smallest allowed value is {{min}}.',
  'form.validate.length': 'Exactly {{length}} characters.',
  'signup.min_age': 'You must be at least',
  'signup.min_age_2': 'years old to create an account.',
  'signup.min_age_full': 'You must be at least {{age}} years old to create an account.',
  'error.generic': 'An error occurred. Please try again later.',
  'error.not_found': 'Not found.',
  'error.unauthenticated': 'Please sign in to continue.',
  'error.forbidden': 'You do not have permission.',
  'error.rate_limited': 'Too many attempts. Please try again in a moment.',
  'error.payload_too_large': 'The file is too large.',
  'error.session_end': 'Your session has expired. Please sign in again.',
  'error.user_blocked': 'Your account has been blocked. Please contact the administrator.',
  'error.another_user':
    'Someone signed in to your account on another device. If it was not you, change your password.',
  'error.maintenance': 'The platform is under maintenance. See you soon!',
  'error.bad_request': 'Invalid request.',
  'error.unsupported_media': 'Unsupported data format. Send a form (multipart/form-data) or JSON.',
  'form.validate.invalid_value': 'Invalid value',
};
