import { fromGrosze, SEARCH_SNIPPET_LENGTH, type SearchResponse } from '@scena/shared';
import type { AppContext } from '../../context';
import { searchWords } from '../../db/search-text';
import { plainText } from '../../lib/plain-text';
import { catalogSearchRepository, type CatalogHit } from '../catalog';
import { searchPages } from '../content';

/** At most this many hits per section: a search page, not an export. */
export const SEARCH_SECTION_LIMIT = 50;

/**
 * GET /api/search/all (spec 1 §2, §7): videos, events and pages, each hit with its id, title, slug
 * (the id when the slug is empty) and its text without HTML cut to 200 characters. Never media.
 */
export const createSearchService = (ctx: Pick<AppContext, 'db'>) => ({
  async all(search: string): Promise<SearchResponse> {
    const words = searchWords(search);
    if (words.length === 0) return { videos: [], events: [], pages: [] };
    const [videos, events, pages] = await Promise.all([
      catalogSearchRepository.videos(ctx.db, words, SEARCH_SECTION_LIMIT),
      catalogSearchRepository.events(ctx.db, words, SEARCH_SECTION_LIMIT),
      searchPages(ctx.db, words, SEARCH_SECTION_LIMIT),
    ]);
    const item = (hit: CatalogHit) => ({
      id: hit.id,
      title: hit.title,
      slug: hit.slug || String(hit.id),
      description: plainText(hit.text, SEARCH_SNIPPET_LENGTH),
      price: fromGrosze(hit.price_grosze),
      image: hit.image,
      date: hit.date_from,
      time: hit.time_from,
    });
    return {
      videos: videos.map(item),
      events: events.map(item),
      pages: pages.map((hit) => ({
        id: hit.id,
        title: hit.title,
        slug: hit.slug,
        content: plainText(hit.text, SEARCH_SNIPPET_LENGTH),
      })),
    };
  },
});
