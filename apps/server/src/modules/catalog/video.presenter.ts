import {
  fromGrosze,
  videoAvailability,
  type GalleryRef,
  type ItemAccess,
  type Video,
  type VideoTranslation,
} from '@scena/shared';
import type { DbOrTx } from '../../db/client';
import { loadGalleryRefs } from './taxonomy.presenter';
import { videoTranslationsRepository } from './translations.repository';
import type { VideoTranslationRow } from './translations.table';
import { videosRepository } from './videos.repository';
import type { VideoRow } from './videos.table';

/** Row → API shape of videos and their translations (spec 2 §3). */

export const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** A video translation; the sold media fields only when the caller may watch. */
export const toVideoTranslation = (row: VideoTranslationRow, withMedia: boolean): VideoTranslation => ({
  id: row.id,
  video_id: row.video_id,
  language_code: row.language_code,
  title: row.title,
  subtitle: row.subtitle,
  description: row.description,
  additional_desc: row.additional_desc,
  teaser_link: row.teaser_link,
  ...(withMedia
    ? {
        video_link: row.video_link,
        accessibility_video: row.accessibility_video,
        autodesc_video: row.autodesc_video,
      }
    : {}),
});

export interface VideoExtras {
  categories: Map<number, number[]>;
  galleries: Map<number, GalleryRef>;
  translations: Map<number, VideoTranslationRow[]>;
}

export const loadVideoExtras = async (db: DbOrTx, rows: readonly VideoRow[]): Promise<VideoExtras> => {
  const ids = rows.map((row) => row.id);
  const [categories, galleries, translations] = await Promise.all([
    videosRepository.categoryIds(db, ids),
    loadGalleryRefs(
      db,
      rows.map((row) => row.gallery_id),
    ),
    videoTranslationsRepository.listFor(db, ids),
  ]);
  const byVideo = new Map<number, VideoTranslationRow[]>();
  for (const row of translations) byVideo.set(row.video_id, [...(byVideo.get(row.video_id) ?? []), row]);
  return { categories, galleries, translations: byVideo };
};

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** The API shape of a video (spec 2 §3) with the viewer's access. Media fields only when `access.can_watch`. */
export const toVideoDto = (
  row: VideoRow,
  extras: VideoExtras,
  access: ItemAccess,
  now: Date = new Date(),
): Video => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  subtitle: row.subtitle,
  description: row.description,
  additional_desc: row.additional_desc,
  teaser_link: row.teaser_link,
  image_link: row.image_link,
  thumb_link: row.thumb_link,
  visible: flag(row.visible),
  dashboard_hidden: flag(row.dashboard_hidden),
  share_teatrlink: flag(row.share_teatrlink),
  age_restriction: row.age_restriction,
  duration: row.duration,
  gallery_id: row.gallery_id,
  gallery: row.gallery_id !== null ? (extras.galleries.get(row.gallery_id) ?? null) : null,
  weight: row.weight,
  available_from: iso(row.available_from),
  end_date: iso(row.end_date),
  added_at: row.added_at.toISOString(),
  video_price: fromGrosze(row.price_grosze),
  restricted_access: row.restricted_access as Video['restricted_access'],
  tickets_expiration_time: row.tickets_expiration_time,
  categories: extras.categories.get(row.id) ?? [],
  translations: (extras.translations.get(row.id) ?? []).map((t) => toVideoTranslation(t, access.can_watch)),
  available: videoAvailability({ available_from: row.available_from, end_date: row.end_date }, now),
  ...access,
  ...(access.can_watch
    ? {
        video_link: row.video_link,
        accessibility_video: row.accessibility_video,
        autodesc_video: row.autodesc_video,
      }
    : {}),
});
