import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client';

const here = path.dirname(fileURLToPath(import.meta.url));
/** apps/server/migrations, seen from src/db (tsx, tests) or from dist/server.js (the bundle, one level down). */
export const migrationsFolder = [path.resolve(here, '../../migrations'), path.resolve(here, '../migrations')].find((dir) =>
  fs.existsSync(path.join(dir, 'meta', '_journal.json')),
) ?? path.resolve(here, '../../migrations');

export const runMigrations = async (database: Database): Promise<void> => {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
  } else {
    await migratePg(database.db as never, { migrationsFolder });
  }
};
