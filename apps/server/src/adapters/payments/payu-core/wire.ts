import { randomBytes } from 'node:crypto';
import { signPayuBody, type PayuAlgorithm } from '../payu/signature';
import type { NotificationDraft, StoredOrder, StoredRefund } from './store';

/** One answer of the PayU-compatible API: status, headers and a JSON (or text) body. */
export interface WireAnswer {
  status: number;
  headers?: Record<string, string>;
  body: unknown;
}

/** PayU's error shape (PayU REST API v2.1, error responses). */
export const payuError = (
  status: number,
  statusCode: string,
  statusDesc: string,
  codeLiteral?: string,
): WireAnswer => ({
  status,
  body: { status: { statusCode, severity: 'ERROR', ...(codeLiteral ? { codeLiteral } : {}), statusDesc } },
});

/** The OAuth endpoint's error shape. */
export const oauthError = (status: number, error: string, description: string): WireAnswer => ({
  status,
  body: { error, error_description: description },
});

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** 27 characters like PayU's: 16 random, then GUEST000P01. */
export const newOrderId = (): string =>
  `${Array.from(randomBytes(16), (byte) => ALPHABET[byte % ALPHABET.length]).join('')}GUEST000P01`;
export const newRefundId = (): string =>
  String(5_000_000_000 + (randomBytes(4).readUInt32BE() % 1_000_000_000));
export const newSecret = (): string => randomBytes(24).toString('base64url');

/** PayU writes times with the offset; we use UTC. */
const time = (date: Date) => date.toISOString();

export const orderView = (order: StoredOrder) => ({
  orderId: order.orderId,
  extOrderId: order.extOrderId,
  orderCreateDate: time(order.createdAt),
  notifyUrl: order.request.notifyUrl,
  customerIp: order.request.customerIp,
  merchantPosId: order.posId,
  description: order.request.description,
  validityTime: order.request.validityTime,
  currencyCode: order.currencyCode,
  totalAmount: String(order.totalAmount),
  buyer: order.request.buyer,
  payMethod: { type: 'PBL' },
  // `virtual` is not echoed by PayU.
  products: (order.request.products as Record<string, unknown>[]).map(({ name, unitPrice, quantity }) => ({
    name,
    unitPrice,
    quantity,
  })),
  status: order.status,
});

export const refundView = (refund: StoredRefund) => ({
  refundId: refund.refundId,
  extRefundId: refund.extRefundId,
  amount: String(refund.amount),
  currencyCode: 'PLN',
  description: refund.description,
  creationDateTime: time(refund.createdAt),
  status: refund.status,
  statusDateTime: time(refund.createdAt),
});

export interface SignWith {
  secondKey: string;
  algorithm: PayuAlgorithm;
}

const draft = (
  order: StoredOrder,
  body: object,
  sign: SignWith,
  delaySeconds: number,
): NotificationDraft | null => {
  const notifyUrl = order.request.notifyUrl;
  // Without notifyUrl PayU sends nothing (§3).
  if (typeof notifyUrl !== 'string' || !notifyUrl) return null;
  const text = JSON.stringify(body);
  return {
    orderId: order.orderId,
    notifyUrl,
    body: text,
    signature: signPayuBody(text, sign.secondKey, sign.algorithm),
    delaySeconds,
  };
};

/** An order notification as PayU sends it (§5): localReceiptDateTime only for COMPLETED. */
export const orderNotification = (
  order: StoredOrder,
  sign: SignWith,
  delaySeconds: number,
  now: Date,
): NotificationDraft | null =>
  draft(
    order,
    {
      order: orderView(order),
      ...(order.status === 'COMPLETED' ? { localReceiptDateTime: time(now) } : {}),
      properties: [{ name: 'PAYMENT_ID', value: order.orderId.slice(0, 10) }],
    },
    sign,
    delaySeconds,
  );

export const refundNotification = (
  order: StoredOrder,
  refund: StoredRefund,
  sign: SignWith,
  delaySeconds: number,
): NotificationDraft | null =>
  draft(
    order,
    {
      orderId: order.orderId,
      extOrderId: order.extOrderId,
      refund: {
        ...refundView(refund),
        reason: 'refund',
        reasonDescription: refund.description,
        refundDate: time(refund.createdAt),
      },
    },
    sign,
    delaySeconds,
  );
