import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryBody } from '@scena/shared/catalog.contract';
import { categoryEndpoints } from '@scena/shared/catalog.endpoints';
import { call } from '../../../lib/endpoint-client';
import { adminMeta } from './adminMeta';
import { invalidateCatalog } from './invalidate';

/**
 * POST /api/categories (new) or PUT /api/categories/{id}. A PUT also bumps updated_at, which is
 * how the up arrow moves a category to the top (spec 2 §2.7).
 */
export const saveCategory = ({ id, body }: { id?: number; body: CategoryBody }) =>
  (id
    ? call(categoryEndpoints.update, { params: { id }, body })
    : call(categoryEndpoints.create, { body })
  ).then((data) => data.category);

export const useSaveCategory = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveCategory,
    meta: adminMeta,
    onSuccess: () => invalidateCatalog(client, 'categories'),
  });
};
