import { z } from 'zod';
import { ORDERS_PAGE_SIZE } from './constants';
import { listQuerySchema, listResponseSchema } from './lists/list-query';
import { ACCESS_REASONS, ACCESS_SOURCES, PLAYBACK_VERSIONS } from './access/reasons';

/**
 * Access (spec 1 §2, §3, §5; media fields are sent exactly when `can_watch`): what an event or video answer says about the viewer's
 * right to watch it, the playback-start call and the account page's access list.
 * The words are in access/reasons.ts; the server's rules in apps/server/src/modules/access.
 */

/** Payment states (spec 1 §4). Orders arrive with purchases; until then paymentStatus is null. */
export const PAYMENT_STATUSES = [
  'NOT_STARTED',
  'UNDEFINED',
  'PENDING',
  'WAITING_FOR_CONFIRMATION',
  'COMPLETED',
  'CANCELED',
  'REFUNDED',
  'WAITING_FOR_REFUND',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const accessReasonSchema = z.enum(ACCESS_REASONS);
export const accessSourceSchema = z.enum(ACCESS_SOURCES);

/**
 * Fields every event and video answer carries (spread into eventSchema and videoSchema), decided
 * per viewer by the server's access module. The media fields (video_link, accessibility_video,
 * autodesc_video, vimeo_chat and those of the translations) are present exactly when `can_watch`.
 * - access: the viewer holds a right to the item (spec's field; buy button shows "access");
 * - can_watch: may watch now (right held, item available, age and country fine);
 * - access_reason: why not can_watch (access/reasons.ts), null when can_watch;
 * - access_source: where the right comes from (admin, premium, free, grant, …), null when none;
 * - countryBlock: the viewer's country may not watch this item (spec's field);
 * - expiration_date: when the access ends (ISO): the ticket's validity from the first playback,
 *   capped at the item's end; before the first playback the item's end; null = no end or no access;
 * - paymentStatus: the viewer's last order's status for the item (null until purchases exist).
 */
export const itemAccessFields = {
  access: z.boolean(),
  can_watch: z.boolean(),
  access_reason: accessReasonSchema.nullable(),
  access_source: accessSourceSchema.nullable(),
  countryBlock: z.boolean(),
  expiration_date: z.string().nullable(),
  paymentStatus: z.enum(PAYMENT_STATUSES).nullable(),
};
export const itemAccessSchema = z.object(itemAccessFields);
export type ItemAccess = z.infer<typeof itemAccessSchema>;

/** `/api/events/:id/playback`, `/api/videos/:id/playback`: the item by numeric id. */
export const playbackParamsSchema = z.object({
  id: z.coerce.number({ error: 'error.not_found' }).int().positive().max(2_147_483_647),
});

/** POST …/playback: which version the player starts (spec 1 §2: standard, pjm, audiodeskrypcja). */
export const playbackStartBody = z.object({ version: z.enum(PLAYBACK_VERSIONS).default('standard') });
export type PlaybackStartBody = z.input<typeof playbackStartBody>;

/**
 * The answer to a playback start: the viewer's access after it (the validity starts at the first
 * playback, so expiration_date may now be set). A refusal is 409 with `type` = the reason and the
 * reason's message; a ban by the IP limit is 401 with `type: 'userBlocked'` (spec 1 §8).
 */
export const playbackStartResponse = z.object({ access: itemAccessSchema });
export type PlaybackStartResponse = z.infer<typeof playbackStartResponse>;

/** One row of the account page's orders section: an item the viewer has access to (spec 1 §2 /konto). */
export const accessEntrySchema = z.object({
  id: z.number(),
  item_type: z.enum(['event', 'video']),
  item_id: z.number(),
  title: z.string(),
  /** For the item's link: /wydarzenie/{slug} or /wideo/{slug} (the id when the slug is empty). */
  slug: z.string(),
  source: accessSourceSchema,
  created_at: z.string(),
  /** Validity end (ISO) once the first playback started it; null = not started or unlimited. */
  expiration_date: z.string().nullable(),
  /** Playback started at least once (spec's `used`). */
  used: z.boolean(),
  views: z.number().int().nonnegative(),
});
export type AccessEntry = z.infer<typeof accessEntrySchema>;

export const ACCESS_LIST_SORT_FIELDS = ['created_at'] as const;
/** GET /api/users/:id/access: newest first, page size 20 (spec 1 §9). */
export const accessListQuerySchema = listQuerySchema({
  sortFields: ACCESS_LIST_SORT_FIELDS,
  defaultSort: { field: 'created_at', dir: 'desc' },
  filters: z.object({}),
  pageSizes: [ORDERS_PAGE_SIZE],
  defaultPageSize: ORDERS_PAGE_SIZE,
});
export const accessListResponseSchema = listResponseSchema('access', accessEntrySchema);
export type AccessListResponse = z.infer<typeof accessListResponseSchema>;

/** What a guest (public preview) gets: no right, nothing to watch, "sign in". Also a test fixture base. */
export const guestItemAccess: ItemAccess = {
  access: false,
  can_watch: false,
  access_reason: 'sign_in',
  access_source: null,
  countryBlock: false,
  expiration_date: null,
  paymentStatus: null,
};
