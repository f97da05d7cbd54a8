import { fromGrosze, videoAvailability, type GalleryImage, type GalleryRef, type Video, type VideoTranslation } from '@scena/shared';
import type { DbOrTx } from '../../db/client';
import { galleriesRepository } from './taxonomy.repository';
import type { GalleryImageRow } from './taxonomy.table';
import { translationStore } from './translations.repository';
import { videoTranslations, type VideoTranslationRow } from './translations.table';
import { videosRepository } from './videos.repository';
import type { VideoRow } from './videos.table';

export const videoTranslationStore = translationStore<VideoTranslationRow, typeof videoTranslations.$inferInsert>(
  videoTranslations,
  videoTranslations.video_id,
);

export const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

export const toGalleryImage = (row: GalleryImageRow): GalleryImage => ({ id: row.id, gallery_id: row.gallery_id, url: row.url, thumb_url: row.thumb_url });

/** Galleries as embedded in videos and events, by id. */
export const loadGalleryRefs = async (db: DbOrTx, ids: readonly (number | null)[]): Promise<Map<number, GalleryRef>> => {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const [rows, images] = await Promise.all([galleriesRepository.getMany(db, wanted), galleriesRepository.images(db, wanted)]);
  return new Map([...rows.values()].map((row) => [row.id, { id: row.id, name: row.name, images: (images.get(row.id) ?? []).map(toGalleryImage) }]));
};

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
  ...(withMedia ? { video_link: row.video_link, accessibility_video: row.accessibility_video, autodesc_video: row.autodesc_video } : {}),
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
    loadGalleryRefs(db, rows.map((row) => row.gallery_id)),
    videoTranslationStore.listFor(db, ids),
  ]);
  const byVideo = new Map<number, VideoTranslationRow[]>();
  for (const row of translations) byVideo.set(row.video_id, [...(byVideo.get(row.video_id) ?? []), row]);
  return { categories, galleries, translations: byVideo };
};

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** The API shape of a video (spec 2 §3). Media fields only when `withMedia` (see access.ts canSeeMedia). */
export const toVideoDto = (row: VideoRow, extras: VideoExtras, withMedia: boolean, now: Date = new Date()): Video => ({
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
  translations: (extras.translations.get(row.id) ?? []).map((t) => toVideoTranslation(t, withMedia)),
  available: videoAvailability({ available_from: row.available_from, end_date: row.end_date }, now),
  ...(withMedia ? { video_link: row.video_link, accessibility_video: row.accessibility_video, autodesc_video: row.autodesc_video } : {}),
});
