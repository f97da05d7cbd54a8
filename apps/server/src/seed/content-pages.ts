import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pages } from '../modules/content';
import { SEED_PAGES } from './content-pages.data';

/**
 * Creates the static pages (product content, not demo data) in every environment, at each start.
 * Idempotent: a page whose id or slug exists is left alone, so administrators' edits survive.
 * Returns how many pages were created.
 */
export const seedContentPages = async (db: Db): Promise<number> => {
  const created = await db.insert(pages).values(SEED_PAGES).onConflictDoNothing().returning({ id: pages.id });
  if (created.length > 0) {
    // The ids were given explicitly; move the sequence past them for pages added later.
    await db.execute(
      sql`SELECT setval(pg_get_serial_sequence('pages', 'id'), GREATEST((SELECT max(id) FROM pages), 1))`,
    );
  }
  return created.length;
};
