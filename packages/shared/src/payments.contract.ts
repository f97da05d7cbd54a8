import { z } from 'zod';
import { ORDERS_PAGE_SIZE } from './constants';
import { listQuerySchema, listResponseSchema } from './lists/list-query';
import { appliedDayRange, dayRangeFilters, dayRangeInOrder } from './lists/day-range';
import { PAYMENT_STATUSES } from './orders/status';

/**
 * The box office's payment lists (spec 3 §2.3 `view=payments`, §2.4 the order panels on the event
 * and video pages, §7 the payments calls): admin only. Rows are orders of one product type (events
 * or videos); money in PLN with 2 decimals; the server's words are in
 * apps/server/src/modules/payments/CONTEXT.md (the income formula, what the status filter groups).
 */

/** The status filter's choices (spec 3 §2.3: completed, canceled, refunded, pending, or all = absent). */
export const PAYMENT_STATUS_FILTERS = ['COMPLETED', 'CANCELED', 'REFUNDED', 'PENDING'] as const;
export type PaymentStatusFilter = (typeof PAYMENT_STATUS_FILTERS)[number];

/** Kinds of item a payment list is about: `/api/payments/*` events, `/api/videopayments/*` videos. */
export const PAYMENT_KINDS = ['event', 'video'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

const INVALID_DATE = 'payments.validate.invalid_date';
const idFilter = () =>
  z.coerce
    .number({ error: 'payments.validate.item' })
    .int('payments.validate.item')
    .positive('payments.validate.item')
    .max(2_147_483_647, 'payments.validate.item')
    .optional();
const statusFilter = () => z.enum(PAYMENT_STATUS_FILTERS, { error: 'payments.validate.status' }).optional();
/** Buyer's name or e-mail, or either order number: a substring, never SQL. */
const searchFilter = () =>
  z.string({ error: 'payments.validate.search' }).trim().max(100, 'form.validate.too_long').optional();

/** Sortable columns of both tables (an allowlist: the server maps each to its own ORDER BY). */
export const PAYMENT_SORT_FIELDS = [
  'created_at',
  'updated_at',
  'amount',
  'status',
  'lastname',
  'email',
] as const;
export type PaymentSortField = (typeof PAYMENT_SORT_FIELDS)[number];

/** The date range (Warsaw days, both inclusive; default: the current month), status and search (`q`, as every admin list). */
const rangeFilters = {
  ...dayRangeFilters(INVALID_DATE),
  status: statusFilter(),
  q: searchFilter(),
};
/** Start after end: 'Niepoprawna data' on date_from (spec 3 §5). */
const fromNotAfterTo = dayRangeInOrder(INVALID_DATE);

/** `GET /api/payments/` (events): range, status, one event, search, sort, 20 a page. */
export const eventPaymentsFilters = z
  .object({ ...rangeFilters, event_id: idFilter() })
  .superRefine(fromNotAfterTo);
/** `GET /api/videopayments/` (videos): the same with one video. */
export const videoPaymentsFilters = z
  .object({ ...rangeFilters, video_id: idFilter() })
  .superRefine(fromNotAfterTo);

const pagedOptions = {
  sortFields: PAYMENT_SORT_FIELDS,
  defaultSort: { field: 'created_at', dir: 'desc' },
  // 20 a page (spec 3 §2.3); the admin kit's other sizes (10, 50) are offered too.
  defaultPageSize: ORDERS_PAGE_SIZE,
} as const;
export const eventPaymentsQuery = listQuerySchema({ ...pagedOptions, filters: eventPaymentsFilters });
export const videoPaymentsQuery = listQuerySchema({ ...pagedOptions, filters: videoPaymentsFilters });
/** The CSV export takes the same filters, without paging: the whole filtered range. */
export const eventPaymentsCsvQuery = eventPaymentsFilters;
export const videoPaymentsCsvQuery = videoPaymentsFilters;
export type EventPaymentsFilters = z.input<typeof eventPaymentsFilters>;
export type VideoPaymentsFilters = z.input<typeof videoPaymentsFilters>;

/** The order panel of one item (spec 3 §2.4): status, search, sort, 20 a page; no date range. */
export const itemPaymentsQuery = listQuerySchema({
  ...pagedOptions,
  filters: z.object({ status: statusFilter(), q: searchFilter() }),
});
export const eventPaymentsParams = z.object({
  eventId: z.coerce.number({ error: 'error.not_found' }).int().positive().max(2_147_483_647),
});
export const videoPaymentsParams = z.object({
  videoId: z.coerce.number({ error: 'error.not_found' }).int().positive().max(2_147_483_647),
});

/**
 * One row of both tables (spec 3 §2.4 row data, §3 Order row): the buyer (link /konto/{user_id}),
 * country and IP, both order numbers (extOrderId ours, orderId the provider's), amount, status,
 * used, views, dates and, for events, the access's expiration date.
 */
export const paymentRowSchema = z.object({
  /** Our row id (DELETE /api/payments/{id}). */
  id: z.number().int(),
  /** Our order number (PUT /api/payments/{extOrderId}). */
  extOrderId: z.string(),
  /** The provider's order number; null until the provider accepted it (and for free grants). */
  orderId: z.string().nullable(),
  product_type: z.enum(PAYMENT_KINDS),
  event_id: z.number().int().nullable(),
  video_id: z.number().int().nullable(),
  /** The item's title at purchase. */
  title: z.string(),
  /** For the item's link (slug, or the id when the slug is empty); null once the item is deleted. */
  slug: z.string().nullable(),
  user_id: z.number().int().nullable(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  email: z.string(),
  country: z.string().nullable(),
  customer_ip: z.string().nullable(),
  /** 'payu' | 'przelewy24' | 'sandbox' | 'free'. */
  provider: z.string(),
  /** PLN, 2 decimals. */
  amount: z.number(),
  /** PLN returned so far (finalised refunds). */
  refunded: z.number(),
  status: z.enum(PAYMENT_STATUSES),
  used_code: z.string().nullable(),
  /** The access's validity started (first playback). */
  used: z.boolean(),
  views: z.number().int().nonnegative(),
  /** ISO instants. */
  created_at: z.string(),
  updated_at: z.string(),
  /** When the access ends (ISO), once known; null = none. */
  expiration_date: z.string().nullable(),
});
export type PaymentRow = z.infer<typeof paymentRowSchema>;

/** The five statistics of a range (spec 3 §2.3); money in PLN. */
export const rangeStatisticsSchema = z.object({
  /** Orders placed in the range. */
  orders: z.number().int().nonnegative(),
  /** COMPLETED orders with an amount above 0. */
  completed: z.number().int().nonnegative(),
  /** The value of tickets sold: the amounts of the COMPLETED orders. */
  ticketsValue: z.number(),
  /** Completed + refunded orders updated after the range end − refunds (CONTEXT.md). */
  income: z.number(),
  /** Refunds finalised in the range. */
  refunds: z.number(),
});
export type RangeStatistics = z.infer<typeof rangeStatisticsSchema>;

/** The answer of `GET /api/payments/` and `/api/videopayments/`: a page, its total, the range's statistics. */
export const paymentsPageSchema = listResponseSchema('orders', paymentRowSchema).extend({
  statistics: rangeStatisticsSchema,
  ...appliedDayRange,
});
export type PaymentsPage = z.infer<typeof paymentsPageSchema>;

/** The panel's statistics (spec 3 §2.4): all the item's orders. */
export const itemStatisticsSchema = z.object({
  orders: z.number().int().nonnegative(),
  completed: z.number().int().nonnegative(),
  /** Completed orders whose access was played. */
  used: z.number().int().nonnegative(),
  /** Playback starts of the orders' access. */
  views: z.number().int().nonnegative(),
  income: z.number(),
});
export type ItemStatistics = z.infer<typeof itemStatisticsSchema>;

export const itemPaymentsPageSchema = listResponseSchema('orders', paymentRowSchema).extend({
  statistics: itemStatisticsSchema,
});
export type ItemPaymentsPage = z.infer<typeof itemPaymentsPageSchema>;

/** The CSV answer (text/csv; a stream): described for the client as text. */
export const paymentsCsvSchema = z.string();
