import { parseCalendarDay, warsawDay, warsawToInstant, type CalendarDay } from '@scena/shared';
import type { InstantRange } from '../orders';

/**
 * The payment list's date range (spec 3 §2.3): Warsaw calendar days, both inclusive; absent days
 * default to the current month (older payments need an explicit range). The query schema has
 * already refused a day that is not a date and a start after the end.
 */
export interface DayRange {
  date_from: string;
  date_to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayText = (day: CalendarDay) => `${day.y}-${pad(day.m)}-${pad(day.d)}`;
const lastOfMonth = (y: number, m: number): CalendarDay => ({
  y,
  m,
  d: new Date(Date.UTC(y, m, 0)).getUTCDate(),
});
const nextDay = (day: CalendarDay): CalendarDay => {
  const next = new Date(Date.UTC(day.y, day.m - 1, day.d + 1));
  return { y: next.getUTCFullYear(), m: next.getUTCMonth() + 1, d: next.getUTCDate() };
};

export const resolveDayRange = (
  query: { date_from?: string; date_to?: string },
  now = new Date(),
): DayRange => {
  const today = parseCalendarDay(warsawDay(now))!;
  const monthStart = dayText({ ...today, d: 1 });
  const monthEnd = dayText(lastOfMonth(today.y, today.m));
  const from =
    query.date_from ??
    (query.date_to && query.date_to < monthStart ? `${query.date_to.slice(0, 8)}01` : monthStart);
  let to = query.date_to ?? monthEnd;
  // Only a start after this month: that start's month.
  if (!query.date_to && from > to) {
    const f = parseCalendarDay(from)!;
    to = dayText(lastOfMonth(f.y, f.m));
  }
  return { date_from: from, date_to: to };
};

/** [the first day's Warsaw midnight, the midnight after the last day). */
export const instantRange = (range: DayRange): InstantRange => ({
  start: warsawToInstant(parseCalendarDay(range.date_from)!, 0),
  end: warsawToInstant(nextDay(parseCalendarDay(range.date_to)!), 0),
});

/** 'YYYY-MM-DD' → 'DD.MM.YYYY' (the spec's range format in file names). */
export const displayDay = (day: string): string =>
  `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
