/**
 * When an item can be watched, in Europe/Warsaw. The -1/0/1 rules
 * themselves live in ../time.ts (eventState, videoAvailability), the one implementation both the
 * server (authoritative) and the web (countdowns) run; this file adds what the pages and the access
 * module need on top: one `itemState` for either kind, its countdown target and the display rules.
 * Pure, no zod, browser-safe.
 */
import {
  eventState,
  parseDateTimeInput,
  isZeroDate,
  type Availability,
  type EventTiming,
  type VideoTiming,
} from '../time';

/** Where an item stands at an instant, the same shape for events and videos. */
export interface ItemState {
  /** -1 over, 0 not yet (or between two days' windows), 1 watchable now (spec 1 §4). */
  available: Availability;
  /** The next instant at which `available` changes (a window opens or closes); null when it never will. */
  nextChange: Date | null;
  /** The item's own end: the close of an event's last window, a video's end_date; null = no end. */
  ends: Date | null;
}

const toInstant = (value: string | Date | null): Date | null => {
  if (value === null) return null;
  if (value instanceof Date) return value;
  if (value.trim() === '' || isZeroDate(value)) return null;
  return parseDateTimeInput(value);
};

/** A video: 0 before available_from, 1 until end_date, -1 from end_date on; empty dates = no limit. */
export const videoState = (video: VideoTiming, now: Date = new Date()): ItemState => {
  const from = toInstant(video.available_from);
  const end = toInstant(video.end_date);
  const t = now.getTime();
  if (end && t >= end.getTime()) return { available: -1, nextChange: null, ends: end };
  if (from && t < from.getTime()) return { available: 0, nextChange: from, ends: end };
  return { available: 1, nextChange: end, ends: end };
};

export type TimedItem = ({ kind: 'event' } & EventTiming) | ({ kind: 'video' } & VideoTiming);

/** Either kind through one door (the access module and the pages do not care which). */
export const itemState = (item: TimedItem, now: Date = new Date()): ItemState => {
  if (item.kind === 'video') return videoState(item, now);
  const state = eventState(item, now);
  return { available: state.available, nextChange: state.nextChange, ends: state.ends };
};

const DAY_MS = 86_400_000;

/**
 * Spec 1 §2: a video page words its end differently when the end is within 24 hours ("available
 * until today 21:00" rather than a date). True while the item is watchable and ends within a day.
 */
export const endsWithinDay = (state: ItemState, now: Date = new Date()): boolean =>
  state.available === 1 && state.ends !== null && state.ends.getTime() - now.getTime() <= DAY_MS;

/**
 * The times an event card shows (spec 1 §3 hide_time_to): with hide_time_to the end of the daily
 * window is not shown (the card says only "19:00"), but the window still closes at time_to:
 * hide_time_to changes the display, never availability. A full-day event shows no times.
 */
export const displayedTimes = (
  event: Pick<EventTiming, 'time_from' | 'time_to' | 'full_day'> & { hide_time_to: boolean },
) => ({
  from: event.full_day ? null : event.time_from,
  to: event.full_day || event.hide_time_to ? null : event.time_to,
});
