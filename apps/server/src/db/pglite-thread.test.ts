import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { executeRows, openPglite, type Database } from './client';
import { uniqueViolation } from './errors';
import { runMigrations } from './migrate';
import { pgliteExtensions } from './pglite-extensions';
import { PgliteSelfWaitError } from './pglite-guard';
import { PgliteThread } from './pglite-thread';
import { inTransaction } from './transaction';

/**
 * The server's PGlite in its own thread answers as PGlite in this thread does: the same rows and
 * types through drizzle, the same transactions, the same PostgreSQL error fields. Each case runs
 * on both and compares, so the thread cannot agree with a wrong expectation of its own.
 */
describe('PGlite in a worker thread', () => {
  let dir: string;
  let threaded: Database;
  let inProcess: Database;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'scena-pglite-thread-'));
    threaded = await openPglite(dir);
    inProcess = await openPglite(undefined, { thread: false });
    // The real migrations (pg_trgm included) run through the thread as the server runs them.
    await runMigrations(threaded);
    await runMigrations(inProcess);
    for (const database of [threaded, inProcess])
      await database.db.execute(sql`create table probe (
        id int primary key, name text unique, at timestamptz, day date, price numeric(10,2),
        big bigint, data jsonb, bytes bytea, tags text[], flag boolean)`);
  }, 60_000);
  afterAll(async () => {
    await threaded?.close();
    await inProcess?.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const both = async <T>(work: (database: Database) => Promise<T>): Promise<[T, T]> => [
    await work(threaded),
    await work(inProcess),
  ];

  // pglite-worker.ts names its extensions itself (it imports packages only): this fails when the
  // worker lacks one that pglite-extensions.ts (the in-process clients' list) has.
  it('is the thread client, migrated, with every extension the in-process clients load', async () => {
    expect(threaded.pglite).toBeInstanceOf(PgliteThread);
    const names = Object.keys(pgliteExtensions).sort();
    for (const name of names) await threaded.db.execute(sql.raw(`create extension if not exists ${name}`));
    const [a, b] = await both(({ db }) =>
      executeRows<{ extname: string }>(
        db,
        sql`select extname from pg_extension where extname <> 'plpgsql' order by extname`,
      ),
    );
    expect(a.map((row) => row.extname)).toEqual(names);
    expect(b).toEqual(a);
  });

  it('answers rows of every kind exactly as PGlite in this thread does', async () => {
    const [a, b] = await both(async ({ db }) => {
      await db.execute(sql`insert into probe values (1, 'Łódź ąę', '2026-11-29T20:00:00Z', '2026-11-29',
        12.5, 9007199254740993, ${JSON.stringify({ a: [1, 'ż'] })}::jsonb, '\\x00ff10', '{x,y}', true)`);
      return executeRows(db, sql`select * from probe where id = ${1}`);
    });
    expect(a).toEqual(b);
    expect(a[0]).toMatchObject({ name: 'Łódź ąę', data: { a: [1, 'ż'] }, tags: ['x', 'y'], flag: true });
  });

  it('commits, rolls back and nests savepoints through drizzle', async () => {
    const [a, b] = await both(async ({ db }) => {
      await inTransaction(db, async (tx) => {
        await tx.execute(sql`insert into probe (id, name) values (2, 'kept')`);
        await tx
          .transaction(async (inner) => {
            await inner.execute(sql`insert into probe (id, name) values (3, 'undone')`);
            throw new Error('inner');
          })
          .catch(() => undefined);
      });
      await inTransaction(db, async (tx) => {
        await tx.execute(sql`insert into probe (id, name) values (4, 'rolled back')`);
        throw new Error('outer');
      }).catch(() => undefined);
      return executeRows<{ id: number }>(db, sql`select id from probe where id > 1 order by id`);
    });
    expect(a).toEqual([{ id: 2 }]);
    expect(b).toEqual(a);
  });

  it('serialises concurrent transactions: none of 40 increments is lost', async () => {
    await threaded.db.execute(sql`insert into probe (id, name, big) values (10, 'counter', 0)`);
    await Promise.all(
      Array.from({ length: 40 }, () =>
        inTransaction(threaded.db, async (tx) => {
          const [row] = await executeRows<{ big: number }>(tx, sql`select big from probe where id = 10`);
          await tx.execute(sql`update probe set big = ${Number(row!.big) + 1} where id = 10`);
        }),
      ),
    );
    const [row] = await executeRows<{ big: number }>(threaded.db, sql`select big from probe where id = 10`);
    expect(Number(row!.big)).toBe(40);
  });

  it('carries the PostgreSQL error fields across, and the thread goes on answering', async () => {
    const [a, b] = await both(({ db }) =>
      db.execute(sql`insert into probe (id, name) values (20, 'kept')`).then(
        () => null,
        (error: unknown) => uniqueViolation(error),
      ),
    );
    expect(a).toEqual({ constraint: 'probe_name_key' });
    expect(b).toEqual(a);
    const failedInside = await inTransaction(threaded.db, async (tx) => {
      await tx.execute(sql`select 1/0`);
    }).catch((error: unknown) => (error as { cause?: { code?: string } }).cause?.code);
    expect(failedInside).toBe('22012');
    expect(await executeRows(threaded.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it("answers a transaction's statements without a turn of the event loop (PGlite is held meanwhile)", async () => {
    const turned = await inTransaction(threaded.db, async (tx) => {
      let turn = false;
      setImmediate(() => (turn = true));
      await tx.execute(sql`select 1`);
      await tx.execute(sql`update probe set flag = true where id = 1`);
      await tx.execute(sql`select 2`);
      return turn;
    });
    expect(turned).toBe(false);
    // Outside a transaction a statement is answered by message, and the loop turns meanwhile.
    let turn = false;
    setImmediate(() => (turn = true));
    await threaded.db.execute(sql`select 3`);
    expect(turn).toBe(true);
  });

  it('opens a transaction without a turn of the loop when none is open, and with one when one is', async () => {
    // The first BEGIN is answered at once: PGlite never sits in a transaction waiting for the loop.
    let turn = false;
    setImmediate(() => (turn = true));
    const turnedBefore = await inTransaction(threaded.db, async () => turn);
    expect(turnedBefore).toBe(false);
    // While one is open (it waits for a timer), a second BEGIN must not wait in this thread: the
    // first could never end. Both finish, in order.
    const order: string[] = [];
    const first = inTransaction(threaded.db, async (tx) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.execute(sql`update probe set big = 1 where id = 1`);
      order.push('first');
    });
    const second = inTransaction(threaded.db, async (tx) => {
      await tx.execute(sql`update probe set big = 2 where id = 1`);
      order.push('second');
    });
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'second']);
    const [row] = await executeRows<{ big: string }>(threaded.db, sql`select big from probe where id = 1`);
    expect(Number(row!.big)).toBe(2);
  });

  it('keeps the self-wait guard: the database itself refuses a query inside a transaction', async () => {
    const slip = await inTransaction(threaded.db, () =>
      threaded.db.execute(sql`select 1`).then(
        () => 'answered',
        (error: unknown) => (error as Error).cause,
      ),
    );
    expect(slip).toBeInstanceOf(PgliteSelfWaitError);
  });

  it('refuses a parser that would change values, which could not run in the thread', async () => {
    const client = threaded.pglite as PgliteThread;
    expect(() => client.query('select 1', [], { parsers: { 23: (value) => Number(value) * 2 } })).toThrow(
      /only parsers that keep the text/,
    );
  });

  it('dumps its data directory as a gzip tarball (the backup)', async () => {
    const tarball = await threaded.pglite!.dumpDataDir('gzip');
    const bytes = new Uint8Array(await tarball.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
    expect(bytes.length).toBeGreaterThan(100_000);
  });

  it('fails calls after close instead of hanging, and closes once', async () => {
    const own = await openPglite(undefined);
    await own.close();
    await own.close();
    await expect(executeRows(own.db, sql`select 1`)).rejects.toThrow();
  });
});
