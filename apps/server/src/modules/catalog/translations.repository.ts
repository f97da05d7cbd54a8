import { asc, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { slideTranslations, type SlideTranslationRow } from './slides.table';
import {
  categoryTranslations,
  eventTranslations,
  videoTranslations,
  type CategoryTranslationRow,
  type EventTranslationRow,
  type VideoTranslationRow,
} from './translations.table';

/** What every translation table has: an id, an owner id column and a language code. */
type TranslationTable = PgTable & { id: PgColumn; language_code: PgColumn };
/**
 * A row to write, as drizzle types it for any translation table: column name → value. The service
 * sanitises a body its endpoint's schema already validated for the kind, so the columns are right.
 */
export type TranslationValues = PgInsertValue<TranslationTable>;

export interface TranslationRowBase {
  id: number;
  language_code: string;
}

/**
 * One repository shape for the four translation tables (video, event, category, slide). The
 * (owner, language) pair is unique in each table; the service maps that violation to a message.
 */
const translationRepository = <Row extends TranslationRowBase>(table: TranslationTable, owner: PgColumn) => ({
  async listFor(db: DbOrTx, ownerIds: readonly number[]): Promise<Row[]> {
    if (ownerIds.length === 0) return [];
    return (await db
      .select()
      .from(table)
      .where(inArray(owner, [...ownerIds]))
      .orderBy(asc(table.language_code), asc(table.id))) as unknown as Row[];
  },
  async get(db: DbOrTx, id: number): Promise<Row | null> {
    const [row] = (await db.select().from(table).where(eq(table.id, id)).limit(1)) as unknown as Row[];
    return row ?? null;
  },
  async insert(db: DbOrTx, values: TranslationValues): Promise<Row> {
    const [row] = (await db.insert(table).values(values).returning()) as unknown as Row[];
    return row!;
  },
  async update(db: DbOrTx, id: number, values: PgUpdateSetSource<TranslationTable>): Promise<Row | null> {
    if (Object.keys(values).length === 0) return this.get(db, id);
    const [row] = (await db
      .update(table)
      .set(values)
      .where(eq(table.id, id))
      .returning()) as unknown as Row[];
    return row ?? null;
  },
  async remove(db: DbOrTx, id: number): Promise<Row | null> {
    const [row] = (await db.delete(table).where(eq(table.id, id)).returning()) as unknown as Row[];
    return row ?? null;
  },
});

export type TranslationRepository<Row extends TranslationRowBase> = ReturnType<
  typeof translationRepository<Row>
>;

export const videoTranslationsRepository = translationRepository<VideoTranslationRow>(
  videoTranslations,
  videoTranslations.video_id,
);
export const eventTranslationsRepository = translationRepository<EventTranslationRow>(
  eventTranslations,
  eventTranslations.event_id,
);
export const categoryTranslationsRepository = translationRepository<CategoryTranslationRow>(
  categoryTranslations,
  categoryTranslations.category_id,
);
export const slideTranslationsRepository = translationRepository<SlideTranslationRow>(
  slideTranslations,
  slideTranslations.slide_id,
);
