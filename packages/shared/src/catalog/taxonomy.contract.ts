import { z } from 'zod';
import { catalogNameField } from './fields';
import { categoryTranslationSchema } from './translation.contract';

/** Categories (spec 2 §2.7) and galleries (spec 2 §2.8). */

// ---- categories ----
export const categoryBodySchema = z.object({ name: catalogNameField('catalog.validate.category_name') });
export type CategoryBody = z.input<typeof categoryBodySchema>;

/** Lists are sorted by updated_at, newest first; PUT (the "up arrow") bumps updated_at. */
export const categorySchema = z.object({
  id: z.number(),
  name: z.string(),
  updated_at: z.string(),
  /** Ids of the videos in this category (only videos the caller may see). */
  videos: z.array(z.number()),
  translations: z.array(categoryTranslationSchema),
});
export type Category = z.infer<typeof categorySchema>;
export const categoriesResponseSchema = z.object({ categories: z.array(categorySchema) });
export const categoryResponseSchema = z.object({ category: categorySchema });

// ---- galleries ----
export const galleryBodySchema = z.object({ name: catalogNameField('catalog.validate.gallery_name') });
export type GalleryBody = z.input<typeof galleryBodySchema>;

export const galleryImageSchema = z.object({
  id: z.number(),
  gallery_id: z.number(),
  /** The full image (at most 2000 px) and its thumbnail; both /uploads/… addresses. */
  url: z.string(),
  thumb_url: z.string(),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

/** A gallery as embedded in a video or event. */
export const galleryRefSchema = z.object({
  id: z.number(),
  name: z.string(),
  images: z.array(galleryImageSchema),
});
export type GalleryRef = z.infer<typeof galleryRefSchema>;

export const gallerySchema = galleryRefSchema.extend({
  /** Ids of the videos that show this gallery. */
  videos: z.array(z.number()),
  updated_at: z.string(),
});
export type Gallery = z.infer<typeof gallerySchema>;
export const galleriesResponseSchema = z.object({ galleries: z.array(gallerySchema) });
export const galleryResponseSchema = z.object({ gallery: gallerySchema });
/** POST /api/galleries/{id}/images answers the new image and the gallery; DELETE /api/galleryImages/{id} the image. */
export const galleryImageUploadResponseSchema = z.object({
  image: galleryImageSchema,
  gallery: gallerySchema,
});
export const galleryImageResponseSchema = z.object({ image: galleryImageSchema });
/** File part names accepted by POST /api/galleries/{id}/images (one image per request). */
export const GALLERY_IMAGE_FIELDS = ['image', 'file'] as const;
