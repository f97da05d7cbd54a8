import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { connectPostgres, executeRows } from './client';
import { inTransaction } from './transaction';

/**
 * The PostgreSQL driver's own behaviour, so it needs a PostgreSQL server: TEST_DATABASE_URL, else
 * the local one (npm test runs this file in its PostgreSQL pass only: postgres-only-suites.ts).
 */
const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

describe('connectPostgres', () => {
  const database = connectPostgres(url, 2);
  const admin = new pg.Client({ connectionString: url });
  afterAll(async () => {
    await database.close();
    await admin.end();
  });

  it('a connection cut inside a transaction (a restart, a failover) fails that transaction, never the process', async () => {
    await admin.connect();
    const uncaught: Error[] = [];
    const onUncaught = (error: Error) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      const cut = inTransaction(database.db, async (tx) => {
        const [row] = await executeRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
        const pid = row!.pid;
        // The server ends this connection while the transaction waits between two statements.
        await admin.query('select pg_terminate_backend($1)', [pid]);
        await new Promise<void>((resolve) => {
          const wait = () =>
            void admin
              .query('select 1 from pg_stat_activity where pid = $1', [pid])
              .then((result) => (result.rowCount === 0 ? resolve() : setImmediate(wait)));
          wait();
        });
        await tx.execute(sql`select 1`);
      });
      await expect(cut).rejects.toThrow();
      expect(uncaught).toEqual([]);
      // The pool drops the dead connection and serves the next caller.
      expect(await executeRows(database.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});
