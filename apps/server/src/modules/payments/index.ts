/** Payments: the box office (CONTEXT.md): lists, order panels and the actions on orders. */
export { paymentActionsRoutes } from './payment-actions.routes';
