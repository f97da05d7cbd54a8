import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category } from '@scena/shared';
import { api } from '../../../lib/api';
import { adminMeta, catalogKeys } from './keys';

/** DELETE /api/categories/{id} (response category). */
export const deleteCategory = (id: number) =>
  api<{ category: Category }>(`/api/categories/${id}`, { method: 'DELETE' }).then((data) => data.category);

export const useDeleteCategory = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    meta: adminMeta,
    onSuccess: () => client.invalidateQueries({ queryKey: catalogKeys.all }),
  });
};
