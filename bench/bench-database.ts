import pg from 'pg';
import type { SQL } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config';
import { connectPostgres, openPglite, type Database, type Db } from '../apps/server/src/db/client';

/**
 * A throwaway database for one bench run: an in-memory PGlite (in a thread of its own, as the
 * server opens it, unless SPEED_OFF names pglite-thread), or (with `postgres`) a fresh
 * database on TEST_DATABASE_URL's server, dropped again by `done`. `name` tells the runs apart in
 * pg_stat_activity; `poolSize` is the server's pool as the bench wants it.
 */
export const openBenchDatabase = async (options: {
  postgres: boolean;
  name: string;
  poolSize: number;
}): Promise<{ database: Database; done: () => Promise<void> }> => {
  if (!options.postgres) {
    const thread = !loadConfig().SPEED_OFF.includes('pglite-thread');
    const database = await openPglite(undefined, { thread });
    return { database, done: () => database.close() };
  }
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `scena_bench_${options.name}_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = connectPostgres(target.toString(), options.poolSize);
  return {
    database,
    done: async () => {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
};

/** A raw statement's rows (drizzle types `execute`'s result per driver; both drivers give `rows`). */
export const execute = async (db: Db, query: SQL): Promise<{ rows: unknown[] }> =>
  (await db.execute(query)) as unknown as { rows: unknown[] };
