import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GALLERY_IMAGE_FIELDS } from '@scena/shared/catalog.contract';
import { galleryEndpoints } from '@scena/shared/catalog.endpoints';
import { call } from '../../../lib/endpoint-client';
import { adminMeta } from './adminMeta';
import { invalidateCatalog } from './invalidate';

/** POST /api/galleries/{id}/images: one image file in the multipart part `image`. */
export const uploadGalleryImage = ({ galleryId, file }: { galleryId: number; file: Blob }) => {
  const body = new FormData();
  body.append(GALLERY_IMAGE_FIELDS[0], file);
  return call(galleryEndpoints.uploadImage, { params: { id: galleryId }, body }).then((data) => data.image);
};

export const useUploadGalleryImage = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadGalleryImage,
    meta: adminMeta,
    // Videos and events embed their gallery's images.
    onSuccess: () => invalidateCatalog(client, 'galleries', 'videos', 'events'),
  });
};
