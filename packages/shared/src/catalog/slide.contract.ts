import { z } from 'zod';
import { SLIDE_TEXT_MAX, TITLE_MAX } from '../constants';
import { boolField, missingOr, queryFlag, slideLinkField, weightField } from './fields';
import { slideTranslationSchema } from './translation.contract';

/** Home-page slides (spec 2 §2.9, §5; spec 3 §2.13). */

const slideFields = {
  title: z
    .string(missingOr('catalog.validate.title_required'))
    .trim()
    .min(1, 'catalog.validate.title_required')
    .max(TITLE_MAX, 'form.validate.too_long'),
  text: z
    .string(missingOr('catalog.validate.slide_text_required'))
    .trim()
    .min(1, 'catalog.validate.slide_text_required')
    .max(SLIDE_TEXT_MAX, 'form.validate.too_long'),
  /** Empty, http(s) address, '/path' or '#anchor' (an anchor scrolls, others open a new tab). */
  url: slideLinkField(),
  published: boolField(),
  weight: weightField(),
  /**
   * Send '' to remove the current image; any other text (e.g. the current address sent back) keeps
   * it. A new image comes as the file part `bg_image_data` (or `bg_image`).
   */
  bg_image: z
    .string({ error: 'catalog.validate.invalid_value' })
    .max(1000, 'catalog.validate.too_long')
    .nullable()
    .optional(),
};

/** POST /api/slides/ (multipart or JSON). Defaults: published true, weight 0. */
export const slideCreateSchema = z.object(slideFields);
/** PUT /api/slides/{id}: only the fields sent change; a PUT with no change still moves it to the top. */
export const slideUpdateSchema = z.object(slideFields).partial();
export type SlideCreate = z.input<typeof slideCreateSchema>;
export type SlideUpdate = z.input<typeof slideUpdateSchema>;
export type SlideCreateParsed = z.output<typeof slideCreateSchema>;
export type SlideUpdateParsed = z.output<typeof slideUpdateSchema>;

export const SLIDE_FORM_KINDS = {
  numbers: ['weight'],
  flags: ['published'],
  idLists: [],
} as const;

/** Sorted by updated_at, newest first (the up arrow re-saves a slide to move it to the top). */
export const slideSchema = z.object({
  id: z.number(),
  title: z.string(),
  text: z.string(),
  url: z.string().nullable(),
  published: z.boolean(),
  bg_image: z.string().nullable(),
  weight: z.number(),
  updated_at: z.string(),
  translations: z.array(slideTranslationSchema),
});
export type Slide = z.infer<typeof slideSchema>;
export const slidesResponseSchema = z.object({ slides: z.array(slideSchema) });
export const slideResponseSchema = z.object({ slide: slideSchema });

/** GET /api/slides?published=true. Non-admins always get published slides only. */
export const slidesQuerySchema = z.object({ published: queryFlag() });
