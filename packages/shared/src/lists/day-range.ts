import { z } from 'zod';
import { parseCalendarDay } from '../time';

/**
 * The date range filter of the admin lists (the box office's payments, the gift and group orders,
 * the catalogue's events): `date_from` and `date_to`, Warsaw calendar days 'YYYY-MM-DD', both
 * inclusive, start not after end. Each list says 'Niepoprawna data' under its own i18n key
 * (`message`), so each feature keeps its messages.
 */

/** 'YYYY-MM-DD' (a Warsaw calendar day), optional: anything else is `message`. */
const dayFilter = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((value) => parseCalendarDay(value) !== null, message)
    .optional();

/** The range's two fields, for a list's filter object. */
export const dayRangeFilters = (message: string) => ({
  date_from: dayFilter(message),
  date_to: dayFilter(message),
});

/** Start after end: `message` on date_from (spec 3 §5, §8). A superRefine of the filter object. */
export const dayRangeInOrder =
  (message: string) => (values: { date_from?: string; date_to?: string }, ctx: z.RefinementCtx) => {
    if (values.date_from && values.date_to && values.date_from > values.date_to)
      ctx.addIssue({ code: 'custom', path: ['date_from'], message });
  };

/** In a list's answer: the range the server applied (the default one when none was sent), Warsaw days. */
export const appliedDayRange = { date_from: z.string(), date_to: z.string() };
