import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ordersEndpoints } from '@scena/shared/orders.endpoints';
import { ORDERS_PAGE_SIZE } from '@scena/shared/constants';
import type { EndpointInput } from '@scena/shared/http/endpoint';
import { call } from '../../../lib/endpoint-client';
import type { EventOrderList, VideoOrderList } from '@scena/shared/orders.contract';
import type { ProductKind } from '../product';
import { ordersKeys } from './keys';

// The list contract's input type (its empty filter object types no keys), as the access list passes it.
type OrderListQuery = NonNullable<EndpointInput<typeof ordersEndpoints.listEventOrders>['query']>;

/** GET /api/payments/user or /api/videopayments/user: the viewer's orders, newest first, 20 a page (spec 1 §9). */
export const useOrderList = (kind: ProductKind, page: number) =>
  useQuery({
    queryKey: ordersKeys.list(kind, page),
    queryFn: ({ signal }): Promise<EventOrderList | VideoOrderList> => {
      const query = { page, page_size: ORDERS_PAGE_SIZE } as unknown as OrderListQuery;
      return kind === 'event'
        ? call(ordersEndpoints.listEventOrders, { query }, { signal })
        : call(ordersEndpoints.listVideoOrders, { query }, { signal });
    },
    placeholderData: keepPreviousData,
    meta: { localStatuses: 'all' },
  });
