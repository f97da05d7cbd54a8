/** The gift and group-ticket order lists (spec 3 §2.7, §8): admin only. */
export const codeOrdersPl = {
  'codeOrders.validate.invalid_date': 'Niepoprawna data',
  'codeOrders.validate.status': 'Niepoprawny status (dozwolone: COMPLETED, CANCELED, REFUNDED, PENDING).',
  'codeOrders.validate.item': 'Niepoprawny identyfikator.',
  'codeOrders.validate.search': 'Niepoprawna fraza wyszukiwania.',
  'codeOrders.error.event_not_found': 'Nie znaleziono wydarzenia.',
  'codeOrders.error.video_not_found': 'Nie znaleziono wideo.',
} as const;

export const codeOrdersEn: Record<keyof typeof codeOrdersPl, string> = {
  'codeOrders.validate.invalid_date': 'Invalid date',
  'codeOrders.validate.status': 'Invalid status (allowed: COMPLETED, CANCELED, REFUNDED, PENDING).',
  'codeOrders.validate.item': 'Invalid identifier.',
  'codeOrders.validate.search': 'Invalid search phrase.',
  'codeOrders.error.event_not_found': 'Event not found.',
  'codeOrders.error.video_not_found': 'Video not found.',
};
