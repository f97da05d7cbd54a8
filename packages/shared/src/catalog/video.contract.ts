import { z } from 'zod';
import {
  availabilitySchema,
  dateTimeField,
  flag01,
  htmlField,
  mediaField,
  optionalCount,
  optionalId,
  optionalSubtitle,
  priceField,
  queryFlag,
  requiredMediaField,
  slugField,
  ticketValidityField,
  titleField,
  weightField,
} from './fields';
import { galleryRefSchema } from './taxonomy.contract';
import { videoTranslationSchema } from './translation.contract';
import { itemAccessFields } from '../access.contract';
import { codePriceFields } from '../codes/pricing';

/** Videos on demand (spec 2 §2.1, §3, §5; spec 1 §3; spec 3 §3). */

export const RESTRICTED_ACCESS = ['any', 'poland', 'europe'] as const;
export type RestrictedAccess = (typeof RESTRICTED_ACCESS)[number];

/** Image fields of a video: multipart file parts with these names, and DELETE …/image/{field}. */
export const VIDEO_IMAGE_FIELDS = ['image_link', 'thumb_link'] as const;
export type VideoImageField = (typeof VIDEO_IMAGE_FIELDS)[number];

const videoFields = {
  title: titleField(),
  subtitle: optionalSubtitle(),
  /** Empty: generated from the title (Polish letters transliterated, first 40 characters, made unique). */
  slug: slugField(),
  video_link: requiredMediaField(),
  accessibility_video: mediaField(),
  autodesc_video: mediaField(),
  teaser_link: mediaField(),
  description: htmlField(),
  additional_desc: htmlField(),
  visible: flag01(),
  dashboard_hidden: flag01(),
  share_teatrlink: flag01(),
  age_restriction: optionalCount(),
  duration: optionalCount(),
  gallery_id: optionalId(),
  weight: weightField(),
  available_from: dateTimeField(),
  end_date: dateTimeField(),
  video_price: priceField().optional(),
  restricted_access: z
    .enum(RESTRICTED_ACCESS, { error: 'catalog.validate.restricted_access' })
    .nullable()
    .optional(),
  tickets_expiration_time: ticketValidityField(),
  categories: z
    .array(z.number({ error: 'catalog.validate.invalid_value' }).int().positive().max(2_147_483_647), {
      error: 'catalog.validate.invalid_value',
    })
    .optional(),
};

/** end_date not before available_from (spec 2 §5). Also used by the server on merged updates. */
export const videoDateIssue = (values: {
  available_from?: string | null;
  end_date?: string | null;
}): boolean =>
  !!values.available_from &&
  !!values.end_date &&
  Date.parse(values.end_date) < Date.parse(values.available_from);

const withDateRule = <T extends z.ZodType<{ available_from?: string | null; end_date?: string | null }>>(
  schema: T,
) =>
  schema.superRefine((values, ctx) => {
    if (videoDateIssue(values))
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'catalog.validate.invalid_date' });
  });

/**
 * POST /api/videos/ (multipart form data; files in parts `image_link` and `thumb_link`).
 * Defaults when absent (spec 2 §4): visible 1, weight 0, dashboard_hidden 0, share_teatrlink 0,
 * video_price 0, restricted_access 'any'.
 */
export const videoCreateSchema = withDateRule(z.object(videoFields));
/** PUT /api/videos/{id}: only the fields sent change. */
export const videoUpdateSchema = withDateRule(z.object(videoFields).partial());
export type VideoCreate = z.input<typeof videoCreateSchema>;
export type VideoUpdate = z.input<typeof videoUpdateSchema>;
export type VideoCreateParsed = z.output<typeof videoCreateSchema>;
export type VideoUpdateParsed = z.output<typeof videoUpdateSchema>;

/** How multipart text fields are decoded into the JSON types above (see catalog/form-data.ts). */
export const VIDEO_FORM_KINDS = {
  numbers: ['age_restriction', 'duration', 'gallery_id', 'weight', 'tickets_expiration_time'],
  flags: ['visible', 'dashboard_hidden', 'share_teatrlink'],
  idLists: ['categories'],
} as const;

/**
 * A video as the API returns it. video_link, accessibility_video and autodesc_video (what is sold)
 * are present only when the viewer may watch now (`can_watch`, decided by the access module);
 * teaser_link is public.
 * `visible`, `dashboard_hidden`, `share_teatrlink` are 0/1 as in the spec.
 */
export const videoSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  description: z.string().nullable(),
  additional_desc: z.string().nullable(),
  teaser_link: z.string().nullable(),
  image_link: z.string().nullable(),
  thumb_link: z.string().nullable(),
  visible: z.union([z.literal(0), z.literal(1)]),
  dashboard_hidden: z.union([z.literal(0), z.literal(1)]),
  share_teatrlink: z.union([z.literal(0), z.literal(1)]),
  age_restriction: z.number().nullable(),
  duration: z.number().nullable(),
  gallery_id: z.number().nullable(),
  gallery: galleryRefSchema.nullable(),
  weight: z.number(),
  /** ISO instants; null = no limit. */
  available_from: z.string().nullable(),
  end_date: z.string().nullable(),
  added_at: z.string(),
  video_price: z.number(),
  restricted_access: z.enum(RESTRICTED_ACCESS),
  tickets_expiration_time: z.number().nullable(),
  categories: z.array(z.number()),
  translations: z.array(videoTranslationSchema),
  /** -1 past end_date, 0 before available_from, 1 available (packages/shared/src/time.ts). */
  available: availabilitySchema,
  /** The viewer's access (access.contract.ts): media fields below only when can_watch. */
  ...itemAccessFields,
  /** The viewer's price after their code (codes/pricing.ts). */
  ...codePriceFields,
  video_link: z.string().nullable().optional(),
  accessibility_video: z.string().nullable().optional(),
  autodesc_video: z.string().nullable().optional(),
});
export type Video = z.infer<typeof videoSchema>;

export const videoResponseSchema = z.object({ video: videoSchema });

/**
 * GET /api/videos. Non-admins always get the viewer rules: visible videos only, not past
 * end_date, not dashboard_hidden. Admins get everything unless `dashboard=true` asks for the
 * viewer rules. `category_id` filters by category.
 */
export const videosQuerySchema = z.object({
  dashboard: queryFlag(),
  category_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type VideosQuery = z.input<typeof videosQuerySchema>;

export const videoImageParamsSchema = z.object({
  videoId: z.coerce.number().int().positive().max(2_147_483_647),
  field: z.enum(VIDEO_IMAGE_FIELDS, { error: 'catalog.image.unknown_field' }),
});
