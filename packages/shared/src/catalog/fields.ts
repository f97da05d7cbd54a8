import { z } from 'zod';
import { SLIDE_TEXT_MAX, SLUG_MAX, SUBTITLE_MAX, TICKET_VALIDITY_HOURS, TITLE_MAX } from '../constants';
import { fromGrosze, toGrosze } from '../money';
import { isZeroDate, parseCalendarDay, parseClock, parseDateTimeInput } from '../time';
import { isSafeLink, SLIDE_LINK } from '../links';

/**
 * Field schemas shared by the catalogue contracts (spec 2 §5). Issue messages are keys of
 * i18n/catalog.ts. Browser-safe.
 */

const INVALID = 'catalog.validate.invalid_value';

/** A missing value says `key`; a value of the wrong type says "invalid value". */
export const missingOr = (key: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? key : INVALID),
});

const emptyToNull = (value: string | null | undefined): string | null | undefined =>
  value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim();

/** Title: required, at most 100 characters ('Proszę podać tytuł.', 'Maksymalnie 100 znaków.'). */
export const titleField = () =>
  z
    .string(missingOr('catalog.validate.title_required'))
    .trim()
    .min(1, 'catalog.validate.title_required')
    .max(TITLE_MAX, 'form.validate.too_long');

/** Optional plain text with a maximum; empty becomes null. */
export const catalogOptionalText = (max: number, key: string) =>
  z.string({ error: INVALID }).trim().max(max, key).nullable().optional().transform(emptyToNull);

export const optionalTitle = () => catalogOptionalText(TITLE_MAX, 'form.validate.too_long');
export const optionalSubtitle = () => catalogOptionalText(SUBTITLE_MAX, 'form.validate.too_long');
export const optionalSlideText = () => catalogOptionalText(SLIDE_TEXT_MAX, 'form.validate.too_long');

/** Lower-case letters, digits, hyphen, underscore (spec 2 §5). */
export const SLUG_PATTERN = /^[a-z0-9_-]+$/;
/** Empty means "generate from the title" (spec 2 §5), so the field itself is optional. */
export const slugField = () =>
  z
    .string({ error: INVALID })
    .trim()
    .max(SLUG_MAX, 'form.validate.too_long')
    .refine((value) => value === '' || SLUG_PATTERN.test(value), 'catalog.validate.slug')
    .nullable()
    .optional()
    .transform(emptyToNull);

/** Admin HTML (descriptions, chat embeds); sanitised by the server on save. */
export const HTML_MAX = 200_000;
export const htmlField = () =>
  z
    .string({ error: INVALID })
    .max(HTML_MAX, 'catalog.validate.too_long')
    .nullable()
    .optional()
    .transform(emptyToNull);

export type MediaKind = 'iframe' | 'url' | 'hosted' | 'invalid';
/**
 * The embedded media value (spec 1 §5): an iframe is rendered as HTML, an http(s) address is used
 * as the frame address, all digits are a hosted-video id. Anything else is invalid. Stricter than
 * "contains http" on purpose: an address must be a single http(s) URL (no javascript:).
 */
export const classifyMedia = (value: string): MediaKind => {
  const text = value.trim();
  if (/<iframe[\s>]/i.test(text)) return 'iframe';
  if (/^https?:\/\/[^\s<>"'`]+$/i.test(text)) return 'url';
  if (/^\d{1,20}$/.test(text)) return 'hosted';
  return 'invalid';
};
export const MEDIA_MAX = 5000;
export const mediaField = () =>
  z
    .string({ error: INVALID })
    .trim()
    .max(MEDIA_MAX, 'catalog.validate.too_long')
    .refine((value) => value === '' || classifyMedia(value) !== 'invalid', 'catalog.validate.invalid_media')
    .nullable()
    .optional()
    .transform(emptyToNull);
export const requiredMediaField = () =>
  z
    .string(missingOr('catalog.validate.video_link_required'))
    .trim()
    .min(1, 'catalog.validate.video_link_required')
    .max(MEDIA_MAX, 'catalog.validate.too_long')
    .refine((value) => classifyMedia(value) !== 'invalid', 'catalog.validate.invalid_media');

/** Video flags are 0/1 at the API (spec 2 §3 "visible (1/0)"); booleans are accepted too. */
export const flag01 = () =>
  z
    .union([z.boolean(), z.literal(0), z.literal(1)], { error: INVALID })
    .transform((value): 0 | 1 => (value ? 1 : 0))
    .optional();
export const boolField = () => z.boolean({ error: INVALID }).optional();

/** Whole numbers ≥ 0 or empty (null): age restriction, duration, available tickets. */
export const optionalCount = () =>
  z.number({ error: INVALID }).int(INVALID).min(0, INVALID).max(1_000_000_000, INVALID).nullable().optional();
/** Empty (null) means 0. */
export const weightField = () =>
  z
    .number({ error: INVALID })
    .int(INVALID)
    .min(-1_000_000, INVALID)
    .max(1_000_000, INVALID)
    .nullable()
    .optional();
export const idField = (missingKey: string) =>
  z.number(missingOr(missingKey)).int(INVALID).positive(INVALID).max(2_147_483_647, INVALID);
export const optionalId = () =>
  z
    .number({ error: INVALID })
    .int(INVALID)
    .positive(INVALID)
    .max(2_147_483_647, INVALID)
    .nullable()
    .optional();

const REQUIRED = 'form.validate.required';
const isBlank = (value: unknown): boolean => typeof value === 'string' && value.trim() === '';

/**
 * PLN with up to two decimals (number or text like "12,50"); the API value is a number. An empty
 * text is "not entered" ('To pole jest wymagane.'), never 0: a free show is an explicit 0.
 */
export const priceField = () =>
  z
    .union([z.number(), z.string()], missingOr(REQUIRED))
    .refine((value) => !isBlank(value), REQUIRED)
    .refine((value) => isBlank(value) || toGrosze(value) !== null, INVALID)
    .transform((value) => fromGrosze(toGrosze(value) ?? 0));

/** tickets_expiration_time: empty (global value), 0 (no limit), 3, 6, 12, 24, 36, 48 or 72 hours. */
export const ticketValidityField = () =>
  z
    .number({ error: 'catalog.validate.tickets_expiration_time' })
    .refine(
      (value) => (TICKET_VALIDITY_HOURS as readonly number[]).includes(value),
      'catalog.validate.tickets_expiration_time',
    )
    .nullable()
    .optional();

/**
 * A date-time: ISO with offset, or 'YYYY-MM-DD HH:mm' / 'YYYY-MM-DD' in Warsaw time. Empty and
 * zero dates ('0000-00-00') become null. The output is an ISO instant string.
 */
export const dateTimeField = () =>
  z
    .string({ error: 'catalog.validate.invalid_date' })
    .nullable()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      if (value === null || value.trim() === '' || isZeroDate(value)) return null;
      const date = parseDateTimeInput(value);
      if (!date) {
        ctx.addIssue({ code: 'custom', message: 'catalog.validate.invalid_date' });
        return z.NEVER;
      }
      return date.toISOString();
    });

/** A calendar day 'YYYY-MM-DD' (events), required: empty says 'required', a wrong day 'Niepoprawna data'. */
export const dayField = () =>
  z
    .string(missingOr(REQUIRED))
    .trim()
    .min(1, REQUIRED)
    .refine((value) => value === '' || parseCalendarDay(value) !== null, 'catalog.validate.invalid_date');

/** A clock time 'HH:mm' (seconds are dropped); empty becomes null. */
export const clockField = () =>
  z
    .string({ error: 'catalog.validate.invalid_hours' })
    .trim()
    .nullable()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      if (value === null || value === '') return null;
      if (parseClock(value) === null) {
        ctx.addIssue({ code: 'custom', message: 'catalog.validate.invalid_hours' });
        return z.NEVER;
      }
      return value.slice(0, 5);
    });

/** Translations: language_code required ('Please choose a language'), exactly 2 letters. */
export const languageCodeField = () =>
  z
    .string(missingOr('catalog.validate.language_required'))
    .trim()
    .min(1, 'catalog.validate.language_required')
    .regex(/^[A-Za-z]{2}$/, 'catalog.validate.language_invalid')
    .toLowerCase();

/**
 * Category and gallery names: normal typography. Letters (Polish too), digits, spaces and
 * punctuation, typographic quotes („…”, “…”, «…», ‘…’) and dashes; no markup characters (< > { }
 * [ ] \\ ` |) and no control characters. The message names the rule (catalog.validate.*_name).
 */
export const NAME_PATTERN_CATALOG =
  /^[\p{L}\p{M}\p{N} .,:;!?'"()&+*#%@=~^_\-\u2010-\u2015/\u2018-\u201F\u00AB\u00BB\u2026\u00B7]+$/u;
export const catalogNameField = (invalidKey: string) =>
  z
    .string(missingOr('catalog.validate.name_required'))
    .trim()
    .min(1, 'catalog.validate.name_required')
    .max(TITLE_MAX, 'form.validate.too_long')
    .regex(NAME_PATTERN_CATALOG, invalidKey);

/** Slide links: empty, an http(s) address, a site path '/…' or an anchor '#…' (the shared link rule, links.ts). */
export const slideLinkField = () =>
  z
    .string({ error: 'catalog.validate.link' })
    .trim()
    .max(500, 'catalog.validate.too_long')
    .refine((value) => value === '' || isSafeLink(value, SLIDE_LINK), 'catalog.validate.link')
    .nullable()
    .optional()
    .transform(emptyToNull);

/** Query-string booleans. */
export const queryFlag = () =>
  z
    .enum(['true', 'false', '1', '0'], { error: INVALID })
    .transform((value) => value === 'true' || value === '1')
    .optional();

/** Path ids: digits only. */
export const pathId = () =>
  z.coerce
    .number({ error: 'error.not_found' })
    .int('error.not_found')
    .positive('error.not_found')
    .max(2_147_483_647, 'error.not_found');

/** Availability (-1 ended, 0 not yet, 1 now) and the admin time status. */
export const availabilitySchema = z.union([z.literal(-1), z.literal(0), z.literal(1)]);
export const timeStatusSchema = z.enum(['ended', 'soon', 'in_progress']);
