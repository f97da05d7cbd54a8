import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Gallery, GalleryBody } from '@scena/shared';
import { api } from '../../../lib/api';
import { adminMeta, catalogKeys } from './keys';

/** POST /api/galleries/ {name} (new) or PUT /api/galleries/{id}. */
export const saveGallery = ({ id, body }: { id?: number; body: GalleryBody }) =>
  api<{ gallery: Gallery }>(id ? `/api/galleries/${id}` : '/api/galleries/', { method: id ? 'PUT' : 'POST', body }).then(
    (data) => data.gallery,
  );

export const useSaveGallery = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveGallery,
    meta: adminMeta,
    onSuccess: () => client.invalidateQueries({ queryKey: catalogKeys.galleries() }),
  });
};
