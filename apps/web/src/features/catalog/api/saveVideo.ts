import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toCatalogFormData, type VideoCreate, type VideoImageField } from '@scena/shared/catalog.contract';
import { videoEndpoints } from '@scena/shared/catalog.endpoints';
import { call } from '../../../lib/endpoint-client';
import { adminMeta } from './adminMeta';
import { invalidateCatalog } from './invalidate';

export interface VideoSave {
  /** Absent for a new video (POST /api/videos/), else PUT /api/videos/{id}. */
  id?: number;
  fields: VideoCreate;
  /** New image files (multipart parts named image_link, thumb_link). */
  files: Partial<Record<VideoImageField, Blob | null>>;
}

/** POST /api/videos/ and PUT /api/videos/{id}, sent as multipart form data (spec 2 §2.1). */
export const saveVideo = ({ id, fields, files }: VideoSave) => {
  const body = toCatalogFormData(fields as Record<string, unknown>, files);
  return (
    id ? call(videoEndpoints.update, { params: { id }, body }) : call(videoEndpoints.create, { body })
  ).then((data) => data.video);
};

export const useSaveVideo = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveVideo,
    meta: adminMeta,
    // The video's lists and the video itself; events show their video's texts and images.
    onSuccess: () => invalidateCatalog(client, 'videos', 'events'),
  });
};
