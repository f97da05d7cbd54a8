import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';

/**
 * Demo data on the first start of the embedded default (SEED_DEMO=auto) or when asked
 * (SEED_DEMO=true). Each seeder is idempotent: it does nothing when its data is there.
 */
export const seedIfEmpty = async (ctx: AppContext, log: FastifyBaseLogger): Promise<void> => {
  const wanted = ctx.config.SEED_DEMO === 'true' || (ctx.config.SEED_DEMO === 'auto' && !ctx.config.DATABASE_URL);
  if (!wanted) return;
  log.debug('demo seeding: nothing registered yet');
};
