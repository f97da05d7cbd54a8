import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GalleryBody } from '@scena/shared/catalog.contract';
import { galleryEndpoints } from '@scena/shared/catalog.endpoints';
import { call } from '../../../lib/endpoint-client';
import { adminMeta } from './adminMeta';
import { invalidateCatalog } from './invalidate';

/** POST /api/galleries/ {name} (new) or PUT /api/galleries/{id}. */
export const saveGallery = ({ id, body }: { id?: number; body: GalleryBody }) =>
  (id
    ? call(galleryEndpoints.update, { params: { id }, body })
    : call(galleryEndpoints.create, { body })
  ).then((data) => data.gallery);

export const useSaveGallery = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveGallery,
    meta: adminMeta,
    // A renamed gallery is embedded (by name) in its videos and their events; a new one is in no item yet.
    onSuccess: (_gallery, { id }) =>
      id
        ? invalidateCatalog(client, 'galleries', 'videos', 'events')
        : invalidateCatalog(client, 'galleries'),
  });
};
