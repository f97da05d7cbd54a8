/** Orders: money in, access out (CONTEXT.md). Other modules, app.ts and jobs use only what is exported here. */
export {
  orders,
  orderHistory,
  paymentNotifications,
  orderRefunds,
  invoiceRequests,
  ticketStock,
  type OrderRow,
  type OrderHistoryRow,
} from './orders.table';
export { nextStatus, isPaid, isUnpaidOpen, type StatusCause } from './order-status';
export { applyOrderStatus, releaseHold, type StatusChange, type StatusResult } from './order-lifecycle';
export { ordersRepository, OPEN_STATUSES, type OrderItemRef } from './orders.repository';
export { ORDER_JOBS, soldOutRefundId } from './job-names';
export { confirmationMailJob } from './confirmation-mail.job';
export { soldOutRefundJob } from './sold-out-refund.job';
export { ordersRoutes } from './orders.routes';
export { createPurchaseService, type PurchaseService } from './purchase.service';
export { createOrdersService } from './orders.service';
export { newExtOrderId } from './ext-order-id';
export {
  itemOrderFacts,
  ticketsHeld,
  viewerListFacts,
  type ItemOrderFacts,
  type ViewerListFacts,
} from './order-facts';
export { orderNotificationsRoutes } from './order-notifications.routes';
export { reconcileOrdersJob, reconcileOrders } from './reconcile.job';
export { releaseHoldsJob, releaseExpiredHolds } from './release-holds.job';
