/**
 * Catalogue module: videos, events, categories, galleries, translations. Other modules use only
 * what is exported here.
 */
export { catalogRoutes } from './catalog.routes';
export { videos, videoCategories, type VideoRow } from './videos.table';
export { events, type EventRow } from './events.table';
export { categories, galleries, galleryImages } from './taxonomy.table';
export { videoTranslations, eventTranslations, categoryTranslations } from './translations.table';
export { canSeeMedia, isAdmin } from './access';
export { videosRepository } from './videos.repository';
export { eventsRepository } from './events.repository';
// Building blocks reused by content/slides (same form, image and translation handling):
export { validationError } from './form';
export { storeFormImages, removeFiles } from './images';
export { translationStore } from './translations.repository';
export { registerTranslationRoutes } from './translations.routes';
export { bothSlashes, type ZodApp } from './routes-util';
