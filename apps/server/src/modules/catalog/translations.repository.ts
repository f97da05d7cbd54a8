import { asc, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';

/** What every translation table has: an id, an owner id column and a language code. */
type TranslationTable = PgTable & { id: PgColumn; language_code: PgColumn };

/**
 * One repository shape for the four translation tables (video, event, category, slide). The
 * (owner, language) pair is unique in each table; the service maps that violation to a message.
 */
export const translationStore = <Row extends { id: number; language_code: string }, Insert extends Record<string, unknown>>(
  table: TranslationTable,
  owner: PgColumn,
) => ({
  async listFor(db: DbOrTx, ownerIds: readonly number[]): Promise<Row[]> {
    if (ownerIds.length === 0) return [];
    return (await db.select().from(table).where(inArray(owner, [...ownerIds])).orderBy(asc(table.language_code), asc(table.id))) as Row[];
  },
  async get(db: DbOrTx, id: number): Promise<Row | null> {
    const [row] = (await db.select().from(table).where(eq(table.id, id)).limit(1)) as Row[];
    return row ?? null;
  },
  async insert(db: DbOrTx, values: Insert): Promise<Row> {
    const [row] = (await db.insert(table).values(values as never).returning()) as Row[];
    return row!;
  },
  async update(db: DbOrTx, id: number, values: Partial<Insert>): Promise<Row | null> {
    if (Object.keys(values).length === 0) return this.get(db, id);
    const [row] = (await db.update(table).set(values as never).where(eq(table.id, id)).returning()) as Row[];
    return row ?? null;
  },
  async remove(db: DbOrTx, id: number): Promise<Row | null> {
    const [row] = (await db.delete(table).where(eq(table.id, id)).returning()) as Row[];
    return row ?? null;
  },
});

/** Groups rows by their owner id. */
export const groupBy = <T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> => {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
};
