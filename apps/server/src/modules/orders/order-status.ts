import type { PaymentStatus } from '@scena/shared/orders/status';

/**
 * The order status machine (spec 1 §4, spec 3 §4), in one place. Everything that
 * changes an order's status asks `nextStatus`; a move it refuses is ignored (and logged by the
 * caller), never forced.
 *
 * - A payment report (provider notification, reconciliation, an expired hold) only moves forward:
 *   NOT_STARTED/UNDEFINED → PENDING → WAITING_FOR_CONFIRMATION → COMPLETED | CANCELED.
 *   COMPLETED and CANCELED are never left by a payment report, so a late PENDING or CANCELED
 *   after COMPLETED changes nothing.
 * - A refund report moves COMPLETED → WAITING_FOR_REFUND → REFUNDED (or straight to REFUNDED),
 *   and a cancelled refund WAITING_FOR_REFUND → COMPLETED. REFUNDED is final.
 * - An administrator's edit (spec 3 §2.4: COMPLETED, CANCELED, REFUNDED, PENDING) records what
 *   happened outside our system: an unpaid order may be marked PENDING, COMPLETED (paid, seen in
 *   the provider's panel) or CANCELED; a paid one REFUNDED (returned outside the panel) or CANCELED;
 *   a cancelled one COMPLETED (the money came after all). A paid order never becomes unpaid again,
 *   an unpaid or cancelled one is never REFUNDED (nothing was paid), and REFUNDED is final.
 */
export type StatusCause = 'payment' | 'refund' | 'admin';

const ADMIN_MOVES: Partial<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  NOT_STARTED: ['PENDING', 'COMPLETED', 'CANCELED'],
  UNDEFINED: ['PENDING', 'COMPLETED', 'CANCELED'],
  PENDING: ['COMPLETED', 'CANCELED'],
  WAITING_FOR_CONFIRMATION: ['PENDING', 'COMPLETED', 'CANCELED'],
  COMPLETED: ['REFUNDED', 'CANCELED'],
  WAITING_FOR_REFUND: ['COMPLETED', 'REFUNDED'],
  CANCELED: ['COMPLETED'],
};

const PAYMENT_RANK: Partial<Record<PaymentStatus, number>> = {
  NOT_STARTED: 0,
  UNDEFINED: 0,
  PENDING: 1,
  WAITING_FOR_CONFIRMATION: 2,
  COMPLETED: 3,
  CANCELED: 3,
};

const REFUND_MOVES: Partial<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  COMPLETED: ['WAITING_FOR_REFUND', 'REFUNDED'],
  WAITING_FOR_REFUND: ['REFUNDED', 'COMPLETED'],
};

/** The status the order moves to, or null when the report does not move it (duplicate, late, backwards). */
export const nextStatus = (
  from: PaymentStatus,
  to: PaymentStatus,
  cause: StatusCause,
): PaymentStatus | null => {
  if (from === to) return null;
  if (cause === 'admin') return ADMIN_MOVES[from]?.includes(to) ? to : null;
  if (cause === 'refund') return REFUND_MOVES[from]?.includes(to) ? to : null;
  const fromRank = PAYMENT_RANK[from];
  const toRank = PAYMENT_RANK[to];
  // Statuses outside the payment path (refund states) and UNDEFINED as a target never move by a payment report.
  if (fromRank === undefined || toRank === undefined || to === 'UNDEFINED' || to === 'NOT_STARTED')
    return null;
  return toRank > fromRank ? to : null;
};

/**
 * Not a move of the machine but the lifecycle's one exception to CANCELED being final: the
 * provider's own record says an order we cancelled was paid after all. With Przelewy24 (no cancel
 * call) a transaction stays payable after the release-holds job cancelled our order, and verify
 * settles the money; the money is real, so the order completes (a ticket if one is left, else the
 * sold-out refund). Payment reports reach the lifecycle only from the provider's record (confirm,
 * retrieve), never from a notification body, so a forged COMPLETED cannot use this.
 */
export const isLatePayment = (from: PaymentStatus, to: PaymentStatus, cause: StatusCause): boolean =>
  cause === 'payment' && from === 'CANCELED' && to === 'COMPLETED';

/** An order in one of these holds a ticket and gives access (COMPLETED) or may still (unpaid). */
export const isPaid = (status: PaymentStatus): boolean =>
  status === 'COMPLETED' || status === 'WAITING_FOR_REFUND';
export const isUnpaidOpen = (status: PaymentStatus): boolean =>
  status === 'NOT_STARTED' ||
  status === 'PENDING' ||
  status === 'WAITING_FOR_CONFIRMATION' ||
  status === 'UNDEFINED';
