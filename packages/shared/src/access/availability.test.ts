import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { warsawParts, warsawToInstant, type EventTiming } from '../time';
import { displayedTimes, endsWithinDay, itemState, videoState } from './availability';
import {
  COUNTDOWN_OFFSET_MAX_MS,
  COUNTDOWN_OFFSET_MIN_MS,
  countdownOffsetMs,
  countdownTarget,
  countdownView,
} from './countdown';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The DST changes in Warsaw: the last Sundays of March (02:00 → 03:00) and October (03:00 → 02:00). */
const DST_DAYS = ['2025-03-30', '2025-10-26', '2026-03-29', '2026-10-25'] as const;
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
/** Minutes of a day outside the hour the clocks skip or repeat, so wall-clock time names one instant. */
const unambiguousMinute = fc.integer({ min: 0, max: 24 * 60 - 61 }).map((m) => (m >= 120 ? m + 60 : m));

/** An event whose range starts a few days before, on, or after a DST change. */
const eventNearDst = fc
  .record({
    dst: fc.constantFrom(...DST_DAYS),
    startShift: fc.integer({ min: -3, max: 1 }),
    length: fc.integer({ min: 0, max: 4 }),
    from: unambiguousMinute,
    to: unambiguousMinute,
    fullDay: fc.boolean(),
  })
  .map(({ dst, startShift, length, from, to, fullDay }): EventTiming => ({
    date_from: shiftDay(dst, startShift),
    date_to: shiftDay(dst, startShift + length),
    time_from: clock(Math.min(from, to)),
    time_to: clock(Math.max(from, to)),
    full_day: fullDay,
  }));

/** An instant within a week around the event's first day, to the second. */
const instantNear = (timing: EventTiming) =>
  fc
    .integer({ min: -2 * DAY, max: 7 * DAY })
    .map(
      (offset) => new Date(Math.floor((Date.parse(`${timing.date_from}T00:00:00Z`) + offset) / 1000) * 1000),
    );

/** The oracle: read the Warsaw wall clock at `now` and compare with the dates and the window. */
const wallClockAvailable = (timing: EventTiming, now: Date): -1 | 0 | 1 => {
  const p = warsawParts(now);
  const day = `${p.y}-${String(p.m).padStart(2, '0')}-${String(p.d).padStart(2, '0')}`;
  const minute = p.h * 60 + p.min;
  const from = timing.full_day
    ? 0
    : Number(timing.time_from!.slice(0, 2)) * 60 + Number(timing.time_from!.slice(3));
  const to = timing.full_day
    ? 24 * 60
    : Number(timing.time_to!.slice(0, 2)) * 60 + Number(timing.time_to!.slice(3));
  if (day > timing.date_to || (day === timing.date_to && minute >= to)) return -1;
  if (day < timing.date_from) return 0;
  return minute >= from && minute < to ? 1 : 0;
};

describe('itemState for events across DST and midnight (properties)', () => {
  test.prop([eventNearDst.chain((timing) => fc.tuple(fc.constant(timing), instantNear(timing)))], {
    numRuns: 2000,
  })('agrees with the Warsaw wall clock', ([timing, now]) => {
    expect(itemState({ kind: 'event', ...timing }, now).available).toBe(wallClockAvailable(timing, now));
  });

  test.prop([eventNearDst.chain((timing) => fc.tuple(fc.constant(timing), instantNear(timing)))], {
    numRuns: 1000,
  })('changes state exactly at nextChange, never before it', ([timing, now]) => {
    const item = { kind: 'event' as const, ...timing };
    const state = itemState(item, now);
    if (state.available === -1) {
      expect(state.nextChange).toBeNull();
      return;
    }
    const next = state.nextChange!;
    expect(next.getTime()).toBeGreaterThan(now.getTime());
    expect(itemState(item, new Date(next.getTime() - 1)).available).toBe(state.available);
    expect(itemState(item, next).available).not.toBe(state.available);
  });
});

describe('itemState for an empty daily window', () => {
  test('time_from = time_to never opens; the only change is the end', () => {
    const timing = {
      kind: 'event' as const,
      date_from: '2025-03-28',
      date_to: '2025-03-29',
      time_from: '00:08',
      time_to: '00:08',
      full_day: false,
    };
    const state = itemState(timing, new Date('2025-03-27T12:00:00Z'));
    expect(state.available).toBe(0);
    expect(state.nextChange?.toISOString()).toBe('2025-03-28T23:08:00.000Z');
    expect(itemState(timing, new Date('2025-03-28T23:08:00Z')).available).toBe(-1);
  });
});

describe('itemState for events, examples', () => {
  it('a full-day event on the spring DST day lasts 23 hours, ending at midnight Warsaw', () => {
    const timing = {
      kind: 'event' as const,
      date_from: '2025-03-30',
      date_to: '2025-03-30',
      time_from: null,
      time_to: null,
      full_day: true,
    };
    expect(itemState(timing, new Date('2025-03-29T22:59:59Z')).available).toBe(0);
    expect(itemState(timing, new Date('2025-03-29T23:00:00Z')).available).toBe(1);
    expect(itemState(timing, new Date('2025-03-30T21:59:59Z')).available).toBe(1);
    expect(itemState(timing, new Date('2025-03-30T22:00:00Z')).available).toBe(-1);
    expect(itemState(timing, new Date('2025-03-30T12:00:00Z')).ends?.toISOString()).toBe(
      '2025-03-30T22:00:00.000Z',
    );
  });

  it('a full-day event on the autumn DST day lasts 25 hours', () => {
    const timing = {
      kind: 'event' as const,
      date_from: '2025-10-26',
      date_to: '2025-10-26',
      time_from: null,
      time_to: null,
      full_day: true,
    };
    const state = itemState(timing, new Date('2025-10-26T12:00:00Z'));
    expect(state.available).toBe(1);
    expect(state.ends!.getTime() - warsawToInstant({ y: 2025, m: 10, d: 26 }, 0).getTime()).toBe(25 * HOUR);
  });

  it('between two days of a windowed event it waits for the next window, across midnight', () => {
    const timing = {
      kind: 'event' as const,
      date_from: '2025-10-25',
      date_to: '2025-10-26',
      time_from: '22:00',
      time_to: '23:30',
      full_day: false,
    };
    const state = itemState(timing, new Date('2025-10-25T22:00:00Z')); // 00:00 CEST on the 26th
    expect(state.available).toBe(0);
    expect(state.nextChange?.toISOString()).toBe('2025-10-26T21:00:00.000Z'); // 22:00 CET
  });
});

describe('videoState', () => {
  const video = (available_from: string | null, end_date: string | null) => ({
    kind: 'video' as const,
    available_from,
    end_date,
  });

  it('counts down to available_from, then to end_date, then is over', () => {
    const v = video('2025-03-30T01:30:00Z', '2025-10-26T01:30:00Z');
    expect(itemState(v, new Date('2025-03-30T01:00:00Z'))).toMatchObject({
      available: 0,
      nextChange: new Date('2025-03-30T01:30:00Z'),
    });
    expect(itemState(v, new Date('2025-06-01T00:00:00Z'))).toMatchObject({
      available: 1,
      nextChange: new Date('2025-10-26T01:30:00Z'),
    });
    expect(itemState(v, new Date('2025-10-26T01:30:00Z'))).toMatchObject({ available: -1, nextChange: null });
  });

  it('has no end and no countdown without dates (zero dates too)', () => {
    expect(videoState({ available_from: null, end_date: '0000-00-00 00:00:00' }, new Date())).toEqual({
      available: 1,
      nextChange: null,
      ends: null,
    });
  });

  test.prop([
    fc.integer({ min: 0, max: 400 * DAY }),
    fc.integer({ min: 0, max: 60 * DAY }),
    fc.integer({ min: -10 * DAY, max: 500 * DAY }),
  ])('changes state exactly at nextChange (property)', (fromOffset, span, nowOffset) => {
    const base = Date.UTC(2025, 0, 1);
    const v = video(
      new Date(base + fromOffset).toISOString(),
      new Date(base + fromOffset + span + 1000).toISOString(),
    );
    const now = new Date(base + nowOffset);
    const state = itemState(v, now);
    if (!state.nextChange) {
      expect(state.available).toBe(-1);
      return;
    }
    expect(itemState(v, new Date(state.nextChange.getTime() - 1)).available).toBe(state.available);
    expect(itemState(v, state.nextChange).available).not.toBe(state.available);
  });

  it('says when a watchable video ends within 24 hours', () => {
    const now = new Date('2025-06-01T12:00:00Z');
    expect(
      endsWithinDay(videoState({ available_from: null, end_date: '2025-06-02T12:00:00Z' }, now), now),
    ).toBe(true);
    expect(
      endsWithinDay(videoState({ available_from: null, end_date: '2025-06-02T12:00:01Z' }, now), now),
    ).toBe(false);
    expect(endsWithinDay(videoState({ available_from: null, end_date: null }, now), now)).toBe(false);
  });
});

describe('countdown', () => {
  it('targets the next change plus 5 s, none once over', () => {
    expect(countdownTarget({ nextChange: new Date('2025-06-01T18:00:00Z') })?.toISOString()).toBe(
      '2025-06-01T18:00:05.000Z',
    );
    expect(countdownTarget({ nextChange: null })).toBeNull();
  });

  test.prop([
    fc.integer({ min: 1, max: 40 * DAY }),
    fc.integer({ min: COUNTDOWN_OFFSET_MIN_MS, max: COUNTDOWN_OFFSET_MAX_MS }),
  ])('shows days above 24 hours, a clock below, and is done exactly at target + offset', (left, offset) => {
    const target = new Date(Date.UTC(2025, 9, 26, 1, 0, 0));
    const now = new Date(target.getTime() + offset - left);
    const view = countdownView(target, now, offset);
    if (left > DAY) expect(view).toEqual({ kind: 'days', days: Math.ceil(left / DAY) });
    else {
      expect(view.kind).toBe('clock');
      if (view.kind === 'clock')
        expect(view.hours * 3600 + view.minutes * 60 + view.seconds).toBe(Math.ceil(left / 1000));
    }
    expect(countdownView(target, new Date(target.getTime() + offset), offset)).toEqual({ kind: 'done' });
  });

  test.prop([fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })])(
    'offsets by 3 to 8 seconds',
    (r) => {
      const offset = countdownOffsetMs(() => r);
      expect(offset).toBeGreaterThanOrEqual(3000);
      expect(offset).toBeLessThanOrEqual(8000);
    },
  );
});

describe('displayedTimes', () => {
  it('hides the end with hide_time_to and both times for full-day events', () => {
    expect(
      displayedTimes({ time_from: '19:00', time_to: '21:00', full_day: false, hide_time_to: true }),
    ).toEqual({ from: '19:00', to: null });
    expect(
      displayedTimes({ time_from: '19:00', time_to: '21:00', full_day: false, hide_time_to: false }),
    ).toEqual({ from: '19:00', to: '21:00' });
    expect(displayedTimes({ time_from: null, time_to: null, full_day: true, hide_time_to: false })).toEqual({
      from: null,
      to: null,
    });
  });
});
