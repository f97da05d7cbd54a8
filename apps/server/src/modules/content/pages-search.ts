import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { matchesSearch, searchVector } from '../../db/search-text';
import { pages } from './pages.table';

/** Static pages whose title or content hold every word (pages_search_idx; all pages are public). */
export const searchPages = (db: DbOrTx, words: readonly string[], limit: number) =>
  db
    .select({ id: pages.id, title: pages.title, slug: pages.slug, text: pages.content })
    .from(pages)
    .where(matchesSearch(searchVector(pages.title, pages.content), words))
    .orderBy(asc(pages.title), asc(pages.id))
    .limit(limit);
