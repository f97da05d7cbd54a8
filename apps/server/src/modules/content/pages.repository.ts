import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { pages, type PageRow } from './pages.table';

export const pagesRepository = {
  async findBySlug(db: DbOrTx, slug: string): Promise<PageRow | null> {
    return (await db.select().from(pages).where(eq(pages.slug, slug)).limit(1))[0] ?? null;
  },

  async findById(db: DbOrTx, id: number): Promise<PageRow | null> {
    return (await db.select().from(pages).where(eq(pages.id, id)).limit(1))[0] ?? null;
  },

  /** Saves a page; 'slug_taken' when another page has the slug, null when there is no such page. */
  async update(
    db: DbOrTx,
    id: number,
    values: Pick<PageRow, 'title' | 'content' | 'slug'>,
  ): Promise<PageRow | 'slug_taken' | null> {
    try {
      const [row] = await db
        .update(pages)
        .set({ ...values, updated_at: sql`now()` })
        .where(eq(pages.id, id))
        .returning();
      return row ?? null;
    } catch (error) {
      if (uniqueViolation(error)) return 'slug_taken';
      throw error;
    }
  },
};
