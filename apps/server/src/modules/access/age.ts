import { NOT_SET_BIRTH_YEAR, warsawDay } from '@scena/shared';

/**
 * Age in whole years on the Warsaw calendar day of `at`, or null when the birthday is not set
 * (null or year 1900, spec 1 §5). A birthday on 29 February counts from 1 March in other years.
 */
export const ageInYears = (birthday: string | null, at: Date): number | null => {
  if (!birthday) return null;
  const [y, m, d] = birthday.slice(0, 10).split('-').map(Number) as [number, number, number];
  if (!y || y <= NOT_SET_BIRTH_YEAR) return null;
  const [ty, tm, td] = warsawDay(at).split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > m || (tm === m && td >= d);
  return ty - y - (hadBirthday ? 0 : 1);
};
