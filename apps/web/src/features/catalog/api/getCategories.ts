import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoryEndpoints } from '@scena/shared/catalog.endpoints';
import type { EndpointInput } from '@scena/shared/http/endpoint';
import { call } from '../../../lib/endpoint-client';
import { adminMeta } from './adminMeta';
import { catalogKeys } from './keys';

/** GET /api/categories: sorted by last update, newest first. */
export const fetchCategories = (signal?: AbortSignal) =>
  call(categoryEndpoints.list, {}, { signal }).then((data) => data.categories);

export const categoriesQuery = () =>
  queryOptions({
    queryKey: catalogKeys.categories(),
    queryFn: ({ signal }) => fetchCategories(signal),
    meta: adminMeta,
  });

/** `enabled: false` defers loading until needed (e.g. a closed drawer's select). */
export const useCategories = (enabled = true) => useQuery({ ...categoriesQuery(), enabled });

/** One page of the admin categories table (GET /api/admin/categories, the list contract). */
export const fetchCategoriesPage = (request: Record<string, string | number>, signal: AbortSignal) =>
  call(
    categoryEndpoints.page,
    { query: request as EndpointInput<typeof categoryEndpoints.page>['query'] },
    { signal },
  ).then((data) => ({ items: data.categories, total: data.total }));
