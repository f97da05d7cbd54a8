import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { ListPaging, NamedSortField } from '@scena/shared';
import type { DbOrTx } from '../../db/client';
import { containsText, listPage } from '../../db/list-page';
import {
  categories,
  galleries,
  galleryImages,
  type CategoryRow,
  type GalleryImageRow,
  type GalleryRow,
} from './taxonomy.table';
import { videoCategories, videos } from './videos.table';
import { groupBy } from '../../lib/group-by';

/**
 * Names are unique per table without regard to case. The check and the write run in one
 * transaction holding this table's advisory lock, so two saves of one new name cannot both pass.
 */
const lockNames = async (db: DbOrTx, table: 'categories' | 'galleries'): Promise<void> => {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`scena:${table}.name`}))`);
};
const nameTaken = async (
  db: DbOrTx,
  table: typeof categories | typeof galleries,
  name: string,
  exceptId?: number,
): Promise<boolean> => {
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        sql`lower(${table.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(table.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
};

/** Categories and galleries. Lists are newest-updated first (the "up arrow" re-saves). */
export const categoriesRepository = {
  lockNames: (db: DbOrTx) => lockNames(db, 'categories'),
  nameTaken: (db: DbOrTx, name: string, exceptId?: number) => nameTaken(db, categories, name, exceptId),
  list: (db: DbOrTx): Promise<CategoryRow[]> =>
    db.select().from(categories).orderBy(desc(categories.updated_at), desc(categories.id)),
  page: (db: DbOrTx, q: string | undefined, paging: ListPaging<NamedSortField>) =>
    listPage(
      db,
      {
        table: categories,
        where: q ? containsText(categories.name, q) : undefined,
        sortMap: { updated_at: categories.updated_at, name: categories.name },
        tiebreaker: categories.id,
      },
      paging,
    ),
  async get(db: DbOrTx, id: number): Promise<CategoryRow | null> {
    const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
    return row ?? null;
  },
  async insert(db: DbOrTx, name: string): Promise<CategoryRow> {
    const [row] = await db.insert(categories).values({ name }).returning();
    return row!;
  },
  /** Always bumps updated_at, even when the name is unchanged: that is how a category moves up. */
  async update(db: DbOrTx, id: number, name: string): Promise<CategoryRow | null> {
    const [row] = await db
      .update(categories)
      .set({ name, updated_at: sql`now()` })
      .where(eq(categories.id, id))
      .returning();
    return row ?? null;
  },
  async remove(db: DbOrTx, id: number): Promise<CategoryRow | null> {
    const [row] = await db.delete(categories).where(eq(categories.id, id)).returning();
    return row ?? null;
  },
  async existingIds(db: DbOrTx, ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ id: categories.id })
      .from(categories)
      .where(inArray(categories.id, [...ids]));
    return new Set(rows.map((row) => row.id));
  },
  /** Video ids per category; `videoFilter` limits them to what the caller may list. */
  async videoIds(
    db: DbOrTx,
    categoryIds: readonly number[],
    videoFilter?: SQL,
  ): Promise<Map<number, number[]>> {
    if (categoryIds.length === 0) return new Map();
    const rows = await db
      .select({ category_id: videoCategories.category_id, video_id: videoCategories.video_id })
      .from(videoCategories)
      .innerJoin(videos, eq(videos.id, videoCategories.video_id))
      .where(and(inArray(videoCategories.category_id, [...categoryIds]), videoFilter))
      .orderBy(asc(videoCategories.video_id));
    const grouped = groupBy(rows, (row) => row.category_id);
    return new Map([...grouped].map(([id, list]) => [id, list.map((row) => row.video_id)]));
  },
};

export const galleriesRepository = {
  lockNames: (db: DbOrTx) => lockNames(db, 'galleries'),
  nameTaken: (db: DbOrTx, name: string, exceptId?: number) => nameTaken(db, galleries, name, exceptId),
  list: (db: DbOrTx): Promise<GalleryRow[]> =>
    db.select().from(galleries).orderBy(desc(galleries.updated_at), desc(galleries.id)),
  page: (db: DbOrTx, q: string | undefined, paging: ListPaging<NamedSortField>) =>
    listPage(
      db,
      {
        table: galleries,
        where: q ? containsText(galleries.name, q) : undefined,
        sortMap: { updated_at: galleries.updated_at, name: galleries.name },
        tiebreaker: galleries.id,
      },
      paging,
    ),
  async get(db: DbOrTx, id: number): Promise<GalleryRow | null> {
    const [row] = await db.select().from(galleries).where(eq(galleries.id, id)).limit(1);
    return row ?? null;
  },
  async insert(db: DbOrTx, name: string): Promise<GalleryRow> {
    const [row] = await db.insert(galleries).values({ name }).returning();
    return row!;
  },
  async update(db: DbOrTx, id: number, name: string): Promise<GalleryRow | null> {
    const [row] = await db
      .update(galleries)
      .set({ name, updated_at: sql`now()` })
      .where(eq(galleries.id, id))
      .returning();
    return row ?? null;
  },
  async remove(db: DbOrTx, id: number): Promise<GalleryRow | null> {
    const [row] = await db.delete(galleries).where(eq(galleries.id, id)).returning();
    return row ?? null;
  },
  async imagesOf(db: DbOrTx, galleryId: number): Promise<GalleryImageRow[]> {
    return db.select().from(galleryImages).where(eq(galleryImages.gallery_id, galleryId));
  },
  async getMany(db: DbOrTx, ids: readonly number[]): Promise<Map<number, GalleryRow>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select()
      .from(galleries)
      .where(inArray(galleries.id, [...ids]));
    return new Map(rows.map((row) => [row.id, row]));
  },
  async images(db: DbOrTx, galleryIds: readonly number[]): Promise<Map<number, GalleryImageRow[]>> {
    if (galleryIds.length === 0) return new Map();
    const rows = await db
      .select()
      .from(galleryImages)
      .where(inArray(galleryImages.gallery_id, [...galleryIds]))
      .orderBy(asc(galleryImages.id));
    return groupBy(rows, (row) => row.gallery_id);
  },
  async videoIds(db: DbOrTx, galleryIds: readonly number[]): Promise<Map<number, number[]>> {
    if (galleryIds.length === 0) return new Map();
    const rows = await db
      .select({ id: videos.id, gallery_id: videos.gallery_id })
      .from(videos)
      .where(inArray(videos.gallery_id, [...galleryIds]))
      .orderBy(asc(videos.id));
    const grouped = groupBy(rows, (row) => row.gallery_id!);
    return new Map([...grouped].map(([id, list]) => [id, list.map((row) => row.id)]));
  },
  /** Locks the gallery row until the transaction ends (uploads to one gallery queue up); false when missing. */
  async lock(db: DbOrTx, galleryId: number): Promise<boolean> {
    const [gallery] = await db
      .select({ id: galleries.id })
      .from(galleries)
      .where(eq(galleries.id, galleryId))
      .for('update');
    return !!gallery;
  },
  async insertImage(
    db: DbOrTx,
    galleryId: number,
    image: { url: string; thumb_url: string },
  ): Promise<GalleryImageRow> {
    const [row] = await db
      .insert(galleryImages)
      .values({ gallery_id: galleryId, ...image })
      .returning();
    await db
      .update(galleries)
      .set({ updated_at: sql`now()` })
      .where(eq(galleries.id, galleryId));
    return row!;
  },
  async imageCount(db: DbOrTx, galleryId: number): Promise<number> {
    const [held] = await db
      .select({ n: count() })
      .from(galleryImages)
      .where(eq(galleryImages.gallery_id, galleryId));
    return held?.n ?? 0;
  },
  async removeImage(db: DbOrTx, id: number): Promise<GalleryImageRow | null> {
    const [row] = await db.delete(galleryImages).where(eq(galleryImages.id, id)).returning();
    return row ?? null;
  },
};
