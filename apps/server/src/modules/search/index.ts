/** Search: videos, events and static pages in one call (spec 1 §2, §7). */
export { searchRoutes } from './search.routes';
export { createSearchService, SEARCH_SECTION_LIMIT } from './search.service';
