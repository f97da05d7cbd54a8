/**
 * The countdown of spec 1 §4: whole days while more than 24 hours remain, then a live clock. It
 * aims 5 s past the start or end, plus a random 3–8 s per page, so the pages open at that moment
 * do not all ask the server again in the same second, and the server's answer has already changed.
 */
export const COUNTDOWN_TARGET_EXTRA_MS = 5_000;
export const COUNTDOWN_OFFSET_MIN_MS = 3_000;
export const COUNTDOWN_OFFSET_MAX_MS = 8_000;
const DAY_MS = 86_400_000;

/** A random offset in [3 s, 8 s]. */
export const countdownOffsetMs = (random: () => number = Math.random): number =>
  COUNTDOWN_OFFSET_MIN_MS + Math.round(random() * (COUNTDOWN_OFFSET_MAX_MS - COUNTDOWN_OFFSET_MIN_MS));

/** The instant the countdown reaches zero. */
export const countdownTarget = (nextChange: Date, offsetMs: number): Date =>
  new Date(nextChange.getTime() + COUNTDOWN_TARGET_EXTRA_MS + offsetMs);

export type CountdownView = { kind: 'days'; days: number } | { kind: 'clock'; text: string } | { kind: 'done' };

/** What the countdown shows `remainingMs` before its target. */
export const countdownView = (remainingMs: number): CountdownView => {
  if (remainingMs <= 0) return { kind: 'done' };
  if (remainingMs > DAY_MS) return { kind: 'days', days: Math.floor(remainingMs / DAY_MS) };
  const total = Math.ceil(remainingMs / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { kind: 'clock', text: `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}` };
};
