import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminMeta, catalogKeys } from './keys';

/** DELETE /api/galleries/{id}. */
export const deleteGallery = (id: number) => api<unknown>(`/api/galleries/${id}`, { method: 'DELETE' });

export const useDeleteGallery = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteGallery,
    meta: adminMeta,
    onSuccess: () => client.invalidateQueries({ queryKey: catalogKeys.all }),
  });
};
