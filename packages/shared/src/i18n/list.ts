/**
 * Messages of the list contract (lists/list-query.ts): a bad page, page size, sort field or
 * direction in a list's query string. Admin-only (the paged lists are admin screens).
 */
export const listPl = {
  'list.validate.page': 'Niepoprawny numer strony (liczba całkowita od 1).',
  'list.validate.page_size': 'Niepoprawna liczba wierszy na stronie (dozwolone: {{sizes}}).',
  'list.validate.sort': 'Nie można sortować po tym polu.',
  'list.validate.dir': 'Niepoprawny kierunek sortowania (asc lub desc).',
} as const;

export const listEn: Record<keyof typeof listPl, string> = {
  'list.validate.page': 'Invalid page number (a whole number from 1).',
  'list.validate.page_size': 'Invalid number of rows per page (allowed: {{sizes}}).',
  'list.validate.sort': 'This list cannot be sorted by that field.',
  'list.validate.dir': 'Invalid sort direction (asc or desc).',
};
