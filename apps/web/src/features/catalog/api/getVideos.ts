import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VideosQuery } from '@scena/shared/catalog.contract';
import { videoEndpoints } from '@scena/shared/catalog.endpoints';
import type { EndpointInput } from '@scena/shared/http/endpoint';
import { call } from '../../../lib/endpoint-client';
import { adminMeta } from './adminMeta';
import { catalogKeys } from './keys';

/** GET /api/videos: administrators get every video (spec 1 §7). */
export const fetchVideos = (query: VideosQuery = {}, signal?: AbortSignal) =>
  call(videoEndpoints.list, { query }, { signal }).then((data) => data.videos);

export const adminVideosQuery = () =>
  queryOptions({
    queryKey: catalogKeys.videos(),
    queryFn: ({ signal }) => fetchVideos({}, signal),
    meta: adminMeta,
  });

export const useAdminVideos = () => useQuery(adminVideosQuery());

/** One page of the admin video cards (GET /api/admin/videos, the list contract). */
export const fetchVideosPage = (request: Record<string, string | number>, signal: AbortSignal) =>
  call(
    videoEndpoints.page,
    { query: request as EndpointInput<typeof videoEndpoints.page>['query'] },
    { signal },
  ).then((data) => ({ items: data.videos, total: data.total }));
