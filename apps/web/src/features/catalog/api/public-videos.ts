import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Video } from '@scena/shared/catalog.contract';
import { api } from '../../../lib/api';
import { homeKeys, PUBLIC_META, type HomeAudience } from './public-keys';

/**
 * GET /external_api/videos (guests) or /api/videos?dashboard=true: visible videos, not hidden from
 * the home page and not past end_date (spec 3 §2.13 video card visibility), heaviest first.
 */
export const fetchHomeVideos = (audience: HomeAudience, signal?: AbortSignal) =>
  api<{ videos: Video[] }>(audience === 'guest' ? '/external_api/videos' : '/api/videos', {
    query: audience === 'user' ? { dashboard: true } : undefined,
    signal,
  }).then((data) => data.videos);

export const homeVideosQuery = (audience: HomeAudience) =>
  queryOptions({ queryKey: homeKeys.videos(audience), queryFn: ({ signal }) => fetchHomeVideos(audience, signal), meta: PUBLIC_META });

export const useHomeVideos = (audience: HomeAudience, enabled = true) => useQuery({ ...homeVideosQuery(audience), enabled });
