import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Works from src/db (tsx, tests) and from dist (bundled server), both two levels under apps/server. */
export const migrationsFolder = path.resolve(here, '../../migrations');

export const runMigrations = async (database: Database): Promise<void> => {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
  } else {
    await migratePg(database.db as never, { migrationsFolder });
  }
};
