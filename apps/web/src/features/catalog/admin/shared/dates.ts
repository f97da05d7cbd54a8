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
