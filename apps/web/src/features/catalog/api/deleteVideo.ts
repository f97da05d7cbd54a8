import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Video } from '@scena/shared';
import { api } from '../../../lib/api';
import { adminMeta, catalogKeys } from './keys';

/** DELETE /api/videos/{id} (response video). */
export const deleteVideo = (id: number) =>
  api<{ video: Video }>(`/api/videos/${id}`, { method: 'DELETE' }).then((data) => data.video);

export const useDeleteVideo = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteVideo,
    meta: adminMeta,
    onSuccess: () => client.invalidateQueries({ queryKey: catalogKeys.all }),
  });
};
