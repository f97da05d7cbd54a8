import { eventEndpoints } from './catalog/event.endpoints';
import { slideEndpoints } from './catalog/slide.endpoints';
import { categoryEndpoints, galleryEndpoints } from './catalog/taxonomy.endpoints';
import { translationsEndpoints } from './catalog/translation.endpoints';
import { videoEndpoints } from './catalog/video.endpoints';

export {
  eventEndpoints,
  slideEndpoints,
  categoryEndpoints,
  galleryEndpoints,
  translationsEndpoints,
  videoEndpoints,
};
export { translationEndpoints, type TranslationEndpoints } from './catalog/translation.endpoints';

/**
 * Every catalogue endpoint (spec 2 §7, spec 3 §7), one group per entity. Public reads declare why
 * they are public; writes and translations are admin-only.
 */
export const catalogEndpoints = {
  videos: videoEndpoints,
  events: eventEndpoints,
  categories: categoryEndpoints,
  galleries: galleryEndpoints,
  slides: slideEndpoints,
  translations: translationsEndpoints,
};
