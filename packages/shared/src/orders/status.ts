import { PAYMENT_STATUSES, type PaymentStatus } from '../access.contract';

/**
 * Order and payment states (spec 1 §4, spec 3 §4). One vocabulary for the server's
 * status machine (apps/server/src/modules/orders), the buy buttons and the order pages.
 */
export { PAYMENT_STATUSES, type PaymentStatus };

/** What an order is for (one orders table for every product type; the spec's separate endpoints per type stay). */
export const PRODUCT_TYPES = ['event', 'video', 'gift', 'group_ticket'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Shown as 'processing': the buy button is disabled while the last order is in one of these. */
export const PROCESSING_STATUSES = [
  'PENDING',
  'WAITING_FOR_CONFIRMATION',
] as const satisfies readonly PaymentStatus[];

/** The buy button is offered (when no access is held) after an order in one of these (spec 1 §2). */
export const BUY_AGAIN_STATUSES = [
  'CANCELED',
  'NOT_STARTED',
  'UNDEFINED',
  'REFUNDED',
] as const satisfies readonly PaymentStatus[];

/** Nothing moves an order out of these. */
export const FINAL_STATUSES = ['CANCELED', 'REFUNDED'] as const satisfies readonly PaymentStatus[];

export const isProcessing = (status: PaymentStatus | null | undefined): boolean =>
  status === 'PENDING' || status === 'WAITING_FOR_CONFIRMATION';
