import fs from 'node:fs/promises';
import type { Config } from '../config';
import { connectPostgres, openPglite, type Database } from './client';
import { runMigrations } from './migrate';

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in DATA_DIR/db; migrated. */
export const openDatabase = async (config: Config): Promise<Database> => {
  let database: Database;
  if (config.DATABASE_URL) {
    database = connectPostgres(config.DATABASE_URL, config.DATABASE_POOL_MAX);
  } else {
    await fs.mkdir(config.paths.db, { recursive: true });
    database = await openPglite(config.paths.db);
  }
  await runMigrations(database);
  return database;
};
