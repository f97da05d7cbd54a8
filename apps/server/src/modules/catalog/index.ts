/**
 * Catalogue module: videos, events, categories, galleries, slides and their translations. Other
 * modules use only what is exported here (words: CONTEXT.md).
 */
export { catalogRoutes } from './catalog.routes';
export { videos, videoCategories, type VideoRow } from './videos.table';
export { events, type EventRow } from './events.table';
export { categories, galleries, galleryImages } from './taxonomy.table';
export { videoTranslations, eventTranslations, categoryTranslations } from './translations.table';
export { slides, slideTranslations, type SlideRow } from './slides.table';
export { isAdmin } from './media-access';
export { createCatalogAccessItems, catalogRows, catalogStatements } from './access-items';
export { catalogSearchRepository, searchMatchQueries, type CatalogHit } from './search.repository';
