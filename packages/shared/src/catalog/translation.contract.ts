import { z } from 'zod';
import {
  catalogNameField,
  htmlField,
  idField,
  languageCodeField,
  mediaField,
  optionalSlideText,
  optionalSubtitle,
  optionalTitle,
} from './fields';

/**
 * Translations of videos, events, categories and slides (spec 2 §2.4, §2.6, §2.7, §5): one per
 * language per item. POST bodies carry the owner id; PUT bodies the changed fields.
 */

// ---- video ----
const videoTranslationFields = {
  language_code: languageCodeField(),
  title: optionalTitle(),
  subtitle: optionalSubtitle(),
  description: htmlField(),
  additional_desc: htmlField(),
  video_link: mediaField(),
  accessibility_video: mediaField(),
  autodesc_video: mediaField(),
  teaser_link: mediaField(),
};
export const videoTranslationCreateSchema = z.object({
  video_id: idField('catalog.validate.video_required'),
  ...videoTranslationFields,
});
export const videoTranslationUpdateSchema = z.object(videoTranslationFields).partial();
export type VideoTranslationCreate = z.input<typeof videoTranslationCreateSchema>;
export type VideoTranslationUpdate = z.input<typeof videoTranslationUpdateSchema>;

/** The media fields (video_link, accessibility_video, autodesc_video) are present only for callers who may watch. */
export const videoTranslationSchema = z.object({
  id: z.number(),
  video_id: z.number(),
  language_code: z.string(),
  title: z.string().nullable(),
  subtitle: z.string().nullable(),
  description: z.string().nullable(),
  additional_desc: z.string().nullable(),
  teaser_link: z.string().nullable(),
  video_link: z.string().nullable().optional(),
  accessibility_video: z.string().nullable().optional(),
  autodesc_video: z.string().nullable().optional(),
});
export type VideoTranslation = z.infer<typeof videoTranslationSchema>;

// ---- event ----
const eventTranslationFields = {
  language_code: languageCodeField(),
  title: optionalTitle(),
  subtitle: optionalSubtitle(),
};
export const eventTranslationCreateSchema = z.object({
  event_id: idField('catalog.validate.invalid_value'),
  ...eventTranslationFields,
});
export const eventTranslationUpdateSchema = z.object(eventTranslationFields).partial();
export type EventTranslationCreate = z.input<typeof eventTranslationCreateSchema>;
export type EventTranslationUpdate = z.input<typeof eventTranslationUpdateSchema>;
export const eventTranslationSchema = z.object({
  id: z.number(),
  event_id: z.number(),
  language_code: z.string(),
  title: z.string().nullable(),
  subtitle: z.string().nullable(),
});
export type EventTranslation = z.infer<typeof eventTranslationSchema>;

// ---- category ----
const categoryTranslationFields = {
  language_code: languageCodeField(),
  name: catalogNameField('catalog.validate.category_name'),
};
export const categoryTranslationCreateSchema = z.object({
  category_id: idField('catalog.validate.invalid_value'),
  ...categoryTranslationFields,
});
export const categoryTranslationUpdateSchema = z.object(categoryTranslationFields).partial();
export type CategoryTranslationCreate = z.input<typeof categoryTranslationCreateSchema>;
export type CategoryTranslationUpdate = z.input<typeof categoryTranslationUpdateSchema>;
export const categoryTranslationSchema = z.object({
  id: z.number(),
  category_id: z.number(),
  language_code: z.string(),
  name: z.string(),
});
export type CategoryTranslation = z.infer<typeof categoryTranslationSchema>;

// ---- slide ----
const slideTranslationFields = {
  language_code: languageCodeField(),
  title: optionalTitle(),
  text: optionalSlideText(),
};
export const slideTranslationCreateSchema = z.object({
  slide_id: idField('catalog.validate.invalid_value'),
  ...slideTranslationFields,
});
export const slideTranslationUpdateSchema = z.object(slideTranslationFields).partial();
export type SlideTranslationCreate = z.input<typeof slideTranslationCreateSchema>;
export type SlideTranslationUpdate = z.input<typeof slideTranslationUpdateSchema>;
export const slideTranslationSchema = z.object({
  id: z.number(),
  slide_id: z.number(),
  language_code: z.string(),
  title: z.string().nullable(),
  text: z.string().nullable(),
});
export type SlideTranslation = z.infer<typeof slideTranslationSchema>;

// ---- answers ----
export const videoTranslationsResponseSchema = z.object({ translations: z.array(videoTranslationSchema) });
export const videoTranslationResponseSchema = z.object({ translation: videoTranslationSchema });
export const eventTranslationsResponseSchema = z.object({ translations: z.array(eventTranslationSchema) });
export const eventTranslationResponseSchema = z.object({ translation: eventTranslationSchema });
export const categoryTranslationsResponseSchema = z.object({ translations: z.array(categoryTranslationSchema) });
export const categoryTranslationResponseSchema = z.object({ translation: categoryTranslationSchema });
export const slideTranslationsResponseSchema = z.object({ translations: z.array(slideTranslationSchema) });
export const slideTranslationResponseSchema = z.object({ translation: slideTranslationSchema });

/** Kinds of translatable items: the path segment of /api/translations/{kind}. */
export const TRANSLATION_KINDS = ['video', 'event', 'category', 'slide'] as const;
export type TranslationKind = (typeof TRANSLATION_KINDS)[number];
