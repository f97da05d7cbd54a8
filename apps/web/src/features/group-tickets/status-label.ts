import type { PaymentStatus } from '@scena/shared/orders/status';

/** The viewer's words for a group order's status (the order pages' words, spec 1 §4). */
const LABEL_KEY: Record<PaymentStatus, string> = {
  NOT_STARTED: 'order_status.status_not_started',
  UNDEFINED: 'order_status.status_undefined',
  PENDING: 'order_status.status_processing',
  WAITING_FOR_CONFIRMATION: 'order_status.status_processing',
  COMPLETED: 'order_status.status_completed',
  CANCELED: 'order_status.status_canceled',
  REFUNDED: 'order_status.status_refunded',
  WAITING_FOR_REFUND: 'order_status.status_waiting_for_refund',
};

export const groupStatusLabelKey = (order: { status: PaymentStatus }): string => LABEL_KEY[order.status];
