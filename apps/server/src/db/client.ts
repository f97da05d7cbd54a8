import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import * as schema from './schema';
import { guardPglite } from './pglite-guard';
import { pgliteExtensions } from './pglite-extensions';
import { openPgliteThread, type PgliteThread } from './pglite-thread';
import { inProcessExclusive, postgresExclusive, type ExclusiveRunner } from './startup-lock';

export type Schema = typeof schema;
/** The one database type every repository takes; both drivers satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** What `db.transaction(tx => …)` hands over; repositories accept `Db | Tx`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/**
 * The rows of a raw statement (`db.execute(sql…)`), `T` being what it selects: node-postgres and
 * PGlite both answer `{ rows }`, only their declared types differ. One reader for every repository.
 */
export const executeRows = async <T = Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T[]> => {
  const result = (await db.execute(query)) as unknown as { rows?: T[] };
  return result.rows ?? (result as unknown as T[]);
};

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL: the connection string (pg-boss opens a small pool of its own with it). */
  url?: string;
  /** PGlite: the one client, in this thread or its own (pg-boss runs on it through its PGlite adapter). */
  pglite?: PGlite | PgliteThread;
  close(): Promise<void>;
  /**
   * Runs start-up work (migrations, seeding) while holding the project's lock, so instances that
   * start together on one database do it one at a time (startup-lock.ts).
   */
  exclusive: ExclusiveRunner;
}

/** node-postgres returns int8 and numeric as strings; keep numeric as string (money is parsed explicitly). */
pg.types.setTypeParser(20, (value) => Number(value));

export const connectPostgres = (url: string, max = 10): Database => {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client can be cut off by the server (restart, failover, DROP DATABASE … FORCE in tests);
  // without a listener that error would crash the process. The pool replaces the client by itself.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL idle client error: ${error.message}`);
  });
  // A client handed out by the pool (inside a transaction, between two statements) has no pool
  // listener: its 'error' on a cut connection (a restart, a failover) would end the process. With
  // this one the transaction's next statement fails instead (the caller sees and logs that), and
  // the pool drops the client when it is released; an idle client's error is logged above.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    url,
    close: () => pool.end(),
    exclusive: postgresExclusive(url),
  };
};

export const connectPglite = (client: PGlite | PgliteThread): Database => ({
  // The thread's client answers drizzle's calls as PGlite does (pglite-thread.test.ts).
  db: drizzlePglite(guardPglite(client) as PGlite, { schema }) as unknown as Db,
  kind: 'pglite',
  pglite: client,
  close: () => client.close(),
  exclusive: inProcessExclusive(),
});

/** The server's PGlite: in a worker thread (pglite-thread.ts) unless `thread` is false. */
export const openPglite = async (
  dataDir: string | undefined,
  { thread = true }: { thread?: boolean } = {},
): Promise<Database> => {
  if (thread) return connectPglite(await openPgliteThread(dataDir));
  // Options first: `new PGlite(undefined, options)` would drop the options (an in-memory database).
  const client = new PGlite({ dataDir, extensions: pgliteExtensions });
  await client.waitReady;
  return connectPglite(client);
};
