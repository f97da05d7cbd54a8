import {
  eventState,
  fromGrosze,
  type CatalogEvent,
  type EventTranslation,
  type ItemAccess,
} from '@scena/shared';
import type { DbOrTx } from '../../db/client';
import type { GalleryRef } from '@scena/shared';
import { groupBy } from '../../lib/group-by';
import type { EventRow } from './events.table';
import { loadGalleryRefs } from './taxonomy.presenter';
import { eventTranslationsRepository, videoTranslationsRepository } from './translations.repository';
import type { EventTranslationRow, VideoTranslationRow } from './translations.table';
import { toVideoTranslation } from './video.presenter';
import { videosRepository } from './videos.repository';
import type { VideoRow } from './videos.table';

/** Row → API shape of events (with what they take from their video) and their translations. */

export const toEventTranslation = (row: EventTranslationRow): EventTranslation => ({
  id: row.id,
  event_id: row.event_id,
  language_code: row.language_code,
  title: row.title,
  subtitle: row.subtitle,
});

/**
 * Tickets still for sale: the limit minus the tickets held (sold, or reserved by an unpaid order
 * inside its window), never below 0; null = unlimited. The live count comes from the orders
 * module (ticket_stock); the limit itself when it has none yet.
 */
export const ticketsLeft = (limit: number | null, live: number | undefined): number | null =>
  limit === null ? null : Math.max(0, live ?? limit);

export interface EventExtras {
  videos: Map<number, VideoRow>;
  galleries: Map<number, GalleryRef>;
  videoTranslations: Map<number, VideoTranslationRow[]>;
  translations: Map<number, EventTranslationRow[]>;
}

export const loadEventExtras = async (db: DbOrTx, rows: readonly EventRow[]): Promise<EventExtras> => {
  const videoIds = [...new Set(rows.map((row) => row.video_id))];
  const [videos, videoTranslations, translations] = await Promise.all([
    videosRepository.getMany(db, videoIds),
    videoTranslationsRepository.listFor(db, videoIds),
    eventTranslationsRepository.listFor(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  const galleries = await loadGalleryRefs(
    db,
    [...videos.values()].map((video) => video.gallery_id),
  );
  return {
    videos,
    galleries,
    videoTranslations: groupBy(videoTranslations, (row) => row.video_id),
    translations: groupBy(translations, (row) => row.event_id),
  };
};

/**
 * The API shape of an event (spec 1 §3, spec 2 §3): its own fields, what it takes from its video,
 * its availability in Europe/Warsaw and the viewer's access. What is sold only when the access
 * decision says the viewer may watch now (`access.can_watch`).
 */
export const toEventDto = (
  row: EventRow,
  extras: EventExtras,
  access: ItemAccess,
  now: Date = new Date(),
  live?: number,
): CatalogEvent => {
  const withMedia = access.can_watch;
  const video = extras.videos.get(row.video_id);
  const state = eventState(row, now);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    event_price: fromGrosze(row.price_grosze),
    date_from: row.date_from,
    date_to: row.date_to,
    time_from: row.time_from,
    time_to: row.time_to,
    full_day: row.full_day,
    hide_time_to: row.hide_time_to,
    published: row.published,
    video_id: row.video_id,
    available_tickets: row.available_tickets,
    ticketsLeft: ticketsLeft(row.available_tickets, live),
    is_festival: row.is_festival,
    dashboard_hidden: row.dashboard_hidden,
    enable_tickets: row.enable_tickets,
    enable_codes: row.enable_codes,
    share_teatrlink: row.share_teatrlink,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    translations: (extras.translations.get(row.id) ?? []).map(toEventTranslation),
    description: video?.description ?? null,
    additional_desc: video?.additional_desc ?? null,
    duration: video?.duration ?? null,
    age_restriction: video?.age_restriction ?? null,
    teaser_link: video?.teaser_link ?? null,
    image_link: video?.image_link ?? null,
    thumb_link: video?.thumb_link ?? null,
    gallery: video?.gallery_id ? (extras.galleries.get(video.gallery_id) ?? null) : null,
    restricted_access: (video?.restricted_access ?? 'any') as CatalogEvent['restricted_access'],
    tickets_expiration_time: video?.tickets_expiration_time ?? null,
    videoTranslations: (extras.videoTranslations.get(row.video_id) ?? []).map((t) =>
      toVideoTranslation(t, withMedia),
    ),
    available: state.available,
    time_status: state.status,
    next_change: state.nextChange ? state.nextChange.toISOString() : null,
    ...access,
    ...(withMedia
      ? {
          video_link: video?.video_link ?? null,
          accessibility_video: video?.accessibility_video ?? null,
          autodesc_video: video?.autodesc_video ?? null,
          vimeo_chat: row.vimeo_chat,
        }
      : {}),
  };
};
