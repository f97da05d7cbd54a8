import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Slide } from '@scena/shared';
import { api } from '../../../lib/api';
import { adminMeta, catalogKeys } from './keys';

/** GET /api/slides: administrators get published and unpublished slides, newest update first. */
export const fetchSlides = (signal?: AbortSignal) => api<{ slides: Slide[] }>('/api/slides', { signal }).then((data) => data.slides);

export const adminSlidesQuery = () =>
  queryOptions({ queryKey: catalogKeys.slides(), queryFn: ({ signal }) => fetchSlides(signal), meta: adminMeta });

export const useAdminSlides = () => useQuery(adminSlidesQuery());

/** One page of the admin slides table (GET /api/slides with the list contract). */
export const fetchSlidesPage = (request: Record<string, string | number>, signal: AbortSignal) =>
  api<{ slides: Slide[]; total: number }>('/api/slides', { query: request, signal }).then((data) => ({ items: data.slides, total: data.total }));
