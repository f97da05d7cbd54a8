import { z } from 'zod';
import { parseCalendarDay, warsawDay, warsawParts, warsawToInstant, type CalendarDay } from '../time';

/**
 * A range of Warsaw calendar days, `from` and `to` inclusive ('YYYY-MM-DD'), as the statistics and
 * report calls take it (spec 2 §2.14, spec 3 §2.3). Defaults (spec 2 §9): the last 7 days ending
 * today, or the current month for income. A day that does not exist, or `from` after `to`, is the
 * spec's 'Niepoprawna data'; a range longer than REPORT_MAX_DAYS is refused (it bounds the answer).
 */
export const REPORT_MAX_DAYS = 731;
export const STATISTICS_DEFAULT_DAYS = 7;

const DAY_MS = 86_400_000;

const dayText = z
  .string({ error: 'reports.validate.invalid_date' })
  .refine((value) => parseCalendarDay(value) !== null, 'reports.validate.invalid_date');

const dayNumber = (day: string) => {
  const p = parseCalendarDay(day)!;
  return Date.UTC(p.y, p.m - 1, p.d) / DAY_MS;
};

/** Whole days from `from` to `to`, both counted. */
export const daysInRange = (from: string, to: string): number => dayNumber(to) - dayNumber(from) + 1;

export const dateRangeQuery = z
  .object({ from: dayText.optional(), to: dayText.optional() })
  .superRefine((value, ctx) => {
    if (
      !value.from ||
      !value.to ||
      parseCalendarDay(value.from) === null ||
      parseCalendarDay(value.to) === null
    )
      return;
    if (value.from > value.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'reports.validate.invalid_date' });
    else if (daysInRange(value.from, value.to) > REPORT_MAX_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'reports.validate.range_too_long',
        params: { days: REPORT_MAX_DAYS },
      });
  });
export type DateRangeQuery = z.input<typeof dateRangeQuery>;

export interface DayRange {
  from: string;
  to: string;
}

const fmt = (day: CalendarDay) =>
  `${day.y}-${String(day.m).padStart(2, '0')}-${String(day.d).padStart(2, '0')}`;

/** The day `n` days after 'YYYY-MM-DD' (negative: before). */
export const addDays = (day: string, n: number): string => {
  const t = new Date((dayNumber(day) + n) * DAY_MS);
  return fmt({ y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() });
};

/** The last `days` days ending today in Warsaw (orders per day's default). */
export const lastDays = (now: Date, days = STATISTICS_DEFAULT_DAYS): DayRange => {
  const today = warsawDay(now);
  return { from: addDays(today, -(days - 1)), to: today };
};

/** The current Warsaw month, first to last day (income's default). */
export const currentMonth = (now: Date): DayRange => {
  const p = warsawParts(now);
  const last = new Date(Date.UTC(p.y, p.m, 0)).getUTCDate();
  return { from: fmt({ y: p.y, m: p.m, d: 1 }), to: fmt({ y: p.y, m: p.m, d: last }) };
};

/** The instants a day range covers: [start of `from`, start of the day after `to`) in Warsaw (23 or 25 h days at DST). */
export const rangeInstants = (range: DayRange): { start: Date; end: Date } => ({
  start: warsawToInstant(parseCalendarDay(range.from)!, 0),
  end: warsawToInstant(parseCalendarDay(addDays(range.to, 1))!, 0),
});

/** Every day of the range in order (the chart's x axis: days without orders are zeros, not gaps). */
export const eachDay = (range: DayRange): string[] =>
  Array.from({ length: daysInRange(range.from, range.to) }, (_, i) => addDays(range.from, i));
