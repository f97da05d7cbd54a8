import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type every repository takes; both drivers satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** What `db.transaction(tx => …)` hands over; repositories accept `Db | Tx`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL: the connection string (pg-boss opens a small pool of its own with it). */
  url?: string;
  /** PGlite: the one in-process client (pg-boss runs on it through its PGlite adapter). */
  pglite?: PGlite;
  close(): Promise<void>;
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
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    url,
    close: () => pool.end(),
  };
};

export const connectPglite = (client: PGlite): Database => ({
  db: drizzlePglite(client, { schema }) as unknown as Db,
  kind: 'pglite',
  pglite: client,
  close: () => client.close(),
});

export const openPglite = async (dataDir: string | undefined): Promise<Database> => {
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  return connectPglite(client);
};
