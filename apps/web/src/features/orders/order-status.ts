import type { PaymentStatus } from '@scena/shared/orders/status';
import { isProcessing } from '@scena/shared/orders/status';

/** The viewer's words for an order's status (spec 1 §4: NOT_STARTED is "unfinished", both waiting states "processing"). */
export const STATUS_LABEL_KEY: Record<PaymentStatus, string> = {
  NOT_STARTED: 'order_status.status_not_started',
  UNDEFINED: 'order_status.status_undefined',
  PENDING: 'order_status.status_processing',
  WAITING_FOR_CONFIRMATION: 'order_status.status_processing',
  COMPLETED: 'order_status.status_completed',
  CANCELED: 'order_status.status_canceled',
  REFUNDED: 'order_status.status_refunded',
  WAITING_FOR_REFUND: 'order_status.status_waiting_for_refund',
};

/**
 * What the order status page shows (spec 1 §2): decided by the order's real status, which the
 * server gives; the provider's `error=501` only adds a note while the status is not final yet.
 * - processing: still waiting for the provider's notification (the page keeps asking);
 * - success: paid, the viewer may watch;
 * - failure: cancelled or never finished: buy again from the list;
 * - refund: refunded or being refunded.
 */
export type OrderOutcome = 'processing' | 'success' | 'failure' | 'refund';

export const orderOutcome = (status: PaymentStatus): OrderOutcome => {
  if (isProcessing(status)) return 'processing';
  if (status === 'COMPLETED') return 'success';
  if (status === 'REFUNDED' || status === 'WAITING_FOR_REFUND') return 'refund';
  return 'failure';
};

/** The label of an order's status: a free ticket (0 zł) completed is "claimed", never "paid". */
export const statusLabelKey = (order: { status: PaymentStatus; amount: number }): string =>
  order.status === 'COMPLETED' && order.amount === 0
    ? 'order_status.status_claimed'
    : STATUS_LABEL_KEY[order.status];
