import { z } from 'zod';
import { ORDERS_PAGE_SIZE } from './constants';
import { groupTicketConfig as groupTicketConfigMini } from './group-tickets/config';
import { GROUP_PRODUCT_SLUG } from './group-tickets/price';
import { listQuerySchema, listResponseSchema } from './lists/list-query';
import { PAYMENT_STATUSES } from './orders/status';
import { purchaseBody } from './orders.contract';

/**
 * Group tickets (spec 1 §2 purchase pages, §3 Group ticket order / config, §5, §7, §9; spec 3
 * §2.6, §5 "Group ticket form", §7). The server's rules: apps/server/src/modules/group-tickets
 * (CONTEXT.md). Money: PLN with 2 decimals here, integer grosze inside.
 */
export { groupTicketDefaults, type GroupTicketConfig } from './group-tickets/config';
export { groupTicketPrice, parseGroupProductSlug } from './group-tickets/price';

/** GET /api/groupTickets/settings (and `groupTicketConfig` of /external_api/config). */
export const groupTicketConfigSchema = groupTicketConfigMini;

const INVALID = 'group_tickets.validate.invalid';
/** A whole number of tickets: missing → the field's "required" message, anything else not a number → INVALID. */
const units = (required: string) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === '' ? required : INVALID,
    })
    .int(INVALID)
    .min(1, INVALID)
    .max(10_000, INVALID);

/** PUT /api/groupTickets/settings (spec 3 §5 "Group ticket form"). */
export const groupTicketSettingsBody = z
  .object({
    event_available: z.boolean({ error: INVALID }),
    video_available: z.boolean({ error: INVALID }),
    one_free: z.boolean({ error: INVALID }),
    min_units: units('group_tickets.validate.min_required'),
    max_units: units('group_tickets.validate.max_required'),
    discount: z
      .number({ error: 'group_tickets.validate.discount' })
      .int('group_tickets.validate.discount')
      .min(0, 'group_tickets.validate.discount')
      .max(99, 'group_tickets.validate.discount'),
  })
  .refine((body) => body.max_units >= body.min_units, { message: INVALID, path: ['max_units'] });
export type GroupTicketSettingsBody = z.input<typeof groupTicketSettingsBody>;

/** POST /api/groupTickets/: the purchase form plus `productSlug` 'event-{id}-{quantity}' / 'video-{id}-{quantity}'. */
export const buyGroupTicketBody = purchaseBody.extend({
  productSlug: z
    .string({ error: 'group_tickets.validate.product' })
    .regex(GROUP_PRODUCT_SLUG, 'group_tickets.validate.product'),
});
export type BuyGroupTicketBody = z.input<typeof buyGroupTicketBody>;

/** One code of a group order, and who used it (spec: 'used' = it has a usage record). */
export const groupTicketCodeSchema = z.object({
  id: z.number(),
  code: z.string(),
  used: z.boolean(),
  /** The order was refunded or cancelled before this code was used: it activates no more. */
  voided: z.boolean(),
  usage: z
    .object({
      userId: z.number().nullable(),
      firstname: z.string().nullable(),
      lastname: z.string().nullable(),
    })
    .nullable(),
});

/** A group ticket order (spec 1 §3: as a gift order plus numberOfUses and product_quantity). */
export const groupTicketOrderSchema = z.object({
  extOrderId: z.string(),
  orderId: z.string().nullable(),
  /** PLN, 2 decimals. */
  amount: z.number(),
  status: z.enum(PAYMENT_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
  /** The order's title (the item's at the time of purchase). */
  desc: z.string(),
  /** 'event-{id}' / 'video-{id}'; null when the item was deleted. */
  product_slug: z.string().nullable(),
  /** For the item's link: /wydarzenie/{slug} or /wideo/{slug}; null when deleted. */
  slug: z.string().nullable(),
  product_quantity: z.number().int(),
  /** Codes used so far. */
  numberOfUses: z.number().int(),
  codes: z.array(groupTicketCodeSchema),
  /** The provider's checkout while the order can still be paid there; null otherwise. */
  payment_url: z.string().nullable(),
});
export type GroupTicketOrder = z.infer<typeof groupTicketOrderSchema>;

export const groupTicketOrderListQuery = listQuerySchema({
  sortFields: ['created_at'] as const,
  defaultSort: { field: 'created_at', dir: 'desc' },
  filters: z.object({}),
  pageSizes: [ORDERS_PAGE_SIZE],
  defaultPageSize: ORDERS_PAGE_SIZE,
});
export const groupTicketOrderListResponse = listResponseSchema('orders', groupTicketOrderSchema);
export type GroupTicketOrderList = z.infer<typeof groupTicketOrderListResponse>;
