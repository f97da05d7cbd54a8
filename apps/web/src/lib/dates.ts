import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/pl';
import { NOT_SET_BIRTH_YEAR, TIMEZONE } from '@scena/shared/constants';
import { currentLanguage } from './language';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

/** Spec 1 §9 date formats. */
export const DATE_FORMAT = 'DD.MM.YYYY';
export const TIME_FORMAT = 'H:mm';
/** How dates travel in the API (date-only fields such as birthday). */
export const ISO_DATE = 'YYYY-MM-DD';

/**
 * An instant shown in Warsaw time, whatever the viewer's own time zone, in the viewer's language.
 * (dayjs is not loaded on the first page, so it asks for the language instead of being told.)
 */
export const inWarsaw = (value: string | number | Date): Dayjs =>
  dayjs(value).tz(TIMEZONE).locale(currentLanguage());

export const formatDate = (value: string | number | Date): string => inWarsaw(value).format(DATE_FORMAT);
export const formatTime = (value: string | number | Date): string => inWarsaw(value).format(TIME_FORMAT);

/** A date-only value (YYYY-MM-DD) as DD.MM.YYYY; year 1900 means "not set" (spec 1 §5). */
export const formatDateOnly = (value: string | null | undefined): string => {
  if (!value) return '';
  const date = dayjs(value, ISO_DATE, true);
  if (!date.isValid() || date.year() === NOT_SET_BIRTH_YEAR) return '';
  return date.format(DATE_FORMAT);
};

/** Day, month and year boxes → YYYY-MM-DD, or '' when the parts do not make a real date. */
export const partsToIsoDate = (day: string, month: string, year: string): string => {
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year)) return '';
  const text = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return dayjs(text, ISO_DATE, true).isValid() ? text : '';
};

export const isoDateToParts = (
  value: string | null | undefined,
): { day: string; month: string; year: string } => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match || Number(match[1]) === NOT_SET_BIRTH_YEAR) return { day: '', month: '', year: '' };
  return { year: match[1] ?? '', month: match[2] ?? '', day: match[3] ?? '' };
};

export { dayjs };
