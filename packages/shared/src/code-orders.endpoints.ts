import { access, defineEndpoint } from './http/endpoint';
import {
  codeOrderRowSchema,
  codeOrdersCsvQuery,
  codeOrdersCsvSchema,
  codeOrdersPageSchema,
  codeOrdersQuery,
} from './code-orders.contract';
import { editParams, editVideoOrderBody, refundBody, refundsSchema } from './payments/actions.contract';

const refundResponse = refundsSchema.extend({ order: codeOrderRowSchema });

/**
 * The gift and group-ticket order lists (spec 3 §2.7, §7), administrators only; the panel's refund
 * and edit of such an order beside them (refunds are ours, no spec path; the body and rules are the
 * box office's: a refund voids the codes nobody activated, modules/codes CONTEXT.md).
 */
export const codeOrdersEndpoints = {
  /** `GET /api/gifts/`: gift orders of a range (default: this month), paged, with the range's statistics. */
  listGiftOrders: defineEndpoint({
    method: 'GET',
    path: '/api/gifts',
    access: access.admin,
    query: codeOrdersQuery,
    response: codeOrdersPageSchema,
  }),
  /** `GET /api/groupTickets/`: the same for group-ticket orders. */
  listGroupOrders: defineEndpoint({
    method: 'GET',
    path: '/api/groupTickets',
    access: access.admin,
    query: codeOrdersQuery,
    response: codeOrdersPageSchema,
  }),
  /** The whole filtered range as CSV (streamed; `;`, `12,50`, `H:mm, DD.MM.YYYY`, BOM). */
  giftOrdersCsv: defineEndpoint({
    method: 'GET',
    path: '/api/gifts/csv',
    access: access.admin,
    query: codeOrdersCsvQuery,
    response: codeOrdersCsvSchema,
  }),
  groupOrdersCsv: defineEndpoint({
    method: 'GET',
    path: '/api/groupTickets/csv',
    access: access.admin,
    query: codeOrdersCsvQuery,
    response: codeOrdersCsvSchema,
  }),
  giftOrderRefunds: defineEndpoint({
    method: 'GET',
    path: '/api/gifts/:extOrderId/refunds',
    access: access.admin,
    params: editParams,
    response: refundsSchema,
  }),
  groupOrderRefunds: defineEndpoint({
    method: 'GET',
    path: '/api/groupTickets/:extOrderId/refunds',
    access: access.admin,
    params: editParams,
    response: refundsSchema,
  }),
  /** A refund from the panel (full or partial), as for event and video orders. */
  refundGiftOrder: defineEndpoint({
    method: 'POST',
    path: '/api/gifts/:extOrderId/refunds',
    access: access.admin,
    params: editParams,
    body: refundBody,
    response: refundResponse,
  }),
  refundGroupOrder: defineEndpoint({
    method: 'POST',
    path: '/api/groupTickets/:extOrderId/refunds',
    access: access.admin,
    params: editParams,
    body: refundBody,
    response: refundResponse,
  }),
  /** The panel's edit (status among the four, country), as for a video order. */
  editGiftOrder: defineEndpoint({
    method: 'PUT',
    path: '/api/gifts/:extOrderId',
    access: access.admin,
    params: editParams,
    body: editVideoOrderBody,
    response: codeOrderRowSchema,
  }),
  editGroupOrder: defineEndpoint({
    method: 'PUT',
    path: '/api/groupTickets/:extOrderId',
    access: access.admin,
    params: editParams,
    body: editVideoOrderBody,
    response: codeOrderRowSchema,
  }),
};
