import { z } from 'zod';
import { emailChecks, REQUIRED, requiredChecks, signInPasswordChecks } from './field-checks';
import { MIN_SIGNUP_AGE, NOT_SET_BIRTH_YEAR, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { warsawDay } from './time';

/**
 * Reusable field schemas (spec 1 §5). Every issue message is a key of the shared catalogue
 * (i18n/core.ts): the server translates it into formError, the web translates it with i18next.
 * Browser-safe: no Node imports. The country field is in country-field.ts (it needs the country
 * table, which forms without a country, such as sign-in, should not download).
 */

export { REQUIRED };

/** A string that must be present and non-blank; missing or wrong type also says "required". */
export const requiredString = () => z.string({ error: REQUIRED }).check(...requiredChecks());

/** The e-mail rule (field-checks.ts: shared with the zod/mini sign-in contract); stored lower-cased. */
export const emailField = () => z.string({ error: REQUIRED }).check(...emailChecks());

/**
 * Names: letters of any alphabet (so Polish ą ć ę ł ń ó ś ź ż and their capitals, and combining
 * marks), hyphen, en dash, em dash and plain spaces. Nothing else, not even an apostrophe
 * (spec 1 §5, form.validate.special_chars).
 */
export const NAME_PATTERN = /^[\p{L}\p{M} \-\u2013\u2014]+$/u;
export const NAME_MAX = 100;
export const nameField = () =>
  requiredString().max(NAME_MAX, 'form.validate.too_long').regex(NAME_PATTERN, 'form.validate.special_chars');

/**
 * Passwords: at least 8 characters from letters, digits and @^()_-$#!%*?& (spec 1 §5). "Letters"
 * includes Polish and other non-Latin letters (\p{L}). There is no composition rule (one of each
 * kind) on purpose: ASVS 6.2.5 says not to require them. The upper bound keeps argon2 input sane.
 */
export const PASSWORD_PATTERN = /^[\p{L}0-9@^()_\-$#!%*?&]+$/u;
/** The reset form's rule: the same, but underscore is not allowed (spec 1 §5). */
export const RESET_PASSWORD_PATTERN = /^[\p{L}0-9@^()\-$#!%*?&]+$/u;

export const passwordField = () =>
  z
    .string({ error: REQUIRED })
    .min(1, REQUIRED)
    .min(PASSWORD_MIN_LENGTH, 'form.validate.passwd')
    .max(PASSWORD_MAX_LENGTH, 'form.validate.passwd')
    .regex(PASSWORD_PATTERN, 'form.validate.passwd');

export const resetPasswordField = () =>
  z
    .string({ error: REQUIRED })
    .min(1, REQUIRED)
    .min(PASSWORD_MIN_LENGTH, 'form.validate.passwd_reset')
    .max(PASSWORD_MAX_LENGTH, 'form.validate.passwd_reset')
    .regex(RESET_PASSWORD_PATTERN, 'form.validate.passwd_reset');

/** Sign-in only checks presence: old accounts may predate the current character rule. */
export const signInPasswordField = () => z.string({ error: REQUIRED }).check(...signInPasswordChecks());

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysInMonth = (year: number, month: number) =>
  [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;

/** Splits a YYYY-MM-DD string that is a real calendar date (so no 2023-02-29, no 2024-13-01). */
export const parseCalendarDate = (value: string): { year: number; month: number; day: number } | null => {
  const match = DATE_PATTERN.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
};

/**
 * Age in full years on a given day. Polish civil law (art. 112 KC) counts age from the start of
 * the anniversary day, and someone born on 29 February reaches it on 28 February in a non-leap
 * year (the last day of that month). So a person born 2013-11-20 is 13 on 2026-11-20.
 */
export const ageOn = (birthday: string, today: string): number => {
  const b = parseCalendarDate(birthday);
  const t = parseCalendarDate(today);
  if (!b || !t) return Number.NaN;
  const anniversaryDay = b.month === 2 && b.day === 29 && !isLeapYear(t.year) ? 28 : b.day;
  const reached = t.month > b.month || (t.month === b.month && t.day >= anniversaryDay);
  return t.year - b.year - (reached ? 0 : 1);
};

/**
 * A birthday: a real calendar date after 1900 and not in the future (Warsaw time). Year 1900 is
 * the legacy "not set" value (spec 1 §5), so it cannot stand in for a required birthday (the
 * date picker's minimum is 1901-01-01 for the same reason).
 */
export const isValidBirthday = (value: string, now: Date = new Date()): boolean => {
  const parsed = parseCalendarDate(value);
  return parsed !== null && parsed.year > NOT_SET_BIRTH_YEAR && value <= warsawDay(now);
};

/** True when the person is at least MIN_SIGNUP_AGE today in Warsaw. */
export const isOldEnough = (birthday: string, now: Date = new Date(), minAge = MIN_SIGNUP_AGE): boolean =>
  ageOn(birthday, warsawDay(now)) >= minAge;

/** Message key and its interpolation values for the age rule (web: t(key, params)). */
export const MIN_AGE_MESSAGE = { key: 'signup.min_age_full', params: { age: MIN_SIGNUP_AGE } } as const;

/**
 * The one birthday rule, for sign-up and the account form alike (server and web use the same
 * schema): a valid date (form.validate.date), then at least MIN_SIGNUP_AGE (13) years old. Editing
 * the account cannot make someone younger than sign-up allows.
 */
export const birthdayField = () =>
  requiredString().superRefine((value, ctx) => {
    if (!isValidBirthday(value)) ctx.addIssue({ code: 'custom', message: 'form.validate.date' });
    else if (!isOldEnough(value))
      ctx.addIssue({ code: 'custom', message: MIN_AGE_MESSAGE.key, params: { ...MIN_AGE_MESSAGE.params } });
  });

/** No HTML in free text (spec 1 §5: "no HTML"). */
export const hasNoHtml = (value: string): boolean => !/[<>]/.test(value);

/**
 * Optional free text with a length cap and no HTML. Absent means "leave as it is"; '' and null
 * both mean "clear it" (stored as null).
 */
export const optionalText = (max: number) =>
  z
    .string({ error: 'form.validate.invalid_value' })
    .trim()
    .max(max, 'form.validate.too_long')
    .refine(hasNoHtml, 'form.validate.invalid_value')
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

/** Checkbox that must be ticked (terms and policy). */
export const mustBeTrue = (message: string) =>
  z.boolean({ error: message }).refine((value) => value === true, message);

export const idParam = z.object({
  id: z.coerce.number({ error: 'error.not_found' }).int().positive().max(2_147_483_647),
});
