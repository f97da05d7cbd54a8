import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toCatalogFormData, type Slide, type SlideCreate } from '@scena/shared';
import { api } from '../../../lib/api';
import { adminMeta, catalogKeys } from './keys';

export interface SlideSave {
  /** Absent for a new slide (POST /api/slides/), else PUT /api/slides/{id}. */
  id?: number;
  fields: SlideUpdate;
  /** A new background image (multipart part bg_image_data). */
  image?: Blob | null;
}
type SlideUpdate = Partial<SlideCreate>;

/**
 * POST /api/slides/ and PUT /api/slides/{id}, multipart (title, text, url, published, bg_image,
 * bg_image_data). A PUT without changes still bumps updated_at: the up arrow (spec 2 §2.9).
 */
export const saveSlide = ({ id, fields, image }: SlideSave) =>
  api<{ slide: Slide }>(id ? `/api/slides/${id}` : '/api/slides/', {
    method: id ? 'PUT' : 'POST',
    body: toCatalogFormData(fields as Record<string, unknown>, { bg_image_data: image ?? null }),
  }).then((data) => data.slide);

export const useSaveSlide = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSlide,
    meta: adminMeta,
    onSuccess: () => client.invalidateQueries({ queryKey: catalogKeys.slides() }),
  });
};
