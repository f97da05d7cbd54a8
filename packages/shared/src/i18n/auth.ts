/**
 * Accounts and sessions: sign-up, verification, sign-in (viewer and admin), password reset, own
 * account. Answers that could reveal whether an account exists use one wording for both cases.
 */
export const authPl = {
  'auth.invalid_credentials': 'Niepoprawny adres e-mail lub hasło.',
  'auth.unverified':
    'Konto nie zostało jeszcze zweryfikowane. Sprawdź skrzynkę e-mail lub wyślij link ponownie.',
  'auth.admin_link_sent':
    'Wysłaliśmy link logowania na Twój adres e-mail. Link jest ważny przez {{minutes}} minut.',
  'auth.admin_link_invalid': 'Link logowania jest nieprawidłowy lub wygasł. Zaloguj się ponownie.',
  'auth.admin_only':
    'Ta strona jest dostępna tylko dla administratorów. Zaloguj się na konto administratora.',
  'auth.too_many_attempts': 'Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za {{minutes}} min.',
  'auth.logged_out': 'Wylogowano.',
  'users.email_taken': 'Konto z tym adresem e-mail już istnieje.',
  'users.signup_success':
    'Konto zostało utworzone. Sprawdź skrzynkę e-mail i kliknij link, aby je aktywować.',
  'users.updated': 'Dane zostały zapisane.',
  'users.deleted': 'Konto zostało usunięte.',
  'users.admin_only_fields': 'Tylko administrator może zmienić adres e-mail i rolę.',
  'users.admin_domain_only': 'Rolę administratora może mieć tylko konto z zaufanej domeny.',
  'users.current_password_required': 'Podaj obecne hasło, aby ustawić nowe.',
  'users.current_password_wrong': 'Obecne hasło jest niepoprawne.',
  'verification.success': 'Konto zostało zweryfikowane. Możesz się zalogować.',
  'verification.invalid':
    'Link weryfikacyjny jest nieprawidłowy, został już użyty lub wygasł. Wyślij nowy link.',
  'verification.sent': 'Jeśli konto wymaga weryfikacji, wysłaliśmy nowy link na podany adres e-mail.',
  'password.reset_sent':
    'Jeśli konto z tym adresem istnieje, wysłaliśmy na nie link do ustawienia nowego hasła.',
  'auth.link_wait': 'Nowy link można wysłać raz na minutę. Możesz poprosić o nowy link za {{seconds}} s.',
  'password.reset_valid': 'Link jest prawidłowy. Ustaw nowe hasło.',
  'password.reset_invalid':
    'Link do zmiany hasła jest nieprawidłowy, został już użyty lub wygasł. Poproś o nowy.',
  'password.changed': 'Hasło zostało zmienione. Możesz się zalogować.',
  'password.too_common': 'To hasło jest zbyt popularne i łatwe do odgadnięcia. Wybierz inne.',
} as const;

export const authEn: Record<keyof typeof authPl, string> = {
  'auth.invalid_credentials': 'Incorrect e-mail address or password.',
  'auth.unverified': 'Your account has not been verified yet. Check your inbox or send the link again.',
  'auth.admin_link_sent':
    'We have sent a sign-in link to your e-mail address. It is valid for {{minutes}} minutes.',
  'auth.admin_link_invalid': 'The sign-in link is invalid or has expired. Please sign in again.',
  'auth.admin_only': 'This page is available to administrators only. Sign in with an administrator account.',
  'auth.too_many_attempts': 'Too many failed sign-in attempts. Try again in {{minutes}} min.',
  'auth.logged_out': 'Signed out.',
  'users.email_taken': 'An account with this e-mail address already exists.',
  'users.signup_success':
    'Your account has been created. Check your inbox and click the link to activate it.',
  'users.updated': 'Your data has been saved.',
  'users.deleted': 'The account has been deleted.',
  'users.admin_only_fields': 'Only an administrator can change the e-mail address and the role.',
  'users.admin_domain_only': 'Only an account from a trusted domain can have the administrator role.',
  'users.current_password_required': 'Enter your current password to set a new one.',
  'users.current_password_wrong': 'The current password is incorrect.',
  'verification.success': 'Your account has been verified. You can sign in now.',
  'verification.invalid': 'The verification link is invalid, already used or expired. Send a new link.',
  'verification.sent': 'If the account needs verification, we have sent a new link to this e-mail address.',
  'password.reset_sent':
    'If an account with this address exists, we have sent it a link to set a new password.',
  'auth.link_wait': 'A new link can be sent once a minute. You can ask for a new link in {{seconds}} s.',
  'password.reset_valid': 'The link is valid. Set a new password.',
  'password.reset_invalid': 'The password link is invalid, already used or expired. Ask for a new one.',
  'password.changed': 'Your password has been changed. You can sign in now.',
  'password.too_common': 'This password is too common and easy to guess. Choose another one.',
};
