/**
 * Polish tax number (NIP): 10 digits, the last a checksum: the first nine weighted by
 * 6, 5, 7, 2, 3, 4, 5, 6, 7, summed, modulo 11 (a remainder of 10 is never issued).
 * People type it with dashes or spaces ("123-456-32-18"): those are removed first.
 */
const WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];

/** Removes the separators people type (spaces, hyphens, dots) and a leading "PL". */
export const normalizeNip = (value: string): string => value.replace(/[\s.-]/g, '').replace(/^PL/i, '');

export const isValidPolishNip = (value: string): boolean => {
  const nip = normalizeNip(value);
  if (!/^\d{10}$/.test(nip)) return false;
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(nip[index]), 0);
  const check = sum % 11;
  return check !== 10 && check === Number(nip[9]);
};
