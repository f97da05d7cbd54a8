import { queryOptions, useQuery } from '@tanstack/react-query';
import type { videoEndpoints } from '@scena/shared/catalog.endpoints';
import { videoRoutes } from '@scena/shared/catalog.routes';
import { call } from '../../../lib/endpoint-client';
import { preloaded } from '../../../lib/preload';
import { catalogKeys, PUBLIC_META, type HomeAudience } from './keys';

/**
 * GET /external_api/videos (guests) or /api/videos?dashboard=true: visible videos, not hidden from
 * the home page and not past end_date (spec 3 §2.13 video card visibility), heaviest first.
 */
export const fetchHomeVideos = (audience: HomeAudience, signal?: AbortSignal) =>
  (audience === 'guest'
    ? preloaded(videoRoutes.publicList.path, () =>
        call<typeof videoEndpoints.publicList>(videoRoutes.publicList, {}, { signal }),
      )
    : call<typeof videoEndpoints.list>(videoRoutes.list, { query: { dashboard: 'true' } }, { signal })
  ).then((data) => data.videos);

export const homeVideosQuery = (audience: HomeAudience) =>
  queryOptions({
    queryKey: catalogKeys.homeVideos(audience),
    queryFn: ({ signal }) => fetchHomeVideos(audience, signal),
    meta: PUBLIC_META,
  });

export const useHomeVideos = (audience: HomeAudience, enabled = true) =>
  useQuery({ ...homeVideosQuery(audience), enabled });
