import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { seedDemoUsers } from './users';
import { seedContentPages } from './content-pages';
import { seedCatalog } from './catalog';
import { seedDemoCodes } from './codes';

/**
 * Demo data on the first start of the embedded default (SEED_DEMO=auto) or when asked
 * (SEED_DEMO=true). Each seeder is idempotent: it does nothing when its data is there. They check
 * then insert, so they run under the start-up lock: instances starting together seed once.
 */
export const seedIfEmpty = (ctx: AppContext, log: FastifyBaseLogger): Promise<void> =>
  ctx.database.exclusive(async () => {
    // Product content (static pages) in every environment, demo or not.
    const pagesCreated = await seedContentPages(ctx.db);
    if (pagesCreated > 0) log.info({ pages: pagesCreated }, 'static pages created');
    const wanted =
      ctx.config.SEED_DEMO === 'true' || (ctx.config.SEED_DEMO === 'auto' && !ctx.config.DATABASE_URL);
    if (!wanted) return;
    await seedDemoUsers(ctx, log);
    await seedCatalog(ctx, log);
    await seedDemoCodes(ctx, log);
  });
