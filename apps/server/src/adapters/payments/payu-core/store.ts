/**
 * Storage of the PayU-compatible implementation (core.ts). Two implementations: in memory for the
 * loopback test emulator, and PostgreSQL for the embedded sandbox (sandbox/db-store.ts), so several
 * server instances share one sandbox.
 */

export type PayuOrderStatus = 'NEW' | 'PENDING' | 'WAITING_FOR_CONFIRMATION' | 'COMPLETED' | 'CANCELED';
export type PayuRefundStatus = 'PENDING' | 'FINALIZED' | 'CANCELED';

export interface StoredOrder {
  orderId: string;
  posId: string;
  extOrderId: string;
  status: PayuOrderStatus;
  /** The checkout page's secret (in redirectUri): only the buyer's browser can decide the payment. */
  checkoutToken: string;
  totalAmount: number;
  currencyCode: string;
  createdAt: Date;
  expiresAt: Date;
  /** The order as the merchant sent it (notifyUrl, continueUrl, buyer, products, …), echoed in answers. */
  request: Record<string, unknown>;
}

export interface StoredRefund {
  refundId: string;
  orderId: string;
  extRefundId: string;
  amount: number;
  description: string;
  status: PayuRefundStatus;
  createdAt: Date;
}

/** A notification to send: the exact body text (it is signed) and its header. */
export interface NotificationDraft {
  orderId: string;
  notifyUrl: string;
  body: string;
  signature: string;
  /** Seconds to wait before the first attempt (out-of-order deliveries, refund steps). */
  delaySeconds: number;
}

export interface PayuStore {
  saveToken(token: string, posId: string, expiresAt: Date): Promise<void>;
  /** The POS a live token belongs to, or null. */
  posOfToken(token: string, now: Date): Promise<string | null>;
  /** false when the POS already has this extOrderId. */
  insertOrder(order: StoredOrder): Promise<boolean>;
  getOrder(orderId: string): Promise<StoredOrder | null>;
  /**
   * Moves an order from one of `from` to `to` and queues the notifications built for it, at once
   * (null when the order was not in `from`: someone else moved it first).
   */
  transition(
    orderId: string,
    from: PayuOrderStatus[],
    to: PayuOrderStatus,
    notifications: (order: StoredOrder) => NotificationDraft[],
  ): Promise<StoredOrder | null>;
  refundsOf(orderId: string): Promise<StoredRefund[]>;
  /** Inserts the refund with its notifications; an existing extRefundId for the order wins (returned instead). */
  insertRefund(refund: StoredRefund, notifications: NotificationDraft[]): Promise<StoredRefund>;
  /** Moves a refund from PENDING and queues its notifications (null when it was not PENDING). */
  settleRefund(
    refundId: string,
    to: Exclude<PayuRefundStatus, 'PENDING'>,
    notifications: (refund: StoredRefund) => NotificationDraft[],
  ): Promise<StoredRefund | null>;
}
