import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VideoImageField } from '@scena/shared';
import { api } from '../../../lib/api';
import { adminMeta, catalogKeys } from './keys';

/** DELETE /api/videos/{videoId}/image/{field}: removes a stored image. */
export const deleteVideoImage = ({ videoId, field }: { videoId: number; field: VideoImageField }) =>
  api<unknown>(`/api/videos/${videoId}/image/${field}`, { method: 'DELETE' });

export const useDeleteVideoImage = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteVideoImage,
    meta: adminMeta,
    onSuccess: () => client.invalidateQueries({ queryKey: catalogKeys.videos() }),
  });
};
