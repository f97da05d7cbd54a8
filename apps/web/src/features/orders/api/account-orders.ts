import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { accountOrdersEndpoints } from '@scena/shared/account-orders.endpoints';
import { ORDERS_PAGE_SIZE } from '@scena/shared/constants';
import type { EndpointInput } from '@scena/shared/http/endpoint';
import { call } from '../../../lib/endpoint-client';
import { ordersKeys } from './keys';

// The list contract's input type (its empty filter object types no keys), as the other lists pass it.
type AccountOrdersQuery = NonNullable<EndpointInput<typeof accountOrdersEndpoints.list>['query']>;

/**
 * GET /api/users/{id}/orders: the account's one table (orders of both kinds and the access held
 * without an order), newest first, 20 a page. Under ordersKeys.all, so a cancel refreshes it.
 */
export const useAccountOrders = (userId: number, page: number) =>
  useQuery({
    queryKey: ordersKeys.account(userId, page),
    queryFn: ({ signal }) =>
      call(
        accountOrdersEndpoints.list,
        {
          params: { id: userId },
          query: { page, page_size: ORDERS_PAGE_SIZE } as unknown as AccountOrdersQuery,
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    meta: { localStatuses: 'all' },
  });
