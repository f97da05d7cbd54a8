import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { ListPaging, SlideSortField } from '@scena/shared';
import type { DbOrTx } from '../../db/client';
import { containsText, listPage } from '../../db/list-page';
import { slides, type SlideRow } from './slides.table';

/** Slides, newest-updated first: re-saving a slide (the up arrow) moves it to the top. */
export const slidesRepository = {
  list(db: DbOrTx, published?: boolean): Promise<SlideRow[]> {
    return db
      .select()
      .from(slides)
      .where(published === undefined ? undefined : eq(slides.published, published))
      .orderBy(desc(slides.updated_at), desc(slides.id));
  },
  page(db: DbOrTx, filter: { published?: boolean; q?: string }, paging: ListPaging<SlideSortField>) {
    const where = and(
      filter.published === undefined ? undefined : eq(slides.published, filter.published),
      filter.q ? or(containsText(slides.title, filter.q), containsText(slides.text, filter.q)) : undefined,
    );
    return listPage(
      db,
      {
        table: slides,
        where,
        sortMap: { updated_at: slides.updated_at, title: slides.title },
        tiebreaker: slides.id,
      },
      paging,
    );
  },
  async get(db: DbOrTx, id: number): Promise<SlideRow | null> {
    const [row] = await db.select().from(slides).where(eq(slides.id, id)).limit(1);
    return row ?? null;
  },
  async insert(db: DbOrTx, values: typeof slides.$inferInsert): Promise<SlideRow> {
    const [row] = await db.insert(slides).values(values).returning();
    return row!;
  },
  /** Always bumps updated_at, even with no change. */
  async update(
    db: DbOrTx,
    id: number,
    values: Partial<typeof slides.$inferInsert>,
  ): Promise<SlideRow | null> {
    const [row] = await db
      .update(slides)
      .set({ ...values, updated_at: sql`now()` })
      .where(eq(slides.id, id))
      .returning();
    return row ?? null;
  },
  async remove(db: DbOrTx, id: number): Promise<SlideRow | null> {
    const [row] = await db.delete(slides).where(eq(slides.id, id)).returning();
    return row ?? null;
  },
  async exists(db: DbOrTx, id: number): Promise<boolean> {
    return !!(await this.get(db, id));
  },
};
