/** Orders: money in, access out (CONTEXT.md). Other modules, app.ts and jobs use only what is exported here. */

export {
  orders,
  orderHistory,
  paymentNotifications,
  orderRefunds,
  invoiceRequests,
  type OrderRow,
  type OrderHistoryRow,
} from './orders.table';
export { nextStatus, isPaid, isUnpaidOpen, type StatusCause } from './order-status';
export { applyOrderStatus, releaseHold, type StatusChange, type StatusResult } from './order-lifecycle';
// The viewers' order statuses reach the catalogue through the tickets module's port (AppContext's
// orderFacts, set in app.ts), so that the catalogue never imports orders (orders reads it).
export { orderFactsRepository } from './order-facts.repository';
export { ordersRepository, OPEN_STATUSES, type OrderItemRef } from './orders.repository';
export { paidEventBuyerIds } from './paid-buyers.repository';
export { ORDER_JOBS, soldOutRefundId } from './job-names';
export { confirmationMailJob } from './confirmation-mail.job';
export { soldOutRefundJob } from './sold-out-refund.job';
export { ordersRoutes } from './orders.routes';
export { createPurchaseService, type PurchaseService } from './purchase.service';
// Gift and group orders (modules/gifts, modules/group-tickets): placed and registered here, completed by the lifecycle.
export { createPlaceCodeOrder, type CodeOrderInput } from './place-code-order';
export { codeOrderStatusPath } from './codes-mail';
export { createOrdersService } from './orders.service';
export { createPaymentActions, presentRefunds, type PaymentActions } from './payment-actions.service';
// The panel's refund and edit of gift and group orders (modules/code-orders) use the same use cases.
export { refundOrder, refundsOfOrder } from './admin-refund';
export { editOrder, type OrderEdit } from './admin-order-actions';
export { newExtOrderId } from './ext-order-id';
export { orderNotificationsRoutes } from './order-notifications.routes';
export { reconcileOrdersJob, reconcileOrders } from './reconcile.job';
export { releaseHoldsJob, releaseExpiredHolds } from './release-holds.job';
export { refundRetryJob, retryRequestedRefunds } from './refund-retry.job';
export { ordersPersonalData } from './personal-data';
export { userOrderCounts } from './user-order-counts';
export { presentOrders } from './order.presenter';
export { boxOfficeRepository, type BoxOfficeFilter, type InstantRange } from './box-office.repository';
