import { useMutation, useQueryClient } from '@tanstack/react-query';
import { galleryEndpoints } from '@scena/shared/catalog.endpoints';
import { call } from '../../../lib/endpoint-client';
import { adminMeta } from './adminMeta';
import { invalidateCatalog } from './invalidate';

/** DELETE /api/galleries/{id}. */
export const deleteGallery = (id: number) =>
  call(galleryEndpoints.remove, { params: { id } }).then((data) => data.gallery);

export const useDeleteGallery = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteGallery,
    meta: adminMeta,
    // Its videos (and their events) lose the embedded gallery.
    onSuccess: () => invalidateCatalog(client, 'galleries', 'videos', 'events'),
  });
};
