import { z } from 'zod';
import { dateRangeQuery } from './statistics/date-range';

/**
 * Statistics (spec 2 §2.14, §3 "Statistics items", §7 the seven calls). Days are Warsaw calendar
 * days; money is PLN with 2 decimals (integer grosze inside). Income is the payment list's formula
 * (spec 3 §2.3): kept orders, plus refunded orders changed after the range end, minus the refunds
 * finalised in the range (apps/server/src/modules/statistics/CONTEXT.md).
 */
export { dateRangeQuery as statisticsRangeQuery };

const range = { from: z.string(), to: z.string() };

export const ordersPerDayResponse = z.object({
  ...range,
  data: z.array(z.object({ date: z.string(), count: z.number().int() })),
});
export const incomePerDayResponse = z.object({
  ...range,
  data: z.array(z.object({ date: z.string(), summ: z.number() })),
});

/** Labels are the videos' titles cut at 70 characters (spec 2 §7). */
export const STATISTICS_LABEL_MAX = 70;
export const ordersPerVideoResponse = z.object({
  labels: z.array(z.string()),
  data: z.array(z.number().int()),
});
export const viewsPerVideoResponse = z.object({
  labels: z.array(z.string()),
  data: z.array(z.number().int()),
  /** When each video was added (ISO instants), for views per day. */
  created_dates: z.array(z.string()),
});

/** Computed per event or video (spec 2 §3). */
const itemFigures = {
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  views: z.number().int(),
  income: z.number(),
  numberOfOrders: z.number().int(),
  numberOfCompletedOrders: z.number().int(),
  /** Completed orders with an amount above 0. */
  payments: z.number().int(),
  /** Completed orders whose access has been played. */
  usedOrders: z.number().int(),
};
export const statisticsEventSchema = z.object({
  ...itemFigures,
  date_from: z.string(),
  date_to: z.string(),
  full_day: z.boolean(),
  time_from: z.string().nullable(),
  time_to: z.string().nullable(),
  timeStatus: z.enum(['ended', 'soon', 'in_progress']),
});
export const statisticsVideoSchema = z.object({
  ...itemFigures,
  added_at: z.string(),
  /** Views divided by days since it was added (1 if 0), rounded down to 2 decimals (spec 2 §9). */
  viewsPerDay: z.number(),
});
export type StatisticsEvent = z.infer<typeof statisticsEventSchema>;
export type StatisticsVideo = z.infer<typeof statisticsVideoSchema>;
export const statisticsEventsResponse = z.object({ events: z.array(statisticsEventSchema) });
export const statisticsVideosResponse = z.object({ videos: z.array(statisticsVideoSchema) });

export const paymentSummResponse = z.object({ ...range, eventsSumm: z.number(), videosSumm: z.number() });

export type OrdersPerDay = z.infer<typeof ordersPerDayResponse>;
export type IncomePerDay = z.infer<typeof incomePerDayResponse>;
export type PerVideoSeries = z.infer<typeof viewsPerVideoResponse>;
export type PaymentSumm = z.infer<typeof paymentSummResponse>;

/** Views per day of a video (spec 2 §9): views ÷ whole days since added (1 if 0), rounded down to 2 decimals. */
export const viewsPerDay = (views: number, addedAt: Date, now: Date): number => {
  const days = Math.max(1, Math.floor((now.getTime() - addedAt.getTime()) / 86_400_000));
  return Math.floor((views * 100) / days) / 100;
};
