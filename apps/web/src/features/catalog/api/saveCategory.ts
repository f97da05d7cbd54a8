import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category, CategoryBody } from '@scena/shared';
import { api } from '../../../lib/api';
import { adminMeta, catalogKeys } from './keys';

/**
 * POST /api/categories (new) or PUT /api/categories/{id}. A PUT also bumps updated_at, which is
 * how the up arrow moves a category to the top (spec 2 §2.7).
 */
export const saveCategory = ({ id, body }: { id?: number; body: CategoryBody }) =>
  api<{ category: Category }>(id ? `/api/categories/${id}` : '/api/categories', { method: id ? 'PUT' : 'POST', body }).then(
    (data) => data.category,
  );

export const useSaveCategory = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveCategory,
    meta: adminMeta,
    onSuccess: () => client.invalidateQueries({ queryKey: catalogKeys.categories() }),
  });
};
