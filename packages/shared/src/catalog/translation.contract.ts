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

/**
 * The three schemas every kind has, built one way: the POST body is the owner id then the
 * fields; the PUT body the same fields, each optional; a translation as the API returns it is
 * its id, the owner id and the language, then `returned`.
 */
const translationSchemas = <
  Owner extends string,
  Fields extends z.ZodRawShape,
  Returned extends z.ZodRawShape,
>(kind: {
  owner: Owner;
  /** Message key when the owner id is missing. */
  ownerMissing: string;
  fields: Fields;
  returned: Returned;
}) => {
  const ownerInput = { [kind.owner]: idField(kind.ownerMissing) } as Record<
    Owner,
    ReturnType<typeof idField>
  >;
  const ownerOutput = { [kind.owner]: z.number() } as Record<Owner, z.ZodNumber>;
  return {
    create: z.object({ ...ownerInput, ...kind.fields }),
    update: z.object(kind.fields).partial(),
    item: z.object({ id: z.number(), ...ownerOutput, language_code: z.string(), ...kind.returned }),
  };
};

// ---- video ----
const video = translationSchemas({
  owner: 'video_id',
  ownerMissing: 'catalog.validate.video_required',
  fields: {
    language_code: languageCodeField(),
    title: optionalTitle(),
    subtitle: optionalSubtitle(),
    description: htmlField(),
    additional_desc: htmlField(),
    video_link: mediaField(),
    accessibility_video: mediaField(),
    autodesc_video: mediaField(),
    teaser_link: mediaField(),
  },
  returned: {
    title: z.string().nullable(),
    subtitle: z.string().nullable(),
    description: z.string().nullable(),
    additional_desc: z.string().nullable(),
    teaser_link: z.string().nullable(),
    video_link: z.string().nullable().optional(),
    accessibility_video: z.string().nullable().optional(),
    autodesc_video: z.string().nullable().optional(),
  },
});
export const videoTranslationCreateSchema = video.create;
export const videoTranslationUpdateSchema = video.update;
/** The media fields (video_link, accessibility_video, autodesc_video) are present only for callers who may watch. */
export const videoTranslationSchema = video.item;
export type VideoTranslationCreate = z.input<typeof videoTranslationCreateSchema>;
export type VideoTranslationUpdate = z.input<typeof videoTranslationUpdateSchema>;
export type VideoTranslation = z.infer<typeof videoTranslationSchema>;

// ---- event ----
const event = translationSchemas({
  owner: 'event_id',
  ownerMissing: 'catalog.validate.invalid_value',
  fields: { language_code: languageCodeField(), title: optionalTitle(), subtitle: optionalSubtitle() },
  returned: { title: z.string().nullable(), subtitle: z.string().nullable() },
});
export const eventTranslationCreateSchema = event.create;
export const eventTranslationUpdateSchema = event.update;
export const eventTranslationSchema = event.item;
export type EventTranslationCreate = z.input<typeof eventTranslationCreateSchema>;
export type EventTranslationUpdate = z.input<typeof eventTranslationUpdateSchema>;
export type EventTranslation = z.infer<typeof eventTranslationSchema>;

// ---- category ----
const category = translationSchemas({
  owner: 'category_id',
  ownerMissing: 'catalog.validate.invalid_value',
  fields: { language_code: languageCodeField(), name: catalogNameField('catalog.validate.category_name') },
  returned: { name: z.string() },
});
export const categoryTranslationCreateSchema = category.create;
export const categoryTranslationUpdateSchema = category.update;
export const categoryTranslationSchema = category.item;
export type CategoryTranslationCreate = z.input<typeof categoryTranslationCreateSchema>;
export type CategoryTranslationUpdate = z.input<typeof categoryTranslationUpdateSchema>;
export type CategoryTranslation = z.infer<typeof categoryTranslationSchema>;

// ---- slide ----
const slide = translationSchemas({
  owner: 'slide_id',
  ownerMissing: 'catalog.validate.invalid_value',
  fields: { language_code: languageCodeField(), title: optionalTitle(), text: optionalSlideText() },
  returned: { title: z.string().nullable(), text: z.string().nullable() },
});
export const slideTranslationCreateSchema = slide.create;
export const slideTranslationUpdateSchema = slide.update;
export const slideTranslationSchema = slide.item;
export type SlideTranslationCreate = z.input<typeof slideTranslationCreateSchema>;
export type SlideTranslationUpdate = z.input<typeof slideTranslationUpdateSchema>;
export type SlideTranslation = z.infer<typeof slideTranslationSchema>;

/** Kinds of translatable items: the path segment of /api/translations/{kind}. */
export const TRANSLATION_KINDS = ['video', 'event', 'category', 'slide'] as const;
export type TranslationKind = (typeof TRANSLATION_KINDS)[number];
