/**
 * The countdown on item pages and cards (spec 1 §4, §9): it targets the nearest start or end plus
 * 5 s (so the page asks again once the server surely agrees the window moved), shows whole days
 * while more than 24 hours are left, then a live clock. Each page adds a random 3–8 s offset so
 * thousands of viewers do not refresh at the same second. Pure, no zod.
 */
import type { ItemState } from './availability';

export const COUNTDOWN_TARGET_PADDING_MS = 5_000;
export const COUNTDOWN_OFFSET_MIN_MS = 3_000;
export const COUNTDOWN_OFFSET_MAX_MS = 8_000;
export const COUNTDOWN_DAYS_ABOVE_MS = 86_400_000;
/** An event re-reads itself, then waits this long before turning watch mode on (spec 1 §4). */
export const WATCH_MODE_REFRESH_WAIT_MS = 500;

/** The instant the countdown reaches zero: the next start or end plus 5 s; null when nothing is coming. */
export const countdownTarget = (state: Pick<ItemState, 'nextChange'>): Date | null =>
  state.nextChange ? new Date(state.nextChange.getTime() + COUNTDOWN_TARGET_PADDING_MS) : null;

/** A random offset in [3 s, 8 s]; `random` is injectable for tests (defaults to Math.random). */
export const countdownOffsetMs = (random: () => number = Math.random): number =>
  COUNTDOWN_OFFSET_MIN_MS + Math.round(random() * (COUNTDOWN_OFFSET_MAX_MS - COUNTDOWN_OFFSET_MIN_MS));

export type CountdownView =
  | { kind: 'days'; days: number }
  | { kind: 'clock'; hours: number; minutes: number; seconds: number }
  | { kind: 'done' };

/**
 * What the countdown shows at `now` for `target` (plus the page's offset): whole days (rounded
 * up, "3 dni") above 24 hours, else hours:minutes:seconds, then done (the watch button appears).
 */
export const countdownView = (target: Date, now: Date, offsetMs = 0): CountdownView => {
  const left = target.getTime() + offsetMs - now.getTime();
  if (left <= 0) return { kind: 'done' };
  if (left > COUNTDOWN_DAYS_ABOVE_MS)
    return { kind: 'days', days: Math.ceil(left / COUNTDOWN_DAYS_ABOVE_MS) };
  const total = Math.ceil(left / 1000);
  return {
    kind: 'clock',
    hours: Math.floor(total / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
};
