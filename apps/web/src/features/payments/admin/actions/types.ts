import type { PaymentRow } from '@scena/shared/payments.contract';

/** What the row actions need of a payment-list or order-panel row. */
export type ActionableOrder = Pick<
  PaymentRow,
  'id' | 'extOrderId' | 'status' | 'country' | 'expiration_date' | 'amount' | 'provider' | 'email'
>;
