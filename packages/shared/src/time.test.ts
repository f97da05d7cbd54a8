import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  eventState,
  formatWarsaw,
  parseCalendarDay,
  parseDateTimeInput,
  videoAvailability,
  warsawDay,
  warsawParts,
  warsawToInstant,
  type EventTiming,
} from './time';

const at = (iso: string) => new Date(iso);
const event = (overrides: Partial<EventTiming> = {}): EventTiming => ({
  date_from: '2025-06-10',
  date_to: '2025-06-12',
  time_from: '19:00',
  time_to: '21:00',
  full_day: false,
  ...overrides,
});

describe('warsawToInstant', () => {
  it('uses +01:00 in winter and +02:00 in summer', () => {
    expect(warsawToInstant({ y: 2025, m: 1, d: 15 }, 19 * 60).toISOString()).toBe('2025-01-15T18:00:00.000Z');
    expect(warsawToInstant({ y: 2025, m: 7, d: 15 }, 19 * 60).toISOString()).toBe('2025-07-15T17:00:00.000Z');
  });

  it('moves a time inside the spring gap forward (30 March 2025, 02:30 does not exist)', () => {
    expect(warsawToInstant({ y: 2025, m: 3, d: 30 }, 2 * 60 + 30).toISOString()).toBe(
      '2025-03-30T01:30:00.000Z',
    );
    expect(warsawToInstant({ y: 2025, m: 3, d: 30 }, 1 * 60 + 59).toISOString()).toBe(
      '2025-03-30T00:59:00.000Z',
    );
    expect(warsawToInstant({ y: 2025, m: 3, d: 30 }, 3 * 60).toISOString()).toBe('2025-03-30T01:00:00.000Z');
  });

  it('resolves the repeated autumn hour (26 October 2025) to standard time', () => {
    expect(warsawToInstant({ y: 2025, m: 10, d: 26 }, 2 * 60 + 30).toISOString()).toBe(
      '2025-10-26T01:30:00.000Z',
    );
    expect(warsawToInstant({ y: 2025, m: 10, d: 26 }, 1 * 60 + 30).toISOString()).toBe(
      '2025-10-25T23:30:00.000Z',
    );
    expect(warsawToInstant({ y: 2025, m: 10, d: 26 }, 3 * 60).toISOString()).toBe('2025-10-26T02:00:00.000Z');
  });

  it('round-trips every whole minute of the year except the spring gap', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }), (ms) => {
        const instant = new Date(Math.floor(ms / 60_000) * 60_000);
        const [day, clock] = formatWarsaw(instant).split(' ');
        const [h, m] = clock!.split(':').map(Number);
        const back = warsawToInstant(parseCalendarDay(day!)!, h! * 60 + m!);
        // The repeated autumn hour maps to its second occurrence; everything else round-trips.
        expect([0, 3_600_000]).toContain(back.getTime() - instant.getTime());
        if (back.getTime() !== instant.getTime()) expect(instant.getUTCMonth()).toBe(9);
      }),
    );
  });
});

describe('warsawParts', () => {
  const intl = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Warsaw',
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const fromIntl = (instant: Date) => {
    const p = Object.fromEntries(
      intl
        .formatToParts(instant)
        .filter((part) => part.type !== 'literal')
        .map((part) => [part.type, Number(part.value)]),
    );
    return { y: p.year, m: p.month, d: p.day, h: p.hour, min: p.minute, s: p.second };
  };

  it('agrees with the time zone database at any millisecond, clock changes and old offsets included', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        expect(warsawParts(new Date(ms))).toEqual(fromIntl(new Date(ms)));
      }),
      { numRuns: 2000 },
    );
    // Either side of both 2025 changes (01:00 UTC), to the second.
    for (const iso of [
      '2025-03-30T00:59:59.999Z',
      '2025-03-30T01:00:00Z',
      '2025-10-26T00:59:59.999Z',
      '2025-10-26T01:00:00Z',
    ]) {
      expect(warsawParts(new Date(iso)), iso).toEqual(fromIntl(new Date(iso)));
    }
  });
});

describe('parseDateTimeInput', () => {
  it('reads Warsaw wall-clock text, plain days and ISO instants', () => {
    expect(parseDateTimeInput('2025-06-01 20:15')?.toISOString()).toBe('2025-06-01T18:15:00.000Z');
    expect(parseDateTimeInput('2025-06-01T20:15:30')?.toISOString()).toBe('2025-06-01T18:15:00.000Z');
    expect(parseDateTimeInput('2025-12-01')?.toISOString()).toBe('2025-11-30T23:00:00.000Z');
    expect(parseDateTimeInput('2025-06-01T18:15:00.000Z')?.toISOString()).toBe('2025-06-01T18:15:00.000Z');
    expect(parseDateTimeInput('2025-06-01T20:15:00+02:00')?.toISOString()).toBe('2025-06-01T18:15:00.000Z');
  });

  it('rejects impossible dates and junk', () => {
    for (const text of [
      '2025-02-30',
      '2025-13-01',
      '2025-06-01 25:00',
      'jutro',
      '',
      '01.06.2025',
      '2025-02-30T10:00:00Z',
    ]) {
      expect(parseDateTimeInput(text)).toBeNull();
    }
  });
});

describe('eventState (daily window across the date range)', () => {
  it('is not yet available before the first window, counting down to it', () => {
    const state = eventState(event(), at('2025-06-10T10:00:00Z'));
    expect(state).toMatchObject({ available: 0, status: 'soon' });
    expect(state.nextChange?.toISOString()).toBe('2025-06-10T17:00:00.000Z');
  });

  it('is available inside the window and counts down to its end', () => {
    const state = eventState(event(), at('2025-06-10T17:30:00Z'));
    expect(state).toMatchObject({ available: 1, status: 'in_progress' });
    expect(state.nextChange?.toISOString()).toBe('2025-06-10T19:00:00.000Z');
  });

  it('closes between the daily windows and reopens the next day', () => {
    const state = eventState(event(), at('2025-06-10T20:00:00Z'));
    expect(state.available).toBe(0);
    expect(state.nextChange?.toISOString()).toBe('2025-06-11T17:00:00.000Z');
    expect(eventState(event(), at('2025-06-11T18:59:59Z')).available).toBe(1);
  });

  it('ends after the last window of the last day', () => {
    expect(eventState(event(), at('2025-06-12T18:59:59Z')).available).toBe(1);
    const ended = eventState(event(), at('2025-06-12T19:00:00Z'));
    expect(ended).toMatchObject({ available: -1, status: 'ended', nextChange: null });
    expect(eventState(event(), at('2026-01-01T00:00:00Z')).available).toBe(-1);
  });

  it('runs a full-day event from midnight of the first day to midnight after the last (Warsaw)', () => {
    const fullDay = event({ full_day: true, time_from: null, time_to: null });
    expect(eventState(fullDay, at('2025-06-09T21:59:59Z')).available).toBe(0);
    expect(eventState(fullDay, at('2025-06-09T22:00:00Z')).available).toBe(1);
    expect(eventState(fullDay, at('2025-06-11T03:00:00Z')).available).toBe(1);
    expect(eventState(fullDay, at('2025-06-12T21:59:59Z')).available).toBe(1);
    expect(eventState(fullDay, at('2025-06-12T22:00:00Z')).available).toBe(-1);
  });

  it('keeps wall-clock windows across the spring DST change', () => {
    const spring = event({
      date_from: '2025-03-29',
      date_to: '2025-03-31',
      time_from: '19:00',
      time_to: '21:00',
    });
    // 29 March is CET (+1), 30 and 31 March are CEST (+2).
    expect(eventState(spring, at('2025-03-29T18:30:00Z')).available).toBe(1);
    expect(eventState(spring, at('2025-03-30T17:30:00Z')).available).toBe(1);
    expect(eventState(spring, at('2025-03-30T19:30:00Z')).available).toBe(0);
    expect(eventState(spring, at('2025-03-31T18:59:00Z')).available).toBe(1);
    expect(eventState(spring, at('2025-03-31T19:00:00Z')).available).toBe(-1);
  });

  it('runs a full-day event on the short spring day for 23 hours and the long autumn day for 25', () => {
    const spring = eventState(
      event({ date_from: '2025-03-30', date_to: '2025-03-30', full_day: true }),
      at('2025-03-30T12:00:00Z'),
    );
    expect(spring.ends.getTime() - spring.starts.getTime()).toBe(23 * 3_600_000);
    const autumn = eventState(
      event({ date_from: '2025-10-26', date_to: '2025-10-26', full_day: true }),
      at('2025-10-26T12:00:00Z'),
    );
    expect(autumn.ends.getTime() - autumn.starts.getTime()).toBe(25 * 3_600_000);
    expect(
      eventState(
        event({ date_from: '2025-10-26', date_to: '2025-10-26', full_day: true }),
        at('2025-10-26T22:59:00Z'),
      ).available,
    ).toBe(1);
  });

  it('handles a window at night across the autumn change', () => {
    const autumn = event({
      date_from: '2025-10-25',
      date_to: '2025-10-26',
      time_from: '01:00',
      time_to: '04:00',
    });
    // 26 Oct 01:00 CEST = 23:00Z on the 25th; 04:00 CET = 03:00Z: a four-hour window that day.
    expect(eventState(autumn, at('2025-10-25T23:00:00Z')).available).toBe(1);
    expect(eventState(autumn, at('2025-10-26T02:59:00Z')).available).toBe(1);
    expect(eventState(autumn, at('2025-10-26T03:00:00Z')).available).toBe(-1);
  });

  it('uses the Warsaw day, not the UTC day, to find today’s window', () => {
    const late = event({
      date_from: '2025-06-10',
      date_to: '2025-06-11',
      time_from: '00:30',
      time_to: '01:30',
    });
    // 10 June 22:45Z is 11 June 00:45 in Warsaw: inside the second day's window.
    expect(eventState(late, at('2025-06-10T22:45:00Z')).available).toBe(1);
    expect(warsawDay(at('2025-06-10T22:45:00Z'))).toBe('2025-06-11');
  });

  it('is never available outside [starts, ends) and always ended after ends (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 23 * 60 }),
        fc.integer({ min: 0, max: 60 }),
        fc.boolean(),
        fc.integer({ min: -5 * 86_400_000, max: 20 * 86_400_000 }),
        (startDay, length, from, span, fullDay, offset) => {
          const first = new Date(Date.UTC(2025, 0, 1) + startDay * 86_400_000);
          const last = new Date(first.getTime() + length * 86_400_000);
          const clock = (minutes: number) =>
            `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
          const timing: EventTiming = {
            date_from: first.toISOString().slice(0, 10),
            date_to: last.toISOString().slice(0, 10),
            time_from: clock(from),
            time_to: clock(Math.min(from + span, 23 * 60 + 59)),
            full_day: fullDay,
          };
          const now = new Date(first.getTime() + offset);
          const state = eventState(timing, now);
          if (now < state.starts) expect(state.available).toBe(0);
          if (now >= state.ends) expect(state.available).toBe(-1);
          if (state.available === 1) expect(now >= state.starts && now < state.ends).toBe(true);
          if (state.nextChange) expect(state.nextChange.getTime()).toBeGreaterThan(now.getTime());
        },
      ),
    );
  });
});

describe('videoAvailability', () => {
  const now = at('2025-06-10T12:00:00Z');
  it('is 1 with no dates, 0 before available_from, -1 from end_date on', () => {
    expect(videoAvailability({ available_from: null, end_date: null }, now)).toBe(1);
    expect(videoAvailability({ available_from: '2025-06-11T00:00:00Z', end_date: null }, now)).toBe(0);
    expect(videoAvailability({ available_from: null, end_date: '2025-06-10T12:00:00Z' }, now)).toBe(-1);
    expect(videoAvailability({ available_from: '2025-06-01 10:00', end_date: '2025-07-01 10:00' }, now)).toBe(
      1,
    );
  });

  it('treats zero dates and empty strings as no limit', () => {
    expect(videoAvailability({ available_from: '0000-00-00 00:00:00', end_date: '0000-00-00' }, now)).toBe(1);
    expect(videoAvailability({ available_from: '', end_date: '' }, now)).toBe(1);
  });
});
