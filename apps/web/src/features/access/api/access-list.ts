import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { accessEndpoints } from '@scena/shared/access.endpoints';
import { ORDERS_PAGE_SIZE } from '@scena/shared/constants';
import type { EndpointInput } from '@scena/shared/http/endpoint';
import { call } from '../../../lib/endpoint-client';

// The list contract's input type, as the admin lists pass it (its empty filter object types no keys).
type AccessListQuery = NonNullable<EndpointInput<typeof accessEndpoints.listForUser>['query']>;

export const accessKeys = {
  all: ['access'] as const,
  list: (userId: number, page: number) => ['access', 'list', userId, page] as const,
};

/** GET /api/users/{id}/access: the items the user has access to, newest first, 20 a page. */
export const useAccessList = (userId: number, page: number) =>
  useQuery({
    queryKey: accessKeys.list(userId, page),
    queryFn: ({ signal }) =>
      call(
        accessEndpoints.listForUser,
        {
          params: { id: userId },
          query: { page, page_size: ORDERS_PAGE_SIZE } as unknown as AccessListQuery,
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    meta: { localStatuses: 'all' },
  });
