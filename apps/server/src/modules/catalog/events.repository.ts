import { and, asc, eq, gte, inArray, like, lte, sql, type SQL } from 'drizzle-orm';
import type { ListPaging } from '@scena/shared';
import type { DbOrTx } from '../../db/client';
import { listPage } from '../../db/list-page';
import { events, type EventRow, type NewEventRow } from './events.table';

export interface EventFilter {
  /** Calendar days; events overlapping [from, to] are listed. */
  from: string;
  to?: string;
  videoId?: number;
  isFestival?: boolean;
  /** Published and not hidden from the home page (non-admins, or dashboard=true). */
  viewerRules: boolean;
}

const filterWhere = (filter: EventFilter): SQL | undefined => {
  const conditions: (SQL | undefined)[] = [gte(events.date_to, filter.from)];
  if (filter.to) conditions.push(lte(events.date_from, filter.to));
  if (filter.videoId) conditions.push(eq(events.video_id, filter.videoId));
  if (filter.isFestival !== undefined) conditions.push(eq(events.is_festival, filter.isFestival));
  if (filter.viewerRules) conditions.push(eq(events.published, true), eq(events.dashboard_hidden, false));
  return and(...conditions);
};

/** The admin list's sort fields (EVENT_SORT_FIELDS) → columns; the helper adds the id tiebreaker. */
const EVENT_SORT = {
  date_from: [events.date_from, events.time_from],
  title: events.title,
  price: events.price_grosze,
} as const;

export const eventsRepository = {
  list(db: DbOrTx, filter: EventFilter): Promise<EventRow[]> {
    return db
      .select()
      .from(events)
      .where(filterWhere(filter))
      .orderBy(asc(events.date_from), asc(events.time_from), asc(events.id));
  },
  page(db: DbOrTx, filter: EventFilter, paging: ListPaging<keyof typeof EVENT_SORT>) {
    return listPage(
      db,
      { table: events, where: filterWhere(filter), sortMap: EVENT_SORT, tiebreaker: events.id },
      paging,
    );
  },
  async get(db: DbOrTx, id: number): Promise<EventRow | null> {
    const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
    return row ?? null;
  },
  async getBySlug(db: DbOrTx, slug: string): Promise<EventRow | null> {
    const [row] = await db.select().from(events).where(eq(events.slug, slug)).limit(1);
    return row ?? null;
  },
  async exists(db: DbOrTx, id: number): Promise<boolean> {
    const [row] = await db.select({ id: events.id }).from(events).where(eq(events.id, id)).limit(1);
    return !!row;
  },
  async slugsLike(db: DbOrTx, prefix: string): Promise<Set<string>> {
    const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await db.select({ slug: events.slug }).from(events).where(like(events.slug, pattern));
    return new Set(rows.map((row) => row.slug));
  },
  async insert(db: DbOrTx, values: NewEventRow): Promise<EventRow> {
    const [row] = await db.insert(events).values(values).returning();
    return row!;
  },
  async update(db: DbOrTx, id: number, values: Partial<NewEventRow>): Promise<EventRow | null> {
    const [row] = await db
      .update(events)
      .set({ ...values, updated_at: sql`now()` })
      .where(eq(events.id, id))
      .returning();
    return row ?? null;
  },
  async remove(db: DbOrTx, id: number): Promise<EventRow | null> {
    const [row] = await db.delete(events).where(eq(events.id, id)).returning();
    return row ?? null;
  },
  async getMany(db: DbOrTx, ids: readonly number[]): Promise<EventRow[]> {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(events)
      .where(inArray(events.id, [...ids]));
  },
};
