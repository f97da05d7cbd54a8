import type { Dayjs } from 'dayjs';
import { formatWarsaw } from '@scena/shared';
import { dayjs } from '../../../../lib/dates';

/**
 * Admin pickers show Warsaw wall-clock time whatever the admin's own time zone: an ISO instant
 * becomes a picker value holding the Warsaw date and time, and a picked value is sent back as
 * 'YYYY-MM-DD HH:mm', which the contracts read as Warsaw time.
 */
export const instantToPicker = (iso: string | null | undefined): Dayjs | null =>
  iso ? dayjs(formatWarsaw(new Date(iso)), 'YYYY-MM-DD HH:mm') : null;

export const pickerToWarsaw = (value: Dayjs | null | undefined): string | null =>
  value ? value.format('YYYY-MM-DD HH:mm') : null;

/**
 * What a typed date may look like: shown as the Polish day (first), typed that way or as ISO
 * (2026-11-27, as staff paste it from elsewhere); the placeholder says so.
 */
export const DAY_FORMATS = ['DD.MM.YYYY', 'YYYY-MM-DD', 'D.M.YYYY'];
export const DAY_TIME_FORMATS = [
  'DD.MM.YYYY HH:mm',
  'YYYY-MM-DD HH:mm',
  'YYYY-MM-DDTHH:mm',
  'D.M.YYYY HH:mm',
];

/** Calendar days ('YYYY-MM-DD') and clock times ('HH:mm') of events. */
export const dayToPicker = (day: string | null | undefined): Dayjs | null =>
  day ? dayjs(day, 'YYYY-MM-DD') : null;
export const pickerToDay = (value: Dayjs | null | undefined): string | undefined =>
  value ? value.format('YYYY-MM-DD') : undefined;
export const clockToPicker = (clock: string | null | undefined): Dayjs | null =>
  clock ? dayjs(clock.slice(0, 5), 'HH:mm') : null;
export const pickerToClock = (value: Dayjs | null | undefined): string | null =>
  value ? value.format('HH:mm') : null;

/** Card titles are cut at 70 characters (spec 2 §2.1). */
export const truncate = (text: string, max: number): string =>
  text.length > max ? `${text.slice(0, max)}…` : text;
