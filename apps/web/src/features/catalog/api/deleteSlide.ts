import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminMeta, catalogKeys } from './keys';

/** DELETE /api/slides/{id}. */
export const deleteSlide = (id: number) => api<unknown>(`/api/slides/${id}`, { method: 'DELETE' });

export const useDeleteSlide = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSlide,
    meta: adminMeta,
    onSuccess: () => client.invalidateQueries({ queryKey: catalogKeys.slides() }),
  });
};
