import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client';

const here = path.dirname(fileURLToPath(import.meta.url));
/** apps/server/migrations, seen from src/db (tsx, tests) or from dist/server.js (the bundle, one level down). */
export const migrationsFolder =
  [path.resolve(here, '../../migrations'), path.resolve(here, '../migrations')].find((dir) =>
    fs.existsSync(path.join(dir, 'meta', '_journal.json')),
  ) ?? path.resolve(here, '../../migrations');

/**
 * Applies pending migrations under the start-up lock: drizzle's migrator reads what was applied,
 * then applies the rest, so two instances doing it at once would both apply (and one fail).
 */
export const runMigrations = (database: Database): Promise<void> =>
  database.exclusive(async () => {
    if (database.kind === 'pglite') {
      await migratePglite(database.db as never, { migrationsFolder });
    } else {
      await migratePg(database.db as never, { migrationsFolder });
    }
  });
