import type { Slide, SlideTranslation } from '@scena/shared';
import type { SlideRow, SlideTranslationRow } from './slides.table';

/** Row → API shape of slides and their translations. */

export const toSlideTranslation = (row: SlideTranslationRow): SlideTranslation => ({
  id: row.id,
  slide_id: row.slide_id,
  language_code: row.language_code,
  title: row.title,
  text: row.text,
});

export const toSlide = (row: SlideRow, translations: readonly SlideTranslationRow[]): Slide => ({
  id: row.id,
  title: row.title,
  text: row.text,
  url: row.url,
  published: row.published,
  bg_image: row.bg_image,
  weight: row.weight,
  updated_at: row.updated_at.toISOString(),
  translations: translations.filter((t) => t.slide_id === row.id).map(toSlideTranslation),
});
