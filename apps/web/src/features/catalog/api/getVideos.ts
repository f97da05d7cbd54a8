import { queryOptions, useQuery } from '@tanstack/react-query';
import { videoEndpoints } from '@scena/shared/catalog.endpoints';
import type { EndpointInput } from '@scena/shared/http/endpoint';
import { call } from '../../../lib/endpoint-client';
import { adminMeta } from './adminMeta';
import { catalogKeys } from './keys';

type VideosListQuery = NonNullable<EndpointInput<typeof videoEndpoints.list>['query']>;

/** GET /api/videos: administrators get every video (spec 1 §7). */
export const fetchVideos = (query: VideosListQuery = {}, signal?: AbortSignal) =>
  call(videoEndpoints.list, { query }, { signal }).then((data) => data.videos);

export const adminVideosQuery = () =>
  queryOptions({
    queryKey: catalogKeys.videos(),
    queryFn: ({ signal }) => fetchVideos({}, signal),
    meta: adminMeta,
  });

export const useAdminVideos = () => useQuery(adminVideosQuery());

/** One page of the admin video cards (GET /api/videos with the list contract). */
export const fetchVideosPage = (request: Record<string, string | number>, signal: AbortSignal) =>
  call(videoEndpoints.list, { query: request as VideosListQuery }, { signal }).then((data) => {
    // Paging fields were sent, so the answer is a page of whole videos, never the card list.
    if (!('total' in data)) throw new Error('GET /api/videos answered the whole list to a page request');
    return { items: data.videos, total: data.total };
  });
