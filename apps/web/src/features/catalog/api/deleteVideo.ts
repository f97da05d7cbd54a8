import { useMutation, useQueryClient } from '@tanstack/react-query';
import { videoEndpoints } from '@scena/shared/catalog.endpoints';
import { call } from '../../../lib/endpoint-client';
import { adminMeta } from './adminMeta';
import { invalidateCatalog } from './invalidate';

/** DELETE /api/videos/{id} (response video). */
export const deleteVideo = (id: number) =>
  call(videoEndpoints.remove, { params: { id } }).then((data) => data.video);

export const useDeleteVideo = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteVideo,
    meta: adminMeta,
    // Categories list their videos' ids.
    onSuccess: () => invalidateCatalog(client, 'videos', 'categories'),
  });
};
