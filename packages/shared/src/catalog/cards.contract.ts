import { z } from 'zod';
import { eventSchema } from './event.contract';
import { eventTranslationSchema, videoTranslationSchema } from './translation.contract';
import { videoSchema } from './video.contract';

/**
 * What a whole-list answer carries per item: the cards of the home page and of `/external_api/*`
 * (spec 3 §3 "Event (cards)", "Video (cards)"), not the full item. `GET /api/events`,
 * `/external_api/events`, `GET /api/videos` and `/external_api/videos` list
 * every current item (1,000 events are 0.9 MB of JSON before compression), and every guest's home
 * downloads them: each byte per item is paid a thousand times per answer. The item's own answer
 * (`/api/events/:id`, …) and the admin pages (`/api/admin/*`) keep every field.
 *
 * Left out of cards, by the spec's card field lists: bookkeeping (created_at, updated_at,
 * added_at, weight, gallery_id), settings only the item page and the admin form use
 * (enable_codes, share_teatrlink, restricted_access, tickets_expiration_time), the item page's
 * countdown (time_status, next_change: a card computes its status with the shared clock), what
 * is sold (media links: a card's watch button opens the item page, which asks for them), and the
 * translation rows' own ids (`id`, and the owner id the card already is). Kept beyond the lists:
 * the viewer's access (spec 2.13's buttons: processing, watch for admins and premium users) and
 * ticketsLeft (spec 3's ticketsAvailable: tickets still for sale).
 *
 * The route's compiled serializer writes only the fields named here (http/response-serializer.ts),
 * so the server's services keep returning whole items and this schema alone decides the answer.
 */

/** A translation on a card: its language and translated texts (spec 1 §3), no row ids, no media. */
export const eventCardTranslationSchema = eventTranslationSchema.omit({ id: true, event_id: true });
export const videoCardTranslationSchema = videoTranslationSchema.omit({
  id: true,
  video_id: true,
  video_link: true,
  accessibility_video: true,
  autodesc_video: true,
});
export type EventCardTranslation = z.infer<typeof eventCardTranslationSchema>;
export type VideoCardTranslation = z.infer<typeof videoCardTranslationSchema>;

/**
 * One event of a list (spec 3 §3 "Event (cards)"; newPrice and usedCode only on a viewer's own cards). The mask's order is
 * the answer's field order (zod's pick), and the order compresses: naming the fields events and
 * videos share once, in front, made the 1,000-event answer 2 % bigger in brotli (18.8 → 19.2 KB),
 * so each list keeps its own order.
 */
export const eventCardSchema = eventSchema
  .pick({
    id: true,
    slug: true,
    title: true,
    subtitle: true,
    description: true,
    additional_desc: true,
    date_from: true,
    date_to: true,
    time_from: true,
    time_to: true,
    full_day: true,
    hide_time_to: true,
    event_price: true,
    enable_tickets: true,
    available_tickets: true,
    ticketsLeft: true,
    published: true,
    dashboard_hidden: true,
    is_festival: true,
    thumb_link: true,
    image_link: true,
    teaser_link: true,
    gallery: true,
    age_restriction: true,
    duration: true,
    available: true,
    video_id: true,
    // The viewer's access (itemAccessFields), paymentStatus included.
    access: true,
    can_watch: true,
    access_reason: true,
    access_source: true,
    countryBlock: true,
    expiration_date: true,
    paymentStatus: true,
    newPrice: true,
    usedCode: true,
  })
  .extend({
    translations: z.array(eventCardTranslationSchema),
    videoTranslations: z.array(videoCardTranslationSchema),
  });
/** An event as a list carries it; a whole CatalogEvent is one too. */
export type CatalogEventCard = z.infer<typeof eventCardSchema>;
export const eventsResponseSchema = z.object({ events: z.array(eventCardSchema) });

/** One video of a list (spec 3 §3 "Video (cards)"; newPrice and usedCode as events). */
export const videoCardSchema = videoSchema
  .pick({
    id: true,
    slug: true,
    title: true,
    subtitle: true,
    description: true,
    additional_desc: true,
    video_price: true,
    available_from: true,
    end_date: true,
    visible: true,
    dashboard_hidden: true,
    categories: true,
    thumb_link: true,
    image_link: true,
    teaser_link: true,
    gallery: true,
    duration: true,
    age_restriction: true,
    available: true,
    access: true,
    can_watch: true,
    access_reason: true,
    access_source: true,
    countryBlock: true,
    expiration_date: true,
    paymentStatus: true,
    newPrice: true,
    usedCode: true,
  })
  .extend({ translations: z.array(videoCardTranslationSchema) });
/** A video as a list carries it; a whole Video is one too. */
export type CatalogVideoCard = z.infer<typeof videoCardSchema>;
export const videosResponseSchema = z.object({ videos: z.array(videoCardSchema) });
