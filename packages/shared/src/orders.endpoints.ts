import { access, defineEndpoint } from './http/endpoint';
import {
  buyEventParams,
  buyVideoParams,
  eventOrderListResponse,
  eventOrderSchema,
  orderListQuery,
  orderParams,
  purchaseBody,
  purchaseResponse,
  videoOrderListResponse,
  videoOrderSchema,
} from './orders.contract';

/**
 * Buying (spec 1 §7): the spec's separate event and video paths over one orders table. The
 * provider's notifications arrive at POST /api/payments/notify (PAYMENT_NOTIFY_PATH, a raw
 * foreign-protocol route registered by the orders module, not described here: its body is the
 * provider's, verified by signature).
 */
export const ordersEndpoints = {
  buyEvent: defineEndpoint({
    method: 'POST',
    path: '/api/payments/:eventId',
    access: access.user,
    params: buyEventParams,
    body: purchaseBody,
    response: purchaseResponse,
  }),
  buyVideo: defineEndpoint({
    method: 'POST',
    path: '/api/videopayments/:videoId',
    access: access.user,
    params: buyVideoParams,
    body: purchaseBody,
    response: purchaseResponse,
  }),
  /** The signed-in viewer's own event orders (account page). */
  listEventOrders: defineEndpoint({
    method: 'GET',
    path: '/api/payments/user',
    access: access.user,
    query: orderListQuery,
    response: eventOrderListResponse,
  }),
  listVideoOrders: defineEndpoint({
    method: 'GET',
    path: '/api/videopayments/user',
    access: access.user,
    query: orderListQuery,
    response: videoOrderListResponse,
  }),
  /** One order (status page): its buyer or an administrator. */
  getEventOrder: defineEndpoint({
    method: 'GET',
    path: '/api/payments/:extOrderId',
    access: access.ownerOf('eventOrder', 'extOrderId', { hidden: true }),
    params: orderParams,
    response: eventOrderSchema,
  }),
  getVideoOrder: defineEndpoint({
    method: 'GET',
    path: '/api/videopayments/:extOrderId',
    access: access.ownerOf('videoOrder', 'extOrderId', { hidden: true }),
    params: orderParams,
    response: videoOrderSchema,
  }),
  /**
   * "Cancel and start again": the buyer gives up an unpaid order. It is cancelled at the provider
   * (so its checkout can no longer be paid), then here (the ticket is freed); answers the order.
   * Paid meanwhile or awaiting capture: 409 `orders.error.not_cancelable`.
   */
  cancelEventOrder: defineEndpoint({
    method: 'POST',
    path: '/api/payments/:extOrderId/cancel',
    access: access.ownerOf('eventOrder', 'extOrderId', { hidden: true }),
    params: orderParams,
    response: eventOrderSchema,
  }),
  cancelVideoOrder: defineEndpoint({
    method: 'POST',
    path: '/api/videopayments/:extOrderId/cancel',
    access: access.ownerOf('videoOrder', 'extOrderId', { hidden: true }),
    params: orderParams,
    response: videoOrderSchema,
  }),
};
