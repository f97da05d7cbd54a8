import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toCatalogFormData, type Video, type VideoCreate, type VideoImageField } from '@scena/shared';
import { api } from '../../../lib/api';
import { adminMeta, catalogKeys } from './keys';

export interface VideoSave {
  /** Absent for a new video (POST /api/videos/), else PUT /api/videos/{id}. */
  id?: number;
  fields: VideoCreate;
  /** New image files (multipart parts named image_link, thumb_link). */
  files: Partial<Record<VideoImageField, Blob | null>>;
}

/** POST /api/videos/ and PUT /api/videos/{id}, sent as multipart form data (spec 2 §2.1). */
export const saveVideo = ({ id, fields, files }: VideoSave) =>
  api<{ video: Video }>(id ? `/api/videos/${id}` : '/api/videos/', {
    method: id ? 'PUT' : 'POST',
    body: toCatalogFormData(fields as Record<string, unknown>, files),
  }).then((data) => data.video);

export const useSaveVideo = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveVideo,
    meta: adminMeta,
    onSuccess: () => client.invalidateQueries({ queryKey: catalogKeys.all }),
  });
};
