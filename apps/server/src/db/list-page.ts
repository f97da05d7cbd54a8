import {
  and,
  asc,
  count,
  desc,
  getTableColumns,
  gt,
  ilike,
  inArray,
  lt,
  type AnyColumn,
  type InferSelectModel,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ListPaging } from '@scena/shared';
import type { DbOrTx } from './client';
import { inTransaction } from './transaction';

/** What a list may be ordered by: a column, an SQL expression, or several (e.g. date then hour). */
export type SortTarget = AnyColumn | SQL | readonly (AnyColumn | SQL)[];

export interface ListPageSource<T extends PgTable, S extends string> {
  table: T;
  /** The list's filters, built from bound parameters only. */
  where?: SQL;
  /** The allowlist behind the contract's `sortFields`: field name → what ORDER BY uses. */
  sortMap: Record<S, SortTarget>;
  /** A unique, non-null column (the primary key): the last ORDER BY term, so pages never overlap. */
  tiebreaker: AnyColumn;
}

export interface ListPage<Row> {
  items: Row[];
  total: number;
}

/** `column ILIKE '%text%'` with the text's own % and _ taken literally (a bound parameter). */
export const containsText = (column: AnyColumn, text: string): SQL =>
  ilike(column, `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);

/**
 * One page of a list and its total: `ORDER BY <sort>, <tiebreaker> LIMIT/OFFSET` (the page's keys,
 * then its rows), then a
 * `count(*)` only when the page does not already tell the total (a short page on page 1 does).
 * At most two queries whatever the table size, read in one REPEATABLE READ snapshot so the total
 * matches the rows. The count is a separate narrow query rather than `count(*) over ()`: a window
 * count makes PostgreSQL sort every matching row at full width before the LIMIT, while a plain
 * LIMIT sorts top-N (or walks an index).
 */
export const listPage = async <T extends PgTable, S extends string>(
  db: DbOrTx,
  source: ListPageSource<T, S>,
  paging: ListPaging<S>,
): Promise<ListPage<InferSelectModel<T>>> => {
  const run = async (tx: DbOrTx): Promise<ListPage<InferSelectModel<T>>> => {
    const order = paging.dir === 'desc' ? desc : asc;
    const target = source.sortMap[paging.sort];
    const terms = (Array.isArray(target) ? target : [target]) as (AnyColumn | SQL)[];
    const offset = (paging.page - 1) * paging.pageSize;
    const ordering = [...terms.map((term) => order(term)), order(source.tiebreaker)];
    // The page's keys are chosen first, over only the columns the filters and the sort need (often
    // an index's), and only the page's rows are then read whole: sorting every matching row at full
    // width to keep twenty cost more than the rest of the request (orders, bench:sales).
    const pageKeys = tx
      .select({ key: sql`${source.tiebreaker}` })
      .from(source.table as PgTable)
      .where(source.where)
      .orderBy(...ordering)
      .limit(paging.pageSize)
      .offset(offset);
    const items = (await tx
      .select()
      .from(source.table as PgTable)
      .where(inArray(source.tiebreaker, pageKeys))
      .orderBy(...ordering)) as InferSelectModel<T>[];
    // A page neither empty nor full ends the list: the total is known without counting.
    if (items.length > 0 && items.length < paging.pageSize) return { items, total: offset + items.length };
    if (items.length === 0 && offset === 0) return { items, total: 0 };
    const [row] = await tx
      .select({ n: count() })
      .from(source.table as PgTable)
      .where(source.where);
    return { items, total: row?.n ?? 0 };
  };
  // One snapshot for the page and its count (inside a caller's transaction, that one's).
  return inTransaction(db, run, { config: { isolationLevel: 'repeatable read', accessMode: 'read only' } });
};

export interface KeysetSource<T extends PgTable> {
  table: T;
  where?: SQL;
  /** Unique, non-null and indexed (the primary key). */
  key: AnyColumn;
  dir?: 'asc' | 'desc';
  batchSize?: number;
}

/**
 * Every matching row in key order, `batchSize` at a time (`WHERE key > last ORDER BY key LIMIT n`).
 * Each batch is an index range read however deep the export is, and memory holds one batch: what
 * a CSV export of 10^5-10^6 rows streams from. Batches are separate reads, so rows changed during
 * a long export show their newest state.
 */
export async function* keysetBatches<T extends PgTable>(
  db: DbOrTx,
  source: KeysetSource<T>,
): AsyncGenerator<InferSelectModel<T>[]> {
  const size = source.batchSize ?? 1000;
  const descending = source.dir === 'desc';
  // Rows are keyed by the TypeScript property, which may differ from the SQL column name.
  const property =
    Object.entries(getTableColumns(source.table)).find(([, column]) => column === source.key)?.[0] ??
    source.key.name;
  let last: unknown;
  for (;;) {
    const after = last === undefined ? undefined : descending ? lt(source.key, last) : gt(source.key, last);
    const rows = (await db
      .select()
      .from(source.table as PgTable)
      .where(and(source.where, after))
      .orderBy(descending ? desc(source.key) : asc(source.key))
      .limit(size)) as InferSelectModel<T>[];
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    last = (rows[rows.length - 1] as Record<string, unknown>)[property];
  }
}
