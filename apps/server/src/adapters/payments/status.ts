import type { PaymentStatus, RefundStatus } from './types';

/**
 * Provider statuses → ours, in one place (PayU REST v2.1 order statuses, Przelewy24 transaction states). An unknown word becomes
 * UNDEFINED (never a guess that could grant access).
 */
export const fromPayuOrderStatus = (status: string): PaymentStatus => {
  switch (status) {
    case 'NEW':
    case 'PENDING':
      return 'PENDING';
    case 'WAITING_FOR_CONFIRMATION':
      return 'WAITING_FOR_CONFIRMATION';
    case 'COMPLETED':
      return 'COMPLETED';
    case 'CANCELED':
    case 'REJECTED': // legacy PHP SDK status
      return 'CANCELED';
    default:
      return 'UNDEFINED';
  }
};

export const isRefundStatus = (status: string): status is RefundStatus =>
  status === 'PENDING' || status === 'FINALIZED' || status === 'CANCELED';

/**
 * What a refund's state means for the order: a pending refund → WAITING_FOR_REFUND, a finalised
 * one → REFUNDED (the orders module checks that refunds cover the full amount), a cancelled one
 * → back to COMPLETED.
 */
export const orderStatusOfRefund = (status: RefundStatus): PaymentStatus =>
  status === 'PENDING' ? 'WAITING_FOR_REFUND' : status === 'FINALIZED' ? 'REFUNDED' : 'COMPLETED';

/**
 * Przelewy24 `transaction/by/sessionId` status: 0 no payment, 1 advance payment (paid, not yet
 * verified by us), 2 payment made (verified), 3 payment returned.
 */
export const fromP24TransactionStatus = (status: number): PaymentStatus => {
  switch (status) {
    case 0:
    case 1:
      return 'PENDING';
    case 2:
      return 'COMPLETED';
    case 3:
      return 'REFUNDED';
    default:
      return 'UNDEFINED';
  }
};
