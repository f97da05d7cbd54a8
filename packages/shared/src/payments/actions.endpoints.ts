import { access, defineEndpoint } from '../http/endpoint';
import { eventOrderSchema, videoOrderSchema } from '../orders.contract';
import {
  cancelParams,
  editEventOrderBody,
  editParams,
  editVideoOrderBody,
  eventRefundResponse,
  freeEventParams,
  freeGrantBody,
  freeVideoParams,
  refundBody,
  refundsSchema,
  videoRefundResponse,
} from './actions.contract';

/**
 * The box office's actions (spec 3 §7 the payments calls; refunds are ours, no spec path): admin
 * only. Cancel takes the order's id, edit and refunds its extOrderId, as the spec's paths do.
 */
export const paymentActionsEndpoints = {
  cancelEventOrder: defineEndpoint({
    method: 'DELETE',
    path: '/api/payments/:id',
    access: access.admin,
    params: cancelParams,
    response: eventOrderSchema,
  }),
  cancelVideoOrder: defineEndpoint({
    method: 'DELETE',
    path: '/api/videopayments/:id',
    access: access.admin,
    params: cancelParams,
    response: videoOrderSchema,
  }),
  editEventOrder: defineEndpoint({
    method: 'PUT',
    path: '/api/payments/:extOrderId',
    access: access.admin,
    params: editParams,
    body: editEventOrderBody,
    response: eventOrderSchema,
  }),
  editVideoOrder: defineEndpoint({
    method: 'PUT',
    path: '/api/videopayments/:extOrderId',
    access: access.admin,
    params: editParams,
    body: editVideoOrderBody,
    response: videoOrderSchema,
  }),
  grantFreeEvent: defineEndpoint({
    method: 'POST',
    path: '/api/payments/free/:eventId',
    access: access.admin,
    params: freeEventParams,
    body: freeGrantBody,
    response: eventOrderSchema,
  }),
  grantFreeVideo: defineEndpoint({
    method: 'POST',
    path: '/api/videopayments/free/:videoId',
    access: access.admin,
    params: freeVideoParams,
    body: freeGrantBody,
    response: videoOrderSchema,
  }),
  eventOrderRefunds: defineEndpoint({
    method: 'GET',
    path: '/api/payments/:extOrderId/refunds',
    access: access.admin,
    params: editParams,
    response: refundsSchema,
  }),
  videoOrderRefunds: defineEndpoint({
    method: 'GET',
    path: '/api/videopayments/:extOrderId/refunds',
    access: access.admin,
    params: editParams,
    response: refundsSchema,
  }),
  refundEventOrder: defineEndpoint({
    method: 'POST',
    path: '/api/payments/:extOrderId/refunds',
    access: access.admin,
    params: editParams,
    body: refundBody,
    response: eventRefundResponse,
  }),
  refundVideoOrder: defineEndpoint({
    method: 'POST',
    path: '/api/videopayments/:extOrderId/refunds',
    access: access.admin,
    params: editParams,
    body: refundBody,
    response: videoRefundResponse,
  }),
};
