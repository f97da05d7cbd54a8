import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { codesEndpoints } from '@scena/shared/codes.endpoints';
import { ORDERS_PAGE_SIZE } from '@scena/shared/constants';
import type { EndpointInput } from '@scena/shared/http/endpoint';
import { call } from '../../../lib/endpoint-client';
import { codesKeys } from './keys';

// The list contract's input type (its empty filter object types no keys), as access-list.ts passes it.
type UserCodesQuery = NonNullable<EndpointInput<typeof codesEndpoints.listForUser>['query']>;

/** GET /api/users/{id}/codes: the viewer's activations, newest first, 20 a page (spec 1 §9). */
export const useUserCodes = (userId: number, page: number) =>
  useQuery({
    queryKey: codesKeys.page(userId, page),
    queryFn: ({ signal }) =>
      call(
        codesEndpoints.listForUser,
        { params: { id: userId }, query: { page, page_size: ORDERS_PAGE_SIZE } as unknown as UserCodesQuery },
        { signal },
      ),
    placeholderData: keepPreviousData,
    meta: { localStatuses: 'all' },
  });
