import { access, defineEndpoint } from './http/endpoint';
import { idParam } from './validation';
import { accountOrdersQuery, accountOrdersResponse } from './account-orders.contract';

/** The account page's one table of orders and held access (account-orders.contract.ts). */
export const accountOrdersEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/users/:id/orders',
    access: access.ownerById('id'),
    params: idParam,
    query: accountOrdersQuery,
    response: accountOrdersResponse,
  }),
};
