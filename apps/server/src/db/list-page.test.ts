import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase } from '../../test/test-db';
import type { Database } from './client';
import { containsText, keysetBatches, listPage } from './list-page';
import { categories } from '../modules/catalog';

/** listPage and keysetBatches on a real database (categories: id, name, updated_at). */
describe('list helpers', () => {
  let database: Database;
  const sortMap = { name: categories.name, updated_at: categories.updated_at };
  beforeAll(async () => {
    database = await createTestDatabase();
    // 23 rows, all with the same timestamp and only three distinct names: the id decides.
    await database.db.execute(sql`
      INSERT INTO categories (name, updated_at)
      SELECT CASE n % 3 WHEN 0 THEN 'Dramat' WHEN 1 THEN 'Komedia' ELSE 'Opera 100%_' END, TIMESTAMPTZ '2026-01-01 10:00+00'
      FROM generate_series(1, 23) AS n`);
  });
  afterAll(() => database.close());

  const page = (
    page: number,
    pageSize: number,
    sort: 'name' | 'updated_at' = 'updated_at',
    dir: 'asc' | 'desc' = 'desc',
  ) =>
    listPage(
      database.db,
      { table: categories, sortMap, tiebreaker: categories.id },
      { page, pageSize, sort, dir },
    );

  it('pages through equal sort values without overlap or gaps, thanks to the id tiebreaker', async () => {
    const seen: number[] = [];
    for (let p = 1; p <= 5; p += 1) {
      const { items, total } = await page(p, 5, 'name', 'asc');
      expect(total).toBe(23);
      seen.push(...items.map((row) => row.id));
    }
    expect(seen).toHaveLength(23);
    expect(new Set(seen).size).toBe(23);
    const desc = await page(1, 5);
    expect(desc.items.map((row) => row.id)).toEqual(
      [...desc.items.map((row) => row.id)].sort((a, b) => b - a),
    );
  });

  it('knows the total from a short page, counts for a full or empty one', async () => {
    expect((await page(1, 50)).total).toBe(23);
    expect((await page(3, 10)).items).toHaveLength(3);
    expect(await page(99, 10)).toEqual({ items: [], total: 23 });
  });

  it('filters with bound text: % and _ in the search are literal', async () => {
    const where = containsText(categories.name, '100%_');
    const result = await listPage(
      database.db,
      { table: categories, where, sortMap, tiebreaker: categories.id },
      { page: 1, pageSize: 50, sort: 'name', dir: 'asc' },
    );
    expect(result.total).toBe(8);
    const none = containsText(categories.name, "'; drop table categories; --");
    expect(
      (
        await listPage(
          database.db,
          { table: categories, where: none, sortMap, tiebreaker: categories.id },
          { page: 1, pageSize: 10, sort: 'name', dir: 'asc' },
        )
      ).total,
    ).toBe(0);
  });

  it('runs inside a caller’s transaction', async () => {
    const total = await database.db.transaction(async (tx) => {
      await tx.insert(categories).values({ name: 'Nowa' });
      return (
        await listPage(
          tx,
          { table: categories, where: eq(categories.name, 'Nowa'), sortMap, tiebreaker: categories.id },
          { page: 1, pageSize: 10, sort: 'name', dir: 'asc' },
        )
      ).total;
    });
    expect(total).toBe(1);
    await database.db.delete(categories).where(eq(categories.name, 'Nowa'));
  });

  it('reads every row in key order, batch by batch, both ways', async () => {
    const batches: number[][] = [];
    for await (const batch of keysetBatches(database.db, {
      table: categories,
      key: categories.id,
      batchSize: 5,
    }))
      batches.push(batch.map((row) => row.id));
    expect(batches.map((batch) => batch.length)).toEqual([5, 5, 5, 5, 3]);
    const ids = batches.flat();
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const down: number[] = [];
    for await (const batch of keysetBatches(database.db, {
      table: categories,
      key: categories.id,
      dir: 'desc',
      batchSize: 23,
      where: containsText(categories.name, 'Dramat'),
    })) {
      down.push(...batch.map((row) => row.id));
    }
    expect(down).toHaveLength(7);
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });
});
