import { access, defineEndpoint } from './http/endpoint';
import { purchaseResponse, orderParams } from './orders.contract';
import {
  buyGroupTicketBody,
  groupTicketConfigSchema,
  groupTicketOrderListQuery,
  groupTicketOrderListResponse,
  groupTicketOrderSchema,
  groupTicketSettingsBody,
} from './group-tickets.contract';

/** Group tickets (spec 1 §7, spec 3 §7). The admin list GET /api/groupTickets/ is code-orders'. */
export const groupTicketsEndpoints = {
  settings: defineEndpoint({
    method: 'GET',
    path: '/api/groupTickets/settings',
    access: access.public('group-ticket settings (the purchase pages show the group option)'),
    response: groupTicketConfigSchema,
  }),
  updateSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/groupTickets/settings',
    access: access.admin,
    body: groupTicketSettingsBody,
    response: groupTicketConfigSchema,
  }),
  buy: defineEndpoint({
    method: 'POST',
    path: '/api/groupTickets/',
    access: access.user,
    body: buyGroupTicketBody,
    response: purchaseResponse,
  }),
  /** The signed-in viewer's own group orders (account page), with their codes. */
  listOwn: defineEndpoint({
    method: 'GET',
    path: '/api/groupTickets/user',
    access: access.user,
    query: groupTicketOrderListQuery,
    response: groupTicketOrderListResponse,
  }),
  /** One group order (status page): its buyer or an administrator. */
  get: defineEndpoint({
    method: 'GET',
    path: '/api/groupTickets/:extOrderId',
    access: access.ownerOf('groupTicketOrder', 'extOrderId', { hidden: true }),
    params: orderParams,
    response: groupTicketOrderSchema,
  }),
};
