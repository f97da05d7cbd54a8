import type { CategoryTranslation, GalleryImage, GalleryRef } from '@scena/shared';
import type { DbOrTx } from '../../db/client';
import { galleriesRepository } from './taxonomy.repository';
import type { GalleryImageRow } from './taxonomy.table';
import type { CategoryTranslationRow } from './translations.table';

/** Row → API shapes of categories and galleries. */

export const toCategoryTranslation = (row: CategoryTranslationRow): CategoryTranslation => ({
  id: row.id,
  category_id: row.category_id,
  language_code: row.language_code,
  name: row.name,
});

export const toGalleryImage = (row: GalleryImageRow): GalleryImage => ({
  id: row.id,
  gallery_id: row.gallery_id,
  url: row.url,
  thumb_url: row.thumb_url,
});

/** Galleries as embedded in videos and events, by id. */
export const loadGalleryRefs = async (
  db: DbOrTx,
  ids: readonly (number | null)[],
): Promise<Map<number, GalleryRef>> => {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const [rows, images] = await Promise.all([
    galleriesRepository.getMany(db, wanted),
    galleriesRepository.images(db, wanted),
  ]);
  return new Map(
    [...rows.values()].map((row) => [
      row.id,
      { id: row.id, name: row.name, images: (images.get(row.id) ?? []).map(toGalleryImage) },
    ]),
  );
};
