import { useMutation, useQueryClient } from '@tanstack/react-query';
import { slideEndpoints } from '@scena/shared/catalog.endpoints';
import { call } from '../../../lib/endpoint-client';
import { adminMeta } from './adminMeta';
import { invalidateCatalog } from './invalidate';

/** DELETE /api/slides/{id}. */
export const deleteSlide = (id: number) =>
  call(slideEndpoints.remove, { params: { id } }).then((data) => data.slide);

export const useDeleteSlide = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSlide,
    meta: adminMeta,
    onSuccess: () => invalidateCatalog(client, 'slides'),
  });
};
