import { useMutation, useQueryClient } from '@tanstack/react-query';
import { categoryEndpoints } from '@scena/shared/catalog.endpoints';
import { call } from '../../../lib/endpoint-client';
import { adminMeta } from './adminMeta';
import { invalidateCatalog } from './invalidate';

/** DELETE /api/categories/{id} (response category). */
export const deleteCategory = (id: number) =>
  call(categoryEndpoints.remove, { params: { id } }).then((data) => data.category);

export const useDeleteCategory = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    meta: adminMeta,
    // Videos list their categories' ids.
    onSuccess: () => invalidateCatalog(client, 'categories', 'videos'),
  });
};
