/**
 * The box office's web feature (spec 3 §2.3, §2.4): app/ composes it. `paymentsKeys.all` is the
 * query-key prefix to invalidate after an action that changes an order (cancel, edit, refund, grant).
 */
export { paymentsKeys } from './api/payments';
export type { PaymentsScreenProps } from './admin/PaymentsScreen';
export type { OrdersPanelProps } from './admin/OrdersPanel';
