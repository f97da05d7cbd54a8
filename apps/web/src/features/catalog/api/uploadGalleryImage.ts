import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GALLERY_IMAGE_FIELDS, type GalleryImage } from '@scena/shared';
import { api } from '../../../lib/api';
import { adminMeta, catalogKeys } from './keys';

/** POST /api/galleries/{id}/images: one image file in the multipart part `image`. */
export const uploadGalleryImage = ({ galleryId, file }: { galleryId: number; file: Blob }) => {
  const form = new FormData();
  form.append(GALLERY_IMAGE_FIELDS[0], file);
  return api<{ image: GalleryImage }>(`/api/galleries/${galleryId}/images`, { method: 'POST', body: form }).then(
    (data) => data.image,
  );
};

export const useUploadGalleryImage = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadGalleryImage,
    meta: adminMeta,
    onSuccess: () => client.invalidateQueries({ queryKey: catalogKeys.galleries() }),
  });
};
