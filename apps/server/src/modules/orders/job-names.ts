/** The orders module's pg-boss queues (definitions in *.job.ts; names here so the lifecycle can enqueue without importing the handlers). */
export const ORDER_JOBS = {
  confirmationMail: 'orders.confirmation-mail',
  soldOutRefund: 'orders.sold-out-refund',
} as const;

/** Deterministic per order: a retried refund job asks the provider with the same key and never refunds twice. */
export const soldOutRefundId = (extOrderId: string): string => `${extOrderId}-SOLDOUT`;
