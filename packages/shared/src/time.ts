/**
 * Times in Europe/Warsaw: the ONE place that decides whether an event or a video is
 * available now. The server uses it authoritatively, the web for countdowns. Browser-safe: only
 * Intl, no Node APIs and no date library (dayjs' tz plugin has known DST bugs around the gaps).
 */
import { TIMEZONE } from './constants';

/** -1 ended, 0 not yet / outside the daily window, 1 available now (spec 1 §4). */
export type Availability = -1 | 0 | 1;
/** The admin table's time status (spec 2 §4). */
export type TimeStatus = 'ended' | 'soon' | 'in_progress';

export interface EventTiming {
  date_from: string; // YYYY-MM-DD (Warsaw calendar day)
  date_to: string; // YYYY-MM-DD
  time_from: string | null; // HH:mm, daily window start
  time_to: string | null; // HH:mm, daily window end
  full_day: boolean;
}

export interface VideoTiming {
  available_from: string | Date | null;
  end_date: string | Date | null;
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;
const LOCAL_DATETIME_RE = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)(?:\.\d+)?$/;
const ISO_WITH_ZONE_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;
const MINUTE = 60_000;
const DAY = 86_400_000;

/** The spec's zero dates ('0000-00-00', '0000-00-00 00:00:00') mean "none". */
export const isZeroDate = (value: string): boolean => /^0000-00-00/.test(value.trim());

export interface CalendarDay {
  y: number;
  m: number;
  d: number;
}

/** 'YYYY-MM-DD' → calendar day, or null if it is not a real date (e.g. 2025-02-30). */
export const parseCalendarDay = (value: string): CalendarDay | null => {
  const match = DATE_RE.exec(value);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(y, m - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== m - 1 || probe.getUTCDate() !== d) return null;
  return { y, m, d };
};

/** 'HH:mm' or 'HH:mm:ss' → minutes after midnight, or null. */
export const parseClock = (value: string): number | null => {
  const match = TIME_RE.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

/** 'HH:mm:ss' → 'HH:mm' (what the API stores and returns). */
export const normaliseClock = (value: string): string | null =>
  parseClock(value) === null ? null : value.slice(0, 5);

let formatter: Intl.DateTimeFormat | null = null;
const warsawFormatter = (): Intl.DateTimeFormat =>
  (formatter ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: TIMEZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }));

/** The Warsaw wall-clock parts of an instant, from the time zone database (Intl: microseconds a call). */
const intlWarsawParts = (instant: Date) => {
  const parts: Record<string, number> = {};
  for (const part of warsawFormatter().formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    y: parts.year!,
    m: parts.month!,
    d: parts.day!,
    h: parts.hour!,
    min: parts.minute!,
    s: parts.second!,
  };
};

/**
 * The Warsaw wall-clock parts of an instant: the instant moved by Warsaw's offset (offsetAt, kept
 * per hour), read as UTC. A signed-in viewer's list asked for a Warsaw day per decision (their
 * age), and Intl's formatToParts was 6 % of the server's CPU under that load.
 */
export const warsawParts = (instant: Date) => {
  const ms = instant.getTime();
  const wall = new Date(ms + offsetAt(ms));
  return {
    y: wall.getUTCFullYear(),
    m: wall.getUTCMonth() + 1,
    d: wall.getUTCDate(),
    h: wall.getUTCHours(),
    min: wall.getUTCMinutes(),
    s: wall.getUTCSeconds(),
  };
};

/** Warsaw's UTC offset (ms) at an instant, from the time zone database (Intl). */
const lookUpOffset = (ms: number): number => {
  const p = intlWarsawParts(new Date(ms));
  const asUtc = Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s);
  return asUtc - Math.floor(ms / 1000) * 1000;
};

const HOUR = 60 * MINUTE;
/** Offsets of whole UTC hours with one offset throughout; bounded (emptied when full). */
const hourOffsets = new Map<number, number>();

/**
 * Warsaw's UTC offset (ms) at an instant: +1 h in winter, +2 h in summer. Intl's formatToParts
 * costs microseconds, and an event's state needs a dozen offsets (a list of 1,000 events, remade
 * every few seconds for the public read path, spent about 100 ms in it): the offset is kept per
 * UTC hour once the hour's first and last second agree (the clock changes at 01:00 UTC; an hour
 * holding a change is looked up every time).
 */
const offsetAt = (ms: number): number => {
  const hour = Math.floor(ms / HOUR);
  const known = hourOffsets.get(hour);
  if (known !== undefined) return known;
  const offset = lookUpOffset(ms);
  const start = hour * HOUR;
  if (lookUpOffset(start) === offset && lookUpOffset(start + HOUR - 1000) === offset) {
    if (hourOffsets.size >= 20_000) hourOffsets.clear();
    hourOffsets.set(hour, offset);
  }
  return offset;
};

/**
 * Warsaw wall-clock time → instant. A time that does not exist (the spring gap, e.g. 02:30 on the
 * last Sunday of March) moves forward by the gap (03:30 CEST); a time that happens twice (autumn)
 * resolves to the second occurrence (standard time).
 */
export const warsawToInstant = (day: CalendarDay, minutes: number): Date => {
  const local = Date.UTC(day.y, day.m - 1, day.d) + minutes * MINUTE;
  const first = local - offsetAt(local);
  const second = local - offsetAt(first);
  return new Date(second);
};

/** The Warsaw calendar day of an instant as 'YYYY-MM-DD': the product's "today" for ages and availability. */
export const warsawDay = (instant: Date): string => {
  const p = warsawParts(instant);
  return `${p.y}-${String(p.m).padStart(2, '0')}-${String(p.d).padStart(2, '0')}`;
};

/** 'YYYY-MM-DD HH:mm' in Warsaw for display and for forms. */
export const formatWarsaw = (instant: Date): string => {
  const p = warsawParts(instant);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${p.y}-${pad(p.m)}-${pad(p.d)} ${pad(p.h)}:${pad(p.min)}`;
};

/**
 * A date-time typed by an admin or sent by a form: ISO with Z/offset as is; 'YYYY-MM-DD HH:mm[:ss]'
 * and 'YYYY-MM-DD' (midnight) as Warsaw wall-clock time. Null when invalid.
 */
export const parseDateTimeInput = (value: string): Date | null => {
  const text = value.trim();
  if (ISO_WITH_ZONE_RE.test(text)) {
    const date = new Date(text);
    const day = parseCalendarDay(text.slice(0, 10));
    return Number.isNaN(date.getTime()) || !day ? null : date;
  }
  const local = LOCAL_DATETIME_RE.exec(text);
  const day = parseCalendarDay(local ? local[1]! : text);
  if (!day) return null;
  const minutes = local ? parseClock(local[2]!) : 0;
  return minutes === null ? null : warsawToInstant(day, minutes);
};

const addDays = (day: CalendarDay, days: number): CalendarDay => {
  const date = new Date(Date.UTC(day.y, day.m - 1, day.d) + days * DAY);
  return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() };
};

const compareDays = (a: CalendarDay, b: CalendarDay): number =>
  Date.UTC(a.y, a.m - 1, a.d) - Date.UTC(b.y, b.m - 1, b.d);

interface Window {
  start: Date;
  end: Date;
}

/** The watch window on one day of the event: [time_from, time_to) or the whole day when full_day. */
const windowOn = (event: EventTiming, day: CalendarDay): Window => {
  if (event.full_day) return { start: warsawToInstant(day, 0), end: warsawToInstant(addDays(day, 1), 0) };
  const from = parseClock(event.time_from ?? '') ?? 0;
  const to = parseClock(event.time_to ?? '') ?? 24 * 60 - 1;
  return { start: warsawToInstant(day, from), end: warsawToInstant(day, to) };
};

export interface EventState {
  available: Availability;
  status: TimeStatus;
  /** The next instant at which `available` changes (countdown target), or null once ended. */
  nextChange: Date | null;
  /** Start of the first window and end of the last one. */
  starts: Date;
  ends: Date;
}

/**
 * Where an event stands at `now`. Full-day events run from date_from 00:00 to the end of date_to;
 * other events open every day of the range in the daily window time_from–time_to.
 */
export const eventState = (event: EventTiming, now: Date = new Date()): EventState => {
  const first = parseCalendarDay(event.date_from);
  const last = parseCalendarDay(event.date_to);
  if (!first || !last) throw new Error(`invalid event dates ${event.date_from}..${event.date_to}`);
  const starts = windowOn(event, first).start;
  const ends = windowOn(event, last).end;
  const state = (available: Availability, nextChange: Date | null): EventState => ({
    available,
    status: available === -1 ? 'ended' : available === 1 ? 'in_progress' : 'soon',
    nextChange,
    starts,
    ends,
  });
  const t = now.getTime();
  if (t >= ends.getTime()) return state(-1, null);
  // An empty daily window (time_from = time_to) never opens: the only change left is the end.
  const daily = windowOn(event, first);
  if (!event.full_day && daily.end.getTime() <= daily.start.getTime()) return state(0, ends);
  if (t < starts.getTime()) return state(0, starts);
  if (event.full_day) return state(1, ends);
  // Inside the range: look at today's window (in Warsaw), then tomorrow's.
  const today = parseCalendarDay(warsawDay(now))!;
  const todays = windowOn(event, today);
  if (t < todays.start.getTime()) return state(0, todays.start);
  if (t < todays.end.getTime()) return state(1, todays.end);
  const tomorrow = addDays(today, 1);
  return compareDays(tomorrow, last) <= 0 ? state(0, windowOn(event, tomorrow).start) : state(-1, null);
};

export const eventAvailability = (event: EventTiming, now: Date = new Date()): Availability =>
  eventState(event, now).available;

export const eventTimeStatus = (event: EventTiming, now: Date = new Date()): TimeStatus =>
  eventState(event, now).status;

const toInstant = (value: string | Date | null): Date | null => {
  if (value === null) return null;
  if (value instanceof Date) return value;
  if (value.trim() === '' || isZeroDate(value)) return null;
  return parseDateTimeInput(value);
};

/** A video: -1 after end_date, 0 before available_from, otherwise 1. Empty dates mean no limit. */
export const videoAvailability = (video: VideoTiming, now: Date = new Date()): Availability => {
  const end = toInstant(video.end_date);
  if (end && now.getTime() >= end.getTime()) return -1;
  const from = toInstant(video.available_from);
  if (from && now.getTime() < from.getTime()) return 0;
  return 1;
};
