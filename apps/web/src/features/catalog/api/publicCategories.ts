import { queryOptions, useQuery } from '@tanstack/react-query';
import type { categoryEndpoints } from '@scena/shared/catalog.endpoints';
import { categoryRoutes } from '@scena/shared/catalog.routes';
import { call } from '../../../lib/endpoint-client';
import { preloaded } from '../../../lib/preload';
import { catalogKeys, PUBLIC_META } from './keys';

/** GET /api/categories (open to guests): the VOD block's filter buttons (a guest's: read by /preload.js). */
export const fetchHomeCategories = (signal?: AbortSignal) =>
  preloaded(categoryRoutes.list.path, () =>
    call<typeof categoryEndpoints.list>(categoryRoutes.list, {}, { signal }),
  ).then((data) => data.categories);

export const homeCategoriesQuery = () =>
  queryOptions({
    queryKey: catalogKeys.homeCategories(),
    queryFn: ({ signal }) => fetchHomeCategories(signal),
    meta: PUBLIC_META,
  });

export const useHomeCategories = (enabled = true) => useQuery({ ...homeCategoriesQuery(), enabled });
