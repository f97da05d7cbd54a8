import { z } from 'zod';
import { ORDERS_PAGE_SIZE } from './constants';
import { listQuerySchema, listResponseSchema } from './lists/list-query';
import { appliedDayRange, dayRangeFilters, dayRangeInOrder } from './lists/day-range';
import { PAYMENT_STATUSES } from './orders/status';
import { PAYMENT_STATUS_FILTERS, rangeStatisticsSchema } from './payments.contract';

/**
 * The admin lists of gift and group-ticket orders (spec 3 §2.7, §3 Order row, §7 `GET /api/gifts/`
 * and `GET /api/groupTickets/`): admin only. Range, status, event and video filters, a search on the
 * buyer, the range's statistics, 20 a page, each row with its codes. The words (range, status
 * groups, the income formula) are the box office's: apps/server/src/modules/payments/CONTEXT.md;
 * what these lists add is in apps/server/src/modules/code-orders/CONTEXT.md.
 */

/** `/api/gifts/*` lists gift orders, `/api/groupTickets/*` group-ticket orders (orders.product_type). */
export const CODE_ORDER_KINDS = ['gift', 'group_ticket'] as const;
export type CodeOrderKind = (typeof CODE_ORDER_KINDS)[number];

const INVALID_DATE = 'codeOrders.validate.invalid_date';
const idFilter = () =>
  z.coerce
    .number({ error: 'codeOrders.validate.item' })
    .int('codeOrders.validate.item')
    .positive('codeOrders.validate.item')
    .max(2_147_483_647, 'codeOrders.validate.item')
    .optional();

/** Sortable columns: the buyer's last name and the date (spec 3 §2.7), amount and status too. */
export const CODE_ORDER_SORT_FIELDS = ['created_at', 'lastname', 'amount', 'status'] as const;
export type CodeOrderSortField = (typeof CODE_ORDER_SORT_FIELDS)[number];

/**
 * Range (Warsaw days, both inclusive; default: the current month), status (absent = all; PENDING
 * = every unpaid one, WAITING_FOR_CONFIRMATION included), one event and/or one video, and `q`: the
 * buyer's name, e-mail or either order number as a substring.
 */
export const codeOrdersFilters = z
  .object({
    ...dayRangeFilters(INVALID_DATE),
    status: z.enum(PAYMENT_STATUS_FILTERS, { error: 'codeOrders.validate.status' }).optional(),
    q: z.string({ error: 'codeOrders.validate.search' }).trim().max(100, 'form.validate.too_long').optional(),
    event_id: idFilter(),
    video_id: idFilter(),
  })
  // Start after end: 'Niepoprawna data' (spec 3 §8).
  .superRefine(dayRangeInOrder(INVALID_DATE));
export type CodeOrdersFilters = z.input<typeof codeOrdersFilters>;

export const codeOrdersQuery = listQuerySchema({
  sortFields: CODE_ORDER_SORT_FIELDS,
  defaultSort: { field: 'created_at', dir: 'desc' },
  defaultPageSize: ORDERS_PAGE_SIZE,
  filters: codeOrdersFilters,
});
/** The CSV takes the same filters without paging: the whole filtered range. */
export const codeOrdersCsvQuery = codeOrdersFilters;

/** One code of an order (spec 3 §3: id, code, usage); `usage` is who activated it, null while nobody has. */
export const codeOrderCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** The order was refunded or cancelled before anyone activated it: it activates no more. */
  voided: z.boolean(),
  usage: z
    .object({
      userId: z.number().int().nullable(),
      firstname: z.string().nullable(),
      lastname: z.string().nullable(),
      /** ISO instant of the activation. */
      activated_at: z.string(),
    })
    .nullable(),
});
export type CodeOrderCode = z.infer<typeof codeOrderCodeSchema>;

/** One row (spec 3 §3 Order row, the gift and group fields). */
export const codeOrderRowSchema = z.object({
  id: z.number().int(),
  /** Ours (the public number). */
  extOrderId: z.string(),
  /** The provider's; null until the provider accepted it. */
  orderId: z.string().nullable(),
  productType: z.enum(CODE_ORDER_KINDS),
  /** 'event-{id}' or 'video-{id}'; null for the gift for any item (or once the item is deleted). */
  product_slug: z.string().nullable(),
  event_id: z.number().int().nullable(),
  video_id: z.number().int().nullable(),
  /** The item's title at purchase (the gift's label for the any-item gift). */
  description: z.string(),
  userId: z.number().int().nullable(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  email: z.string(),
  country: z.string().nullable(),
  customer_ip: z.string().nullable(),
  /** PLN, 2 decimals. */
  amount: z.number(),
  /** PLN returned so far (finalised refunds). */
  refunded: z.number(),
  /** Tickets (codes) ordered: 1 for a gift. */
  product_quantity: z.number().int().positive(),
  /** A group order whose price included the orderer's free code (one of its codes). */
  one_free: z.boolean(),
  status: z.enum(PAYMENT_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
  /** Codes activated so far. */
  numberOfUses: z.number().int().nonnegative(),
  codes: z.array(codeOrderCodeSchema),
});
export type CodeOrderRow = z.infer<typeof codeOrderRowSchema>;

/**
 * The range's statistics (spec 3 §2.7): orders placed, completed paid orders, used/total codes, the
 * orderers' free codes; the money (value of tickets sold, income by the spec 3 §2.3 formula, refunds)
 * only when the status filter is completed or all, else null.
 */
export const codeOrderStatisticsSchema = z.object({
  orders: z.number().int().nonnegative(),
  completed: z.number().int().nonnegative(),
  usedCodes: z.number().int().nonnegative(),
  totalCodes: z.number().int().nonnegative(),
  freeCodes: z.number().int().nonnegative(),
  ticketsValue: rangeStatisticsSchema.shape.ticketsValue.nullable(),
  income: rangeStatisticsSchema.shape.income.nullable(),
  refunds: rangeStatisticsSchema.shape.refunds.nullable(),
});
export type CodeOrderStatistics = z.infer<typeof codeOrderStatisticsSchema>;

export const codeOrdersPageSchema = listResponseSchema('orders', codeOrderRowSchema).extend({
  statistics: codeOrderStatisticsSchema,
  /** The range the server applied (the current month when none was sent). */
  ...appliedDayRange,
});
export type CodeOrdersPage = z.infer<typeof codeOrdersPageSchema>;

/** The CSV answer (text/csv, streamed). */
export const codeOrdersCsvSchema = z.string();
