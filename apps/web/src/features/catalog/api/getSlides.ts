import { queryOptions, useQuery } from '@tanstack/react-query';
import { slideEndpoints } from '@scena/shared/catalog.endpoints';
import type { EndpointInput } from '@scena/shared/http/endpoint';
import { call } from '../../../lib/endpoint-client';
import { adminMeta } from './adminMeta';
import { catalogKeys } from './keys';

/** GET /api/slides: administrators get published and unpublished slides, newest update first. */
export const fetchSlides = (signal?: AbortSignal) =>
  call(slideEndpoints.list, {}, { signal }).then((data) => data.slides);

export const adminSlidesQuery = () =>
  queryOptions({
    queryKey: catalogKeys.slides(),
    queryFn: ({ signal }) => fetchSlides(signal),
    meta: adminMeta,
  });

export const useAdminSlides = () => useQuery(adminSlidesQuery());

/** One page of the admin slides table (GET /api/admin/slides, the list contract). */
export const fetchSlidesPage = (request: Record<string, string | number>, signal: AbortSignal) =>
  call(
    slideEndpoints.page,
    { query: request as EndpointInput<typeof slideEndpoints.page>['query'] },
    { signal },
  ).then((data) => ({ items: data.slides, total: data.total }));
