import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toCatalogFormData, type SlideUpdate } from '@scena/shared/catalog.contract';
import { slideEndpoints } from '@scena/shared/catalog.endpoints';
import { call } from '../../../lib/endpoint-client';
import { adminMeta } from './adminMeta';
import { invalidateCatalog } from './invalidate';

export interface SlideSave {
  /** Absent for a new slide (POST /api/slides/), else PUT /api/slides/{id}. */
  id?: number;
  fields: SlideUpdate;
  /** A new background image (multipart part bg_image_data). */
  image?: Blob | null;
}

/**
 * POST /api/slides/ and PUT /api/slides/{id}, multipart (title, text, url, published, bg_image,
 * bg_image_data). A PUT without changes still bumps updated_at: the up arrow (spec 2 §2.9).
 */
export const saveSlide = ({ id, fields, image }: SlideSave) => {
  const body = toCatalogFormData(fields as Record<string, unknown>, { bg_image_data: image ?? null });
  return (
    id ? call(slideEndpoints.update, { params: { id }, body }) : call(slideEndpoints.create, { body })
  ).then((data) => data.slide);
};

export const useSaveSlide = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSlide,
    meta: adminMeta,
    onSuccess: () => invalidateCatalog(client, 'slides'),
  });
};
