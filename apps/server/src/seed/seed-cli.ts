import { loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { buildApp } from '../app';
import { seedIfEmpty } from './index';

/**
 * `npm run db:seed`: adds the demo data to the configured database (migrated first). Asking for it
 * is explicit, so it also seeds a DATABASE_URL database (unlike SEED_DEMO=auto at start).
 * Each seeder only adds what is missing, so running it twice changes nothing.
 */
const config = loadConfig(undefined, { SEED_DEMO: 'true' });
const database = await openDatabase(config);
const { app, ctx } = await buildApp({ config, database, serveWeb: false });
try {
  await seedIfEmpty(ctx, app.log);
} finally {
  await app.close();
  await database.close();
}
console.log(`Demo data seeded (${config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${config.paths.db}`}).`);
