import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  like,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { ListPaging, VideoSortField } from '@scena/shared';
import type { DbOrTx } from '../../db/client';
import { containsText, listPage } from '../../db/list-page';
import { events } from './events.table';
import { videoCategories, videos, type NewVideoRow, type VideoRow } from './videos.table';
import { groupBy } from '../../lib/group-by';

/**
 * The viewer rules for video lists (spec 3 §2.13): visible, not hidden from the home page, not
 * past end_date. Videos not yet available are listed (the card shows when they start).
 */
export const viewerListedVideo = (): SQL =>
  and(
    eq(videos.visible, true),
    eq(videos.dashboard_hidden, false),
    or(isNull(videos.end_date), gt(videos.end_date, sql`now()`)),
  )!;

export interface VideoFilter {
  viewerRules: boolean;
  categoryId?: number;
  /** Part of the title, subtitle or slug. */
  q?: string;
}

const filterWhere = (db: DbOrTx, options: VideoFilter): SQL | undefined => {
  const conditions: (SQL | undefined)[] = [];
  if (options.viewerRules) conditions.push(viewerListedVideo());
  if (options.categoryId) {
    conditions.push(
      inArray(
        videos.id,
        db
          .select({ id: videoCategories.video_id })
          .from(videoCategories)
          .where(eq(videoCategories.category_id, options.categoryId)),
      ),
    );
  }
  if (options.q)
    conditions.push(
      or(
        containsText(videos.title, options.q),
        containsText(videos.subtitle, options.q),
        containsText(videos.slug, options.q),
      ),
    );
  return and(...conditions);
};

const VIDEO_SORT: Record<VideoSortField, AnyColumn> = {
  added_at: videos.added_at,
  title: videos.title,
  weight: videos.weight,
};

export const videosRepository = {
  async list(db: DbOrTx, options: VideoFilter): Promise<VideoRow[]> {
    return db
      .select()
      .from(videos)
      .where(filterWhere(db, options))
      .orderBy(desc(videos.weight), desc(videos.added_at), desc(videos.id));
  },
  page: (db: DbOrTx, options: VideoFilter, paging: ListPaging<VideoSortField>) =>
    listPage(
      db,
      { table: videos, where: filterWhere(db, options), sortMap: VIDEO_SORT, tiebreaker: videos.id },
      paging,
    ),
  async get(db: DbOrTx, id: number): Promise<VideoRow | null> {
    const [row] = await db.select().from(videos).where(eq(videos.id, id)).limit(1);
    return row ?? null;
  },
  async getBySlug(db: DbOrTx, slug: string): Promise<VideoRow | null> {
    const [row] = await db.select().from(videos).where(eq(videos.slug, slug)).limit(1);
    return row ?? null;
  },
  async getMany(db: DbOrTx, ids: readonly number[]): Promise<Map<number, VideoRow>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select()
      .from(videos)
      .where(inArray(videos.id, [...ids]));
    return new Map(rows.map((row) => [row.id, row]));
  },
  async exists(db: DbOrTx, id: number): Promise<boolean> {
    const [row] = await db.select({ id: videos.id }).from(videos).where(eq(videos.id, id)).limit(1);
    return !!row;
  },
  /** Slugs starting with `prefix` (for picking a free generated slug). */
  async slugsLike(db: DbOrTx, prefix: string): Promise<Set<string>> {
    const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await db.select({ slug: videos.slug }).from(videos).where(like(videos.slug, pattern));
    return new Set(rows.map((row) => row.slug));
  },
  async insert(db: DbOrTx, values: NewVideoRow): Promise<VideoRow> {
    const [row] = await db.insert(videos).values(values).returning();
    return row!;
  },
  /** Updates the given columns (and always updated_at). */
  async update(db: DbOrTx, id: number, values: Partial<NewVideoRow>): Promise<VideoRow | null> {
    const [row] = await db
      .update(videos)
      .set({ ...values, updated_at: sql`now()` })
      .where(eq(videos.id, id))
      .returning();
    return row ?? null;
  },
  /** Replaces the video's categories (run in the caller's transaction with the video write). */
  async setCategories(db: DbOrTx, videoId: number, categoryIds: readonly number[]): Promise<void> {
    await db.delete(videoCategories).where(eq(videoCategories.video_id, videoId));
    if (categoryIds.length > 0)
      await db
        .insert(videoCategories)
        .values(categoryIds.map((category_id) => ({ video_id: videoId, category_id })));
  },
  async remove(db: DbOrTx, id: number): Promise<VideoRow | null> {
    const [row] = await db.delete(videos).where(eq(videos.id, id)).returning();
    return row ?? null;
  },
  async hasEvents(db: DbOrTx, id: number): Promise<boolean> {
    const [row] = await db.select({ id: events.id }).from(events).where(eq(events.video_id, id)).limit(1);
    return !!row;
  },
  async categoryIds(db: DbOrTx, videoIds: readonly number[]): Promise<Map<number, number[]>> {
    if (videoIds.length === 0) return new Map();
    const rows = await db
      .select()
      .from(videoCategories)
      .where(inArray(videoCategories.video_id, [...videoIds]))
      .orderBy(asc(videoCategories.category_id));
    const grouped = groupBy(rows, (row) => row.video_id);
    return new Map([...grouped].map(([id, list]) => [id, list.map((row) => row.category_id)]));
  },
};
