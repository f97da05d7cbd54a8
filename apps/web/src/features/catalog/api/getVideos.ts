import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Video, VideosQuery } from '@scena/shared';
import { api } from '../../../lib/api';
import { adminMeta, catalogKeys } from './keys';

/** GET /api/videos: administrators get every video (spec 1 §7). */
export const fetchVideos = (query: VideosQuery = {}, signal?: AbortSignal) =>
  api<{ videos: Video[] }>('/api/videos', { query: query as Record<string, string | number | undefined>, signal }).then((data) => data.videos);

export const adminVideosQuery = () =>
  queryOptions({ queryKey: catalogKeys.videos(), queryFn: ({ signal }) => fetchVideos({}, signal), meta: adminMeta });

export const useAdminVideos = () => useQuery(adminVideosQuery());

/** One page of the admin video cards (GET /api/videos with the list contract). */
export const fetchVideosPage = (request: Record<string, string | number>, signal: AbortSignal) =>
  api<{ videos: Video[]; total: number }>('/api/videos', { query: request, signal }).then((data) => ({ items: data.videos, total: data.total }));
