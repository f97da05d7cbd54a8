import { z } from 'zod';
import { listQuerySchema, listResponseSchema } from '../lists/list-query';
import { checkVtt } from './vtt';

/**
 * Hosted videos (spec 2 §2.2, §3, §5, §7, §9): the recordings an admin uploads from the panel,
 * with the same calls whether the provider is the embedded one (`VIDEO_HOST=local`) or Vimeo.
 * A hosted video is named by its provider id, the digits at the end of its uri (`/videos/123`);
 * a video's media field holding only digits plays that hosted video (spec 1 §5).
 */

/** Spec 2 §9: at most 10 GB. */
export const HOSTED_VIDEO_MAX_BYTES = 10 * 1024 ** 3;
/** Spec 2 §5: accepted file extensions (the server also checks the real container after the upload). */
export const HOSTED_VIDEO_EXTENSIONS = ['mp4', 'webm', 'ogg', 'mov', 'avi', 'flv', 'wmv'] as const;
/** Spec 2 §9: tus retry delays, milliseconds (tus-js-client's own default differs). */
export const UPLOAD_RETRY_DELAYS_MS = [0, 3_000, 5_000, 10_000, 20_000] as const;
export const SUBTITLE_NAME_MAX = 100;
/** Pasted VTT text; also below the API's 1 MB body limit. */
export const SUBTITLE_CONTENT_MAX = 900_000;
export const HOSTED_VIDEO_NAME_MAX = 128;

/** NOT_UPLOADED: bytes still missing (resumable); any other status counts as completed (spec 2 §4). */
export const HOSTED_VIDEO_STATUSES = ['NOT_UPLOADED', 'UPLOADED', 'AVAILABLE', 'ERROR'] as const;
export type HostedVideoStatus = (typeof HOSTED_VIDEO_STATUSES)[number];
/** Local provider only: how the upload is prepared for streaming. */
export const PACKAGING_STATES = ['waiting', 'packaging', 'hls', 'progressive', 'failed'] as const;
export type PackagingState = (typeof PACKAGING_STATES)[number];

export const extensionOf = (filename: string): string =>
  /\.([^./\\]+)$/.exec(filename)?.[1]?.toLowerCase() ?? '';
export const isAcceptedVideoFile = (filename: string): boolean =>
  (HOSTED_VIDEO_EXTENSIONS as readonly string[]).includes(extensionOf(filename));

export const hostedVideoIdParams = z.object({
  id: z.string().regex(/^\d{1,18}$/, 'error.not_found'),
});
export const subtitleParams = hostedVideoIdParams.extend({
  trackId: z.string().regex(/^\d{1,18}$/, 'error.not_found'),
});

const nameField = () =>
  z
    .string({ error: 'hosted_video.validate.name_required' })
    .trim()
    .min(1, 'hosted_video.validate.name_required')
    .max(HOSTED_VIDEO_NAME_MAX, 'form.validate.too_long');

export const createUploadBody = z.object({
  name: nameField(),
  size: z
    .number({ error: 'hosted_video.validate.file_required' })
    .int('hosted_video.validate.file_required')
    .positive('hosted_video.validate.file_required')
    .max(HOSTED_VIDEO_MAX_BYTES, 'hosted_video.validate.too_big'),
  /** The chosen file's name: its extension is checked here too (the browser checks it first). */
  filename: z
    .string()
    .max(255, 'form.validate.too_long')
    .refine(isAcceptedVideoFile, 'hosted_video.validate.extension')
    .optional(),
});
export type CreateUploadBody = z.input<typeof createUploadBody>;

export const createUploadResponse = z.object({
  video: z.object({ upload_link: z.string(), uri: z.string() }),
});

export const renameBody = z.object({ name: nameField() });

export const packagingSchema = z.object({
  state: z.enum(PACKAGING_STATES),
  /** 0–100 while packaging. */
  progress: z.number().int().nullable(),
  /** Why playback is progressive or what failed (a message key). */
  note: z.string().nullable(),
});

export const hostedVideoSchema = z.object({
  id: z.string(),
  uri: z.string(),
  name: z.string(),
  status: z.enum(HOSTED_VIDEO_STATUSES),
  upload_link: z.string().nullable(),
  size: z.number(),
  created_at: z.string(),
  packaging: packagingSchema.nullable(),
});
export type HostedVideo = z.infer<typeof hostedVideoSchema>;
export const hostedVideoResponse = z.object({ video: hostedVideoSchema });

export const HOSTED_VIDEO_SORT_FIELDS = ['created_at', 'name'] as const;
export type HostedVideoSortField = (typeof HOSTED_VIDEO_SORT_FIELDS)[number];
export const hostedVideosListQuery = listQuerySchema({
  sortFields: HOSTED_VIDEO_SORT_FIELDS,
  defaultSort: { field: 'created_at', dir: 'desc' },
  filters: z.object({ q: z.string().trim().max(100, 'form.validate.too_long').optional() }),
});
export const hostedVideosPage = listResponseSchema('videos', hostedVideoSchema);

export const subtitleSchema = z.object({
  id: z.string(),
  uri: z.string(),
  name: z.string(),
  language: z.string(),
});
export type Subtitle = z.infer<typeof subtitleSchema>;
export const subtitlesResponse = z.object({ subtitles: z.object({ data: z.array(subtitleSchema) }) });
export const subtitleResponse = z.object({ subtitle: subtitleSchema });

export const createSubtitleBody = z.object({
  name: z
    .string({ error: 'hosted_video.validate.subtitle_name_required' })
    .trim()
    .min(1, 'hosted_video.validate.subtitle_name_required')
    .max(SUBTITLE_NAME_MAX, 'form.validate.too_long'),
  language: z
    .string()
    .trim()
    .regex(/^[a-z]{2}$/, 'hosted_video.validate.language')
    .default('pl'),
  subtitleContent: z
    .string({ error: 'hosted_video.validate.vtt_required' })
    .min(1, 'hosted_video.validate.vtt_required')
    .max(SUBTITLE_CONTENT_MAX, 'hosted_video.validate.vtt_too_long')
    .superRefine((value, ctx) => {
      const problem = value.trim() ? checkVtt(value) : null;
      if (problem)
        ctx.addIssue({
          code: 'custom',
          message: `hosted_video.validate.vtt_${problem.reason}`,
          params: { line: problem.line },
        });
    }),
});
export type CreateSubtitleBody = z.input<typeof createSubtitleBody>;

export const deletedResponse = z.object({ deleted: z.boolean() });

/** How the viewer's player plays a hosted video: a signed address and its subtitle tracks. */
export const playbackSchema = z.object({
  kind: z.enum(['hls', 'mp4', 'vimeo']),
  url: z.string(),
  expires_at: z.string(),
  tracks: z.array(z.object({ language: z.string(), name: z.string(), url: z.string() })),
});
export type Playback = z.infer<typeof playbackSchema>;
export const playbackResponse = z.object({ playback: playbackSchema });
