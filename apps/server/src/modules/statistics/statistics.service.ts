import {
  currentMonth,
  eachDay,
  eventTimeStatus,
  fromGrosze,
  lastDays,
  rangeInstants,
  STATISTICS_LABEL_MAX,
  viewsPerDay,
  type DateRangeQuery,
  type DayRange,
  type StatisticsEvent,
  type StatisticsVideo,
} from '@scena/shared';
import type { AppContext } from '../../context';
import { statisticsRepository, type ItemFiguresRow } from './statistics.repository';

/** The range asked for, or the default (spec 2 §9): last 7 days, income the current month. */
const rangeOf = (query: DateRangeQuery, fallback: DayRange): DayRange => ({
  from: query.from ?? (query.to && query.to < fallback.from ? query.to : fallback.from),
  to: query.to ?? (query.from && query.from > fallback.to ? query.from : fallback.to),
});

const label = (title: string) =>
  title.length > STATISTICS_LABEL_MAX ? `${title.slice(0, STATISTICS_LABEL_MAX - 1)}…` : title;

const figures = (row: ItemFiguresRow) => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  views: row.views,
  income: fromGrosze(Number(row.income)),
  numberOfOrders: row.orders,
  numberOfCompletedOrders: row.completed,
  payments: row.payments,
  usedOrders: row.used,
});

/** Statistics for staff (spec 2 §2.14): read-only, one statement per call (CONTEXT.md). */
export const createStatisticsService = (ctx: AppContext, clock: () => Date = () => new Date()) => ({
  async ordersPerDay(query: DateRangeQuery) {
    const range = rangeOf(query, lastDays(clock()));
    const { start, end } = rangeInstants(range);
    const counts = new Map(
      (await statisticsRepository.ordersPerDay(ctx.db, start, end)).map((row) => [row.day, row.count]),
    );
    return { ...range, data: eachDay(range).map((date) => ({ date, count: counts.get(date) ?? 0 })) };
  },

  async incomePerDay(query: DateRangeQuery) {
    const range = rangeOf(query, currentMonth(clock()));
    const { start, end } = rangeInstants(range);
    const sums = new Map<string, number>();
    for (const row of await statisticsRepository.income(ctx.db, start, end, true))
      sums.set(row.day!, (sums.get(row.day!) ?? 0) + Number(row.grosze));
    return {
      ...range,
      data: eachDay(range).map((date) => ({ date, summ: fromGrosze(sums.get(date) ?? 0) })),
    };
  },

  /** Income of the range split into events and videos (the payment list's formula). */
  async paymentSumm(query: DateRangeQuery) {
    const range = rangeOf(query, currentMonth(clock()));
    const { start, end } = rangeInstants(range);
    const rows = await statisticsRepository.income(ctx.db, start, end, false);
    const sum = (type: string) =>
      fromGrosze(
        rows.filter((row) => row.product_type === type).reduce((s, row) => s + Number(row.grosze), 0),
      );
    return { ...range, eventsSumm: sum('event'), videosSumm: sum('video') };
  },

  async ordersPerVideo() {
    const rows = await statisticsRepository.ordersPerVideo(ctx.db);
    return { labels: rows.map((row) => label(row.title)), data: rows.map((row) => row.n) };
  },

  async viewsPerVideo() {
    const rows = await statisticsRepository.viewsPerVideo(ctx.db);
    return {
      labels: rows.map((row) => label(row.title)),
      data: rows.map((row) => row.n),
      created_dates: rows.map((row) => new Date(row.added_at).toISOString()),
    };
  },

  async events(): Promise<{ events: StatisticsEvent[] }> {
    const now = clock();
    const rows = await statisticsRepository.itemFigures(ctx.db, 'event', now);
    return {
      events: rows.map((row) => {
        const timing = {
          date_from: row.date_from!,
          date_to: row.date_to!,
          full_day: row.full_day!,
          time_from: row.time_from ?? null,
          time_to: row.time_to ?? null,
        };
        return { ...figures(row), ...timing, timeStatus: eventTimeStatus(timing, now) };
      }),
    };
  },

  async videos(): Promise<{ videos: StatisticsVideo[] }> {
    const now = clock();
    const rows = await statisticsRepository.itemFigures(ctx.db, 'video', now);
    return {
      videos: rows.map((row) => {
        const added = new Date(row.added_at!);
        return {
          ...figures(row),
          added_at: added.toISOString(),
          viewsPerDay: viewsPerDay(row.views, added, now),
        };
      }),
    };
  },
});
export type StatisticsService = ReturnType<typeof createStatisticsService>;
