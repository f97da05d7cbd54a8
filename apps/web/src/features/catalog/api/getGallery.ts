import { queryOptions, useQuery } from '@tanstack/react-query';
import { galleryEndpoints } from '@scena/shared/catalog.endpoints';
import { call } from '../../../lib/endpoint-client';
import { adminMeta } from './adminMeta';
import { catalogKeys } from './keys';

/** GET /api/galleries/{id}: one gallery with its images (the image manager). */
export const fetchGallery = (id: number, signal?: AbortSignal) =>
  call(galleryEndpoints.get, { params: { id } }, { signal }).then((data) => data.gallery);

export const galleryQuery = (id: number) =>
  queryOptions({
    queryKey: catalogKeys.gallery(id),
    queryFn: ({ signal }) => fetchGallery(id, signal),
    meta: adminMeta,
  });

export const useGallery = (id: number | null) => useQuery({ ...galleryQuery(id ?? 0), enabled: id !== null });
