import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { inTransaction, isTransaction } from './transaction';

/** The transaction idiom on the real database (PGlite, and PostgreSQL in the second pass). */
describe('inTransaction', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.ctx.db.execute(sql`create table tx_probe (id int primary key)`);
  });
  afterAll(() => t.close());

  const ids = async () => {
    const result = (await t.ctx.db.execute(sql`select id from tx_probe order by id`)) as unknown as {
      rows: { id: number }[];
    };
    return result.rows.map((row) => Number(row.id));
  };
  const insert = (db: Parameters<typeof inTransaction>[0], id: number) =>
    db.execute(sql`insert into tx_probe values (${id})`);

  it('commits on success and rolls everything back on failure', async () => {
    await inTransaction(t.ctx.db, async (tx) => {
      expect(isTransaction(tx)).toBe(true);
      await insert(tx, 1);
    });
    await expect(
      inTransaction(t.ctx.db, async (tx) => {
        await insert(tx, 2);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await ids()).toEqual([1]);
  });

  it('a nested call joins the outer transaction: the outer failure undoes the inner work', async () => {
    await expect(
      inTransaction(t.ctx.db, async (outer) => {
        await inTransaction(outer, async (inner) => {
          expect(inner).toBe(outer);
          await insert(inner, 3);
        });
        throw new Error('outer fails');
      }),
    ).rejects.toThrow('outer fails');
    expect(await ids()).toEqual([1]);
  });

  it('a savepoint lets the outer transaction survive the inner failure', async () => {
    await inTransaction(t.ctx.db, async (outer) => {
      await insert(outer, 4);
      await expect(
        inTransaction(
          outer,
          async (inner) => {
            await insert(inner, 5);
            throw new Error('inner fails');
          },
          { savepoint: true },
        ),
      ).rejects.toThrow('inner fails');
      await insert(outer, 6);
    });
    expect(await ids()).toEqual([1, 4, 6]);
  });
});
