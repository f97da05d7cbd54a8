import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminMeta, catalogKeys } from './keys';

/** DELETE /api/galleryImages/{id}. */
export const deleteGalleryImage = (id: number) => api<unknown>(`/api/galleryImages/${id}`, { method: 'DELETE' });

export const useDeleteGalleryImage = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteGalleryImage,
    meta: adminMeta,
    onSuccess: () => client.invalidateQueries({ queryKey: catalogKeys.galleries() }),
  });
};
