/**
 * Money: integer grosze inside (database, arithmetic), PLN with two decimals at the API and in
 * forms. Never do arithmetic on PLN floats; convert at the edges with these.
 */

/** What an admin may type as a price: digits with an optional 1–2 decimals, dot or comma. */
export const PRICE_PATTERN = /^\d{1,9}([.,]\d{1,2})?$/;

/** PLN (number or text like "12,5") → grosze. Returns null when the value is not a valid price. */
export const toGrosze = (pln: number | string): number | null => {
  const text = typeof pln === 'number' ? (Number.isFinite(pln) ? String(pln) : '') : pln.trim();
  // Numbers like 1e-7 would print in exponent form; they are not valid prices anyway.
  if (!PRICE_PATTERN.test(text)) return null;
  const [whole, fraction = ''] = text.replace(',', '.').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

/** Grosze → PLN number with at most two decimals (what the API returns). */
export const fromGrosze = (grosze: number): number => Math.round(grosze) / 100;

/** True when the value is a non-negative price with at most two decimals. */
export const isValidPrice = (pln: number | string): boolean => toGrosze(pln) !== null;

/** "12,50 zł" – Polish formatting with a comma and two decimals (spec: currency zł, 2 decimals). */
export const formatPln = (pln: number): string => `${pln.toFixed(2).replace('.', ',')} zł`;
