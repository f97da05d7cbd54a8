import { queryOptions, useQuery } from '@tanstack/react-query';
import { galleryEndpoints } from '@scena/shared/catalog.endpoints';
import type { EndpointInput } from '@scena/shared/http/endpoint';
import { call } from '../../../lib/endpoint-client';
import { adminMeta } from './adminMeta';
import { catalogKeys } from './keys';

/** GET /api/galleries (also loaded for the video form's gallery select). */
export const fetchGalleries = (signal?: AbortSignal) =>
  call(galleryEndpoints.list, {}, { signal }).then((data) => data.galleries);

export const galleriesQuery = () =>
  queryOptions({
    queryKey: catalogKeys.galleries(),
    queryFn: ({ signal }) => fetchGalleries(signal),
    meta: adminMeta,
  });

/** `enabled: false` defers loading until needed (e.g. a closed drawer's select). */
export const useGalleries = (enabled = true) => useQuery({ ...galleriesQuery(), enabled });

/** One page of the admin galleries table (GET /api/admin/galleries, the list contract). */
export const fetchGalleriesPage = (request: Record<string, string | number>, signal: AbortSignal) =>
  call(
    galleryEndpoints.page,
    { query: request as EndpointInput<typeof galleryEndpoints.page>['query'] },
    { signal },
  ).then((data) => ({ items: data.galleries, total: data.total }));
