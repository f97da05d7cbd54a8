import { z } from 'zod';
import { countryCodeField } from '../country-field';
import { toGrosze } from '../money';
import { eventOrderSchema, orderParams, videoOrderSchema } from '../orders.contract';
import { parseDateTimeInput } from '../time';
import { emailField, idParam } from '../validation';

/**
 * The box office's actions on one order (spec 3 §2.4, §7, §8; the server's rules in
 * apps/server/src/modules/orders, CONTEXT.md "Admin actions"): cancel, edit, grant free access,
 * refund. Every answer carries the order as the panel shows it.
 */

/** The statuses an administrator may choose (spec 3 §2.4); the others are shown, never chosen. */
export const ADMIN_STATUSES = ['COMPLETED', 'CANCELED', 'REFUNDED', 'PENDING'] as const;
export type AdminStatus = (typeof ADMIN_STATUSES)[number];

/** Cancel is offered only outside these (spec 3 §2.4); WAITING_FOR_REFUND is paid too (money on its way back). */
export const NOT_CANCELABLE = ['COMPLETED', 'CANCELED', 'REFUNDED', 'WAITING_FOR_REFUND'] as const;

export { idParam as cancelParams, orderParams as editParams };

const dateTime = z
  .string()
  .refine((value) => parseDateTimeInput(value) !== null, 'form.validate.date')
  .transform((value) => parseDateTimeInput(value)!.toISOString());

/**
 * `PUT /api/payments/{extOrderId}`: status, country and (events) the access's expiration date.
 * Each field left out stays as it is; `expiration_date: null` removes the date (the ticket's usual
 * validity applies again).
 */
export const editEventOrderBody = z.object({
  status: z.enum(ADMIN_STATUSES, { error: 'payments.validate.status' }).optional(),
  country: countryCodeField().optional(),
  expiration_date: dateTime.nullable().optional(),
});
export type EditEventOrderBody = z.input<typeof editEventOrderBody>;
export const editVideoOrderBody = editEventOrderBody.omit({ expiration_date: true });
export type EditVideoOrderBody = z.input<typeof editVideoOrderBody>;

/** `POST /api/payments/free/{eventId}` (spec 3 §2.4): the user's e-mail, and whether the price counts in the statistics. */
export const freeEventParams = z.object({
  eventId: z.coerce.number({ error: 'error.not_found' }).int().positive().max(2_147_483_647),
});
export const freeVideoParams = z.object({
  videoId: z.coerce.number({ error: 'error.not_found' }).int().positive().max(2_147_483_647),
});
export const freeGrantBody = z.object({
  userval: emailField(),
  priceIncluded: z.boolean().default(false),
});
export type FreeGrantBody = z.input<typeof freeGrantBody>;

/**
 * A refund from the panel. `amount` in PLN (2 decimals); left out = everything not yet refunded.
 * `key` is made once per refund by the panel (a dialog keeps it until it succeeds): the same key
 * asks the provider for the same refund, so a retried click never refunds twice.
 */
export const REFUND_KEY_PATTERN = /^[0-9A-Za-z]{10,32}$/;
export const refundBody = z.object({
  amount: z
    .union([z.number(), z.string()])
    .refine((value) => {
      const grosze = toGrosze(value);
      return grosze !== null && grosze > 0;
    }, 'payments.validate.refund_amount')
    .transform((value) => toGrosze(value)! / 100)
    .optional(),
  key: z.string().regex(REFUND_KEY_PATTERN, 'form.validate.invalid_value'),
});
export type RefundBody = z.input<typeof refundBody>;

export const REFUND_STATUSES = ['requested', 'PENDING', 'FINALIZED', 'CANCELED'] as const;
export const refundSchema = z.object({
  id: z.number(),
  /** PLN. */
  amount: z.number(),
  /** requested: asked, the provider's answer not recorded yet; PENDING: on its way; FINALIZED: returned. */
  status: z.enum(REFUND_STATUSES),
  /** admin (the panel), sold_out (the automatic refund), provider (made in the provider's panel). */
  reason: z.string(),
  created_at: z.string(),
});
export type OrderRefund = z.infer<typeof refundSchema>;

/** An order's refunds and what may still be refunded (PLN). */
export const refundsSchema = z.object({
  refunds: z.array(refundSchema),
  refunded: z.number(),
  pending: z.number(),
  refundable: z.number(),
});
export type OrderRefunds = z.infer<typeof refundsSchema>;

export const eventRefundResponse = refundsSchema.extend({ order: eventOrderSchema });
export const videoRefundResponse = refundsSchema.extend({ order: videoOrderSchema });
export type EventRefundResponse = z.infer<typeof eventRefundResponse>;
export type VideoRefundResponse = z.infer<typeof videoRefundResponse>;
