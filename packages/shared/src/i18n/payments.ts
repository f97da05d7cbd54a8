/** The box office's payment lists and order panels (spec 3 §2.3, §2.4, §8): admin only. */
export const paymentsPl = {
  'payments.validate.invalid_date': 'Niepoprawna data',
  'payments.validate.status': 'Niepoprawny status (dozwolone: COMPLETED, CANCELED, REFUNDED, PENDING).',
  'payments.validate.item': 'Niepoprawny identyfikator.',
  'payments.validate.search': 'Niepoprawna fraza wyszukiwania.',
  'payments.error.event_not_found': 'Nie znaleziono wydarzenia.',
  'payments.error.video_not_found': 'Nie znaleziono wideo.',
} as const;

export const paymentsEn: Record<keyof typeof paymentsPl, string> = {
  'payments.validate.invalid_date': 'Invalid date',
  'payments.validate.status': 'Invalid status (allowed: COMPLETED, CANCELED, REFUNDED, PENDING).',
  'payments.validate.item': 'Invalid identifier.',
  'payments.validate.search': 'Invalid search phrase.',
  'payments.error.event_not_found': 'Event not found.',
  'payments.error.video_not_found': 'Video not found.',
};
