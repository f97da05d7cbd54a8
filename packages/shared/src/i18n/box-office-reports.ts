/**
 * Messages of the invoice list (spec 3 §2.9) and the statistics screen (spec 2 §2.14): bad dates
 * get the spec's 'Niepoprawna data' (spec 3 §8), the rest say what is wrong in the same voice.
 */
export const boxOfficeReportsPl = {
  'reports.validate.invalid_date': 'Niepoprawna data',
  'reports.validate.range_too_long': 'Niepoprawna data: zakres może obejmować najwyżej {{days}} dni.',
  'reports.validate.sent': 'Niepoprawna wartość pola „wysłana” (true albo false).',
  'invoices.error.not_found': 'Nie znaleziono faktury.',
} as const;

export const boxOfficeReportsEn: Record<keyof typeof boxOfficeReportsPl, string> = {
  'reports.validate.invalid_date': 'Invalid date',
  'reports.validate.range_too_long': 'Invalid date: the range may span at most {{days}} days.',
  'reports.validate.sent': 'Invalid value of "sent" (true or false).',
  'invoices.error.not_found': 'Invoice not found.',
};
