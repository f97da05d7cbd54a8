import { z } from 'zod';
import { parseAmount } from '../http';
import { fromPayuOrderStatus, isRefundStatus, orderStatusOfRefund } from '../status';
import type { PaymentNotification, ProviderName } from '../types';

const amount = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const parsed = parseAmount(value);
  if (parsed === null) ctx.addIssue({ code: 'custom', message: 'not an amount' });
  return parsed ?? 0;
});

const orderNotification = z.object({
  order: z.object({
    orderId: z.string().min(1),
    extOrderId: z.string().min(1),
    status: z.string().min(1),
    totalAmount: amount,
    currencyCode: z.string().min(1),
  }),
});

const refundNotification = z.object({
  orderId: z.string().min(1),
  extOrderId: z.string().min(1),
  refund: z.object({
    refundId: z.string().min(1),
    amount,
    currencyCode: z.string().min(1),
    status: z.string().refine(isRefundStatus, 'unknown refund status'),
  }),
});

/**
 * A PayU notification body (already signature-checked) → our event, or null when it is neither
 * an order nor a refund notification we understand. Extra fields are ignored.
 */
export const parsePayuNotification = (
  rawBody: Buffer | string,
  provider: ProviderName,
): PaymentNotification | null => {
  let body: unknown;
  try {
    body = JSON.parse(typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8'));
  } catch {
    return null;
  }
  const order = orderNotification.safeParse(body);
  if (order.success) {
    const o = order.data.order;
    return {
      kind: 'order',
      providerOrderId: o.orderId,
      extOrderId: o.extOrderId,
      status: fromPayuOrderStatus(o.status),
      providerStatus: o.status,
      amount: o.totalAmount,
      currency: o.currencyCode,
      idempotencyKey: `${provider}:order:${o.orderId}:${o.status}`,
    };
  }
  const refund = refundNotification.safeParse(body);
  if (refund.success) {
    const r = refund.data;
    const status = r.refund.status as 'PENDING' | 'FINALIZED' | 'CANCELED';
    return {
      kind: 'refund',
      providerOrderId: r.orderId,
      extOrderId: r.extOrderId,
      refundId: r.refund.refundId,
      refundStatus: status,
      status: orderStatusOfRefund(status),
      amount: r.refund.amount,
      currency: r.refund.currencyCode,
      idempotencyKey: `${provider}:refund:${r.refund.refundId}:${status}`,
    };
  }
  return null;
};
