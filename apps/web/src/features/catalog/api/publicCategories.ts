import { queryOptions, useQuery } from '@tanstack/react-query';
import type { categoryEndpoints } from '@scena/shared/catalog.endpoints';
import { categoryRoutes } from '@scena/shared/catalog.routes';
import { call } from '../../../lib/endpoint-client';
import { catalogKeys, PUBLIC_META } from './keys';

/** GET /api/categories (open to guests): the VOD block's filter buttons. */
export const fetchHomeCategories = (signal?: AbortSignal) =>
  call<typeof categoryEndpoints.list>(categoryRoutes.list, {}, { signal }).then((data) => data.categories);

export const homeCategoriesQuery = () =>
  queryOptions({
    queryKey: catalogKeys.homeCategories(),
    queryFn: ({ signal }) => fetchHomeCategories(signal),
    meta: PUBLIC_META,
  });

export const useHomeCategories = (enabled = true) => useQuery({ ...homeCategoriesQuery(), enabled });
