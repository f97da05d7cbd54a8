import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Przelewy24's `sign` (Przelewy24 REST API): hex SHA-384 of a compact JSON object whose keys
 * come in a fixed order, with the CRC key last. JSON.stringify keeps insertion order and writes
 * what PHP's json_encode(JSON_UNESCAPED_UNICODE|JSON_UNESCAPED_SLASHES) writes for these values.
 */
export const p24Sign = (fields: Record<string, string | number>, crc: string): string =>
  createHash('sha384')
    .update(JSON.stringify({ ...fields, crc }))
    .digest('hex');

export const sameSign = (given: unknown, expected: string): boolean => {
  if (typeof given !== 'string' || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given.toLowerCase()), Buffer.from(expected));
};

/** The field lists, in signing order. */
export const registerSign = (
  f: { sessionId: string; merchantId: number; amount: number; currency: string },
  crc: string,
) =>
  p24Sign({ sessionId: f.sessionId, merchantId: f.merchantId, amount: f.amount, currency: f.currency }, crc);

export const verifySign = (
  f: { sessionId: string; orderId: number; amount: number; currency: string },
  crc: string,
) => p24Sign({ sessionId: f.sessionId, orderId: f.orderId, amount: f.amount, currency: f.currency }, crc);

export interface P24Notification {
  merchantId: number;
  posId: number;
  sessionId: string;
  amount: number;
  originAmount: number;
  currency: string;
  orderId: number;
  methodId: number;
  statement: string;
}

export const notificationSign = (n: P24Notification, crc: string) =>
  p24Sign(
    {
      merchantId: n.merchantId,
      posId: n.posId,
      sessionId: n.sessionId,
      amount: n.amount,
      originAmount: n.originAmount,
      currency: n.currency,
      orderId: n.orderId,
      methodId: n.methodId,
      statement: n.statement,
    },
    crc,
  );

export interface P24RefundNotification {
  orderId: number;
  sessionId: string;
  refundsUuid: string;
  merchantId: number;
  amount: number;
  currency: string;
  /** 0 = completed, 1 = rejected. */
  status: number;
}

export const refundNotificationSign = (n: P24RefundNotification, crc: string) =>
  p24Sign(
    {
      orderId: n.orderId,
      sessionId: n.sessionId,
      refundsUuid: n.refundsUuid,
      merchantId: n.merchantId,
      amount: n.amount,
      currency: n.currency,
      status: n.status,
    },
    crc,
  );
