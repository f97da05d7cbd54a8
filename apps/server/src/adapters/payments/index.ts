/**
 * Payments: the provider port (types.ts) and its adapters (PayU, Przelewy24, and the embedded
 * PayU-compatible sandbox). The orders module uses only `PaymentProvider` (ctx.payments) and the
 * names exported here; see CONTEXT.md.
 */
export * from './types';
export { createPaymentProvider } from './create';
export { createPayuProvider, type PayuSettings } from './payu/adapter';
export { createP24Provider, type P24Settings } from './przelewy24/adapter';
export { fromPayuOrderStatus, fromP24TransactionStatus, orderStatusOfRefund } from './status';
export { paymentsSandboxPlugin } from './sandbox/sandbox.plugin';
export { sandboxNotifyJob } from './sandbox/notify.job';
export { SANDBOX_POS, SANDBOX_PREFIX } from './sandbox/constants';
export { sandboxClientSecret } from './sandbox/db-store';
export { paymentNotificationsPlugin, type NotificationHandler } from './notifications.plugin';
