import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VideoImageField } from '@scena/shared/catalog.contract';
import { videoEndpoints } from '@scena/shared/catalog.endpoints';
import { call } from '../../../lib/endpoint-client';
import { adminMeta } from './adminMeta';
import { invalidateCatalog } from './invalidate';

/** DELETE /api/videos/{videoId}/image/{field}: removes a stored image. */
export const deleteVideoImage = ({ videoId, field }: { videoId: number; field: VideoImageField }) =>
  call(videoEndpoints.removeImage, { params: { videoId, field } }).then((data) => data.video);

export const useDeleteVideoImage = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteVideoImage,
    meta: adminMeta,
    // Events show their video's images.
    onSuccess: () => invalidateCatalog(client, 'videos', 'events'),
  });
};
