import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pages } from '../modules/content';
import { SEED_PAGES } from './content-pages.data';

/**
 * Creates the static pages (product content, not demo data) in every environment, at each start.
 * Idempotent: a page whose id or slug exists is left alone, so administrators' edits survive.
 * Pages without a fixed id (added after the first installations, whose admins may have used the
 * next ids) take the next free id and are known by their slug. Returns how many pages were created.
 */
export const seedContentPages = async (db: Db): Promise<number> => {
  const fixed = SEED_PAGES.filter((page) => page.id !== undefined);
  const created = await db.insert(pages).values(fixed).onConflictDoNothing().returning({ id: pages.id });
  if (created.length > 0) {
    // The ids were given explicitly; move the sequence past them for pages added later.
    await db.execute(
      sql`SELECT setval(pg_get_serial_sequence('pages', 'id'), GREATEST((SELECT max(id) FROM pages), 1))`,
    );
  }
  const bySlug = SEED_PAGES.filter((page) => page.id === undefined);
  const present = new Set(
    (
      await db
        .select({ slug: pages.slug })
        .from(pages)
        .where(
          inArray(
            pages.slug,
            bySlug.map((page) => page.slug),
          ),
        )
    ).map((row) => row.slug),
  );
  // Asked first so that a restart takes no id from the sequence; a racing instance hits the slug's unique index.
  const missing = bySlug.filter((page) => !present.has(page.slug));
  const added =
    missing.length > 0
      ? await db.insert(pages).values(missing).onConflictDoNothing().returning({ id: pages.id })
      : [];
  return created.length + added.length;
};
