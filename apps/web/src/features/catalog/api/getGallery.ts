import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Gallery } from '@scena/shared';
import { api } from '../../../lib/api';
import { adminMeta, catalogKeys } from './keys';

/** GET /api/galleries/{id}: one gallery with its images (the image manager). */
export const fetchGallery = (id: number, signal?: AbortSignal) =>
  api<{ gallery: Gallery }>(`/api/galleries/${id}`, { signal }).then((data) => data.gallery);

export const galleryQuery = (id: number) =>
  queryOptions({ queryKey: catalogKeys.gallery(id), queryFn: ({ signal }) => fetchGallery(id, signal), meta: adminMeta });

export const useGallery = (id: number | null) => useQuery({ ...galleryQuery(id ?? 0), enabled: id !== null });
