/**
 * Content messages: app settings, static pages. Polish wording follows spec 2 §5 where the spec
 * gives it ('Niepoprawny odnośnik', 'Niepoprawny adres email', 'Odnośnik zajęty').
 */
export const contentPl = {
  'content.validate.link': 'Niepoprawny odnośnik',
  'content.validate.contact_email': 'Niepoprawny adres email',
  'content.validate.ip_ban_duration': 'Podaj liczbę godzin od 0 do 8760 (0: do odwołania).',
  'content.validate.tickets_expiration_time':
    'Dozwolone wartości: bez limitu, 3, 6, 12, 24, 36, 48 lub 72 godziny.',
  'content.validate.slug': 'Odnośnik może zawierać tylko małe litery, cyfry, myślnik i podkreślenie.',
  'content.validate.slug_taken': 'Odnośnik zajęty',
  'content.validate.title_required': 'Proszę podać tytuł.',
  'content.validate.content_required': 'Proszę podać treść strony.',
  'content.page_not_found': 'Nie znaleziono strony.',
  'content.image_not_found': 'Nieznane pole obrazu.',
  'content.validate.unknown_fields': 'Nieznane pola ustawień: {{fields}}.',
  'notifications.unsubscribe.invalid': 'Ten link do wypisania się jest nieprawidłowy.',
  'notifications.tos_already_rejected': 'Tę akcję można wykonać raz w ciągu sesji.',
} as const;

export const contentEn: Record<keyof typeof contentPl, string> = {
  'content.validate.link': 'Invalid link',
  'content.validate.contact_email': 'Invalid e-mail address',
  'content.validate.ip_ban_duration': 'Give a number of hours from 0 to 8760 (0: until lifted).',
  'content.validate.tickets_expiration_time': 'Allowed values: no limit, 3, 6, 12, 24, 36, 48 or 72 hours.',
  'content.validate.slug': 'The link may contain only lowercase letters, digits, hyphens and underscores.',
  'content.validate.slug_taken': 'This link is already taken',
  'content.validate.title_required': 'Please enter a title.',
  'content.validate.content_required': 'Please enter the page content.',
  'content.page_not_found': 'Page not found.',
  'content.image_not_found': 'Unknown image field.',
  'content.validate.unknown_fields': 'Unknown settings: {{fields}}.',
  'notifications.unsubscribe.invalid': 'This unsubscribe link is not valid.',
  'notifications.tos_already_rejected': 'This action can be used once per session.',
};
