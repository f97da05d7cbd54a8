import { useMutation, useQueryClient } from '@tanstack/react-query';
import { galleryEndpoints } from '@scena/shared/catalog.endpoints';
import { call } from '../../../lib/endpoint-client';
import { adminMeta } from './adminMeta';
import { invalidateCatalog } from './invalidate';

/** DELETE /api/galleryImages/{id}. */
export const deleteGalleryImage = (id: number) =>
  call(galleryEndpoints.removeImage, { params: { id } }).then((data) => data.image);

export const useDeleteGalleryImage = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteGalleryImage,
    meta: adminMeta,
    // Videos and events embed their gallery's images.
    onSuccess: () => invalidateCatalog(client, 'galleries', 'videos', 'events'),
  });
};
