import type {
  CategoryTranslation,
  CategoryTranslationCreate,
  CategoryTranslationUpdate,
  EventTranslation,
  EventTranslationCreate,
  EventTranslationUpdate,
  SlideTranslation,
  SlideTranslationCreate,
  SlideTranslationUpdate,
  TranslationKind,
  VideoTranslation,
  VideoTranslationCreate,
  VideoTranslationUpdate,
} from '@scena/shared';

/** Per kind of translatable item: its translation row and request bodies (from the contracts). */
export interface TranslationTypes {
  video: { row: VideoTranslation; create: VideoTranslationCreate; update: VideoTranslationUpdate };
  event: { row: EventTranslation; create: EventTranslationCreate; update: EventTranslationUpdate };
  category: { row: CategoryTranslation; create: CategoryTranslationCreate; update: CategoryTranslationUpdate };
  slide: { row: SlideTranslation; create: SlideTranslationCreate; update: SlideTranslationUpdate };
}

/** The owner's collection path segment: /api/{segment}/{id}/translations. */
export const OWNER_SEGMENT: Record<TranslationKind, string> = {
  video: 'videos',
  event: 'events',
  category: 'categories',
  slide: 'slides',
};
