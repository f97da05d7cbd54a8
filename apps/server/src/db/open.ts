import fs from 'node:fs/promises';
import type { Config } from '../config';
import { connectPostgres, openPglite, type Database } from './client';
import { runMigrations } from './migrate';

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in DATA_DIR/db (in a thread of its own); migrated. */
export const openDatabase = async (config: Config): Promise<Database> => {
  let database: Database;
  if (config.DATABASE_URL) {
    database = connectPostgres(config.DATABASE_URL, config.DATABASE_POOL_MAX);
  } else {
    await fs.mkdir(config.paths.db, { recursive: true });
    // SPEED_OFF=pglite-thread: PGlite in the server's own thread, the plain design.
    database = await openPglite(config.paths.db, { thread: !config.SPEED_OFF.includes('pglite-thread') });
  }
  await runMigrations(database);
  return database;
};
