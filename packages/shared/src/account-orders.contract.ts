import { z } from 'zod';
import { ORDERS_PAGE_SIZE } from './constants';
import { listQuerySchema, listResponseSchema } from './lists/list-query';
import { accessSourceSchema } from './access.contract';
import { PAYMENT_STATUSES } from './orders/status';

/**
 * The account page's one table of what the viewer bought and holds (spec 1 §2 /konto "orders";
 * issue 19 item 10: the page had an orders table per kind and an access table beside them, which
 * told the same purchase two ways). One row is either an order of an event or a video, whatever
 * its status (its access, if any, is on the row), or an access held without an order (a grant,
 * a code, a gift, a group ticket). Newest first, 20 a page.
 */
export const accountOrderSchema = z.object({
  /** `order:<id>` or `access:<id>`: unique in the list. */
  key: z.string(),
  item_type: z.enum(['event', 'video']),
  /** Null once the item is deleted (an order keeps its title). */
  item_id: z.number().nullable(),
  title: z.string(),
  /** For the item's link (the id when the slug is empty); null once the item is deleted. */
  slug: z.string().nullable(),
  /** 'order' for an order; otherwise where the access comes from. */
  source: accessSourceSchema,
  created_at: z.string(),
  /** The order's number, amount (PLN) and status; null for an access without an order. */
  extOrderId: z.string().nullable(),
  amount: z.number().nullable(),
  status: z.enum(PAYMENT_STATUSES).nullable(),
  /** "Continue payment" while the order can still be paid at the provider (orders.contract). */
  payment_url: z.string().nullable(),
  cancelable: z.boolean(),
  /** The validity started (first play), its end once known, the plays counted. */
  used: z.boolean(),
  expiration_date: z.string().nullable(),
  views: z.number().int().nonnegative(),
  /** Hours from the first play (0 = no limit; null once the item is deleted). */
  validity_hours: z.number().int().nonnegative().nullable(),
});
export type AccountOrder = z.infer<typeof accountOrderSchema>;

export const ACCOUNT_ORDERS_SORT_FIELDS = ['created_at'] as const;
export const accountOrdersQuery = listQuerySchema({
  sortFields: ACCOUNT_ORDERS_SORT_FIELDS,
  defaultSort: { field: 'created_at', dir: 'desc' },
  filters: z.object({}),
  pageSizes: [ORDERS_PAGE_SIZE],
  defaultPageSize: ORDERS_PAGE_SIZE,
});
export const accountOrdersResponse = listResponseSchema('orders', accountOrderSchema);
export type AccountOrderList = z.infer<typeof accountOrdersResponse>;
