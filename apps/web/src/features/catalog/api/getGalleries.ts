import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Gallery } from '@scena/shared';
import { api } from '../../../lib/api';
import { adminMeta, catalogKeys } from './keys';

/** GET /api/galleries (also loaded for the video form's gallery select). */
export const fetchGalleries = (signal?: AbortSignal) =>
  api<{ galleries: Gallery[] }>('/api/galleries', { signal }).then((data) => data.galleries);

export const galleriesQuery = () =>
  queryOptions({ queryKey: catalogKeys.galleries(), queryFn: ({ signal }) => fetchGalleries(signal), meta: adminMeta });

/** `enabled: false` defers loading until needed (e.g. a closed drawer's select). */
export const useGalleries = (enabled = true) => useQuery({ ...galleriesQuery(), enabled });

/** One page of the admin galleries table (GET /api/galleries with the list contract). */
export const fetchGalleriesPage = (request: Record<string, string | number>, signal: AbortSignal) =>
  api<{ galleries: Gallery[]; total: number }>('/api/galleries', { query: request, signal }).then((data) => ({ items: data.galleries, total: data.total }));
