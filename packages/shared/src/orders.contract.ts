import { z } from 'zod';
import { ORDERS_PAGE_SIZE } from './constants';
import { listQuerySchema, listResponseSchema } from './lists/list-query';
import { PAYMENT_STATUSES } from './orders/status';
import { invoiceDataSchema } from './orders/invoice';
import { mustBeTrue } from './validation';

/**
 * Buying an event ticket or a video (spec 1 §2 purchase and order status pages, §3 Event order /
 * Video order / Invoice data, §7 the payments and videopayments calls). The server's
 * rules are in apps/server/src/modules/orders (CONTEXT.md). Money: PLN with 2 decimals here,
 * integer grosze inside.
 */

/** Our order number: 24 characters of Crockford base32 (120 random bits), never guessable. */
export const EXT_ORDER_ID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{24}$/;

/** `/api/payments/:eventId`, `/api/videopayments/:videoId`: the item by numeric id. */
const itemId = z.coerce.number({ error: 'error.not_found' }).int().positive().max(2_147_483_647);
export const buyEventParams = z.object({ eventId: itemId });
export const buyVideoParams = z.object({ videoId: itemId });

/** `/api/payments/:extOrderId`, `/api/videopayments/:extOrderId` (anything else is 404). */
export const orderParams = z.object({
  extOrderId: z.string().regex(EXT_ORDER_ID_PATTERN, 'error.not_found'),
});

/**
 * The purchase form (spec 1 §2 purchase pages, §5): consent is mandatory; an invoice request
 * (`invoice`, only offered above 0 zł, the price after the code) carries the company or person data. `lang` is the buyer's
 * language for the provider's page and the e-mails (defaults to the request's language).
 */
export const purchaseBody = z.object({
  consent: mustBeTrue('orders.validate.consent'),
  invoice: invoiceDataSchema.nullish().transform((value) => value ?? null),
  /** The purchase page's optional code (spec 1 §2): activated and used for this purchase; empty = none. */
  code: z
    .string()
    .trim()
    .max(30, 'codes_pricing.too_long')
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type PurchaseBody = z.input<typeof purchaseBody>;

/**
 * The answer to a purchase. Paid: `redirectUri` is the provider's checkout address (the browser
 * goes there). Free (price 0, or a free event with limited tickets: "get access"): the grant is
 * made at once, `redirectUri` is null and the browser goes to the item's page. A PENDING order
 * already open for the same item is answered again (same extOrderId, same address) instead of a
 * second one.
 */
export const purchaseResponse = z.object({
  extOrderId: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  redirectUri: z.string().nullable(),
  /** True when this answer returns an order that was already open (nothing new was created). */
  existing: z.boolean(),
});
export type PurchaseResponse = z.infer<typeof purchaseResponse>;

/** Fields common to event and video orders (spec 1 §3 Event order). */
const orderFields = {
  id: z.number(),
  /** Ours. */
  extOrderId: z.string(),
  /** The provider's order number (null until the provider accepted the order). */
  orderId: z.string().nullable(),
  user_id: z.number().nullable(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  email: z.string(),
  country: z.string().nullable(),
  customer_ip: z.string().nullable(),
  /** PLN, 2 decimals. */
  amount: z.number(),
  status: z.enum(PAYMENT_STATUSES),
  /** The ticket's validity started (first playback). */
  used: z.boolean(),
  views: z.number().int().nonnegative(),
  created_at: z.string(),
  updated_at: z.string(),
  /** When the access ends (ISO), once known; null = none (spec: 0000-00-00 means none). */
  expiration_date: z.string().nullable(),
  used_code: z.string().nullable(),
  /** The item's title at the time of purchase (kept when the item changes or is deleted). */
  title: z.string(),
  /** For the item's link: /wydarzenie/{slug} or /wideo/{slug} (the id when the slug is empty); null when deleted. */
  slug: z.string().nullable(),
  invoice_requested: z.boolean(),
  /**
   * How long the ticket lasts from its first play, in hours (the item's setting, else the
   * theatre's); 0 = no limit; null once the item is deleted. "48 h from the first play" until then.
   */
  validity_hours: z.number().int().nonnegative().nullable(),
  /**
   * The provider's checkout address while the order can still be paid there (unpaid, inside its
   * reservation window): "continue payment". Null otherwise.
   */
  payment_url: z.string().nullable(),
  /** The buyer may cancel it ("cancel and start again"): unpaid and not awaiting capture. */
  cancelable: z.boolean(),
};

export const eventOrderSchema = z.object({
  ...orderFields,
  event_id: z.number().nullable(),
  date_from: z.string().nullable(),
  date_to: z.string().nullable(),
});
export type EventOrder = z.infer<typeof eventOrderSchema>;

export const videoOrderSchema = z.object({ ...orderFields, video_id: z.number().nullable() });
export type VideoOrder = z.infer<typeof videoOrderSchema>;

export const ORDER_LIST_SORT_FIELDS = ['created_at'] as const;
/** The account page's orders tables: newest first, 20 a page (spec 1 §9). */
export const orderListQuery = listQuerySchema({
  sortFields: ORDER_LIST_SORT_FIELDS,
  defaultSort: { field: 'created_at', dir: 'desc' },
  filters: z.object({}),
  pageSizes: [ORDERS_PAGE_SIZE],
  defaultPageSize: ORDERS_PAGE_SIZE,
});
export const eventOrderListResponse = listResponseSchema('orders', eventOrderSchema);
export const videoOrderListResponse = listResponseSchema('orders', videoOrderSchema);
export type EventOrderList = z.infer<typeof eventOrderListResponse>;
export type VideoOrderList = z.infer<typeof videoOrderListResponse>;
