/**
 * Access, search and mailing messages viewers see: why an item cannot be watched (spec 1 §2
 * unavailability reasons, §8 'no access'), the search minimum length (spec 1 §5) and the mailing
 * notifications (spec 1 §8). Keys of the reasons come from accessReasonKey (access/reasons.ts).
 */
export const accessPl = {
  'access.reason.age_restriction': 'Ograniczenie wiekowe: nie możesz oglądać tego materiału.',
  'access.reason.country_blocked': 'Materiał jest niedostępny w Twoim kraju.',
  'access.reason.video_not_available': 'Wideo jest niedostępne.',
  'access.reason.payments_not_available': 'Płatności są niedostępne.',
  'access.reason.no_tickets': 'Brak biletów.',
  'access.reason.event_over': 'Wydarzenie się zakończyło.',
  'access.reason.no_gift_available': 'Brak dostępnych prezentów.',
  'access.reason.not_started': 'Materiał nie jest jeszcze dostępny.',
  'access.reason.no_access': 'Brak dostępu.',
  'access.reason.expired': 'Twój bilet wygasł.',
  'access.reason.sign_in': 'Zaloguj się, aby oglądać.',
  'access.reason.account_blocked': 'Twoje konto zostało zablokowane. Prosimy o kontakt z administratorem.',
  'search.min_length': 'Wpisz co najmniej 3 znaki.',
  'mailing.subscribed': 'Zapisano do newslettera.',
  'mailing.unsubscribed': 'Wypisano z newslettera.',
  'mailing.error': 'Wystąpił błąd. Nie udało się zmienić subskrypcji.',
  'mailing.fetch_error': 'Nie udało się pobrać informacji o subskrypcji.',
} as const;

export const accessEn: Record<keyof typeof accessPl, string> = {
  'access.reason.age_restriction': 'Age restriction: you may not watch this.',
  'access.reason.country_blocked': 'This is not available in your country.',
  'access.reason.video_not_available': 'The video is not available.',
  'access.reason.payments_not_available': 'Payments are not available.',
  'access.reason.no_tickets': 'No tickets left.',
  'access.reason.event_over': 'The event is over.',
  'access.reason.no_gift_available': 'No gift available.',
  'access.reason.not_started': 'Not available yet.',
  'access.reason.no_access': 'No access.',
  'access.reason.expired': 'Your ticket has expired.',
  'access.reason.sign_in': 'Sign in to watch.',
  'access.reason.account_blocked': 'Your account has been blocked. Please contact the administrator.',
  'search.min_length': 'Type at least 3 characters.',
  'mailing.subscribed': 'Subscribed to the newsletter.',
  'mailing.unsubscribed': 'Unsubscribed from the newsletter.',
  'mailing.error': 'An error occurred. The subscription was not changed.',
  'mailing.fetch_error': 'Could not load the subscription.',
};
