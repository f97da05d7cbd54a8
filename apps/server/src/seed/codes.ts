import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { codes } from '../modules/codes';

/** The demo discount codes (README): one percent, one cash, for any product, with many uses and no expiry. */
export const DEMO_CODES = [
  { code: 'SCENA20', description: 'Demo: 20% zniżki na dowolne wydarzenie lub wideo', discount_percent: 20 },
  {
    code: 'SCENA10ZL',
    description: 'Demo: 10 zł zniżki na dowolne wydarzenie lub wideo',
    discount_cash: 1000,
  },
] as const;

/** Inserts the demo codes that are not there yet (the unique index on upper(code) keeps it idempotent). */
export const seedDemoCodes = async (ctx: AppContext, log: FastifyBaseLogger): Promise<void> => {
  const made = await ctx.db
    .insert(codes)
    .values(DEMO_CODES.map((code) => ({ ...code, kind: 'discount', product_type: 'any', use_limit: 10_000 })))
    .onConflictDoNothing()
    .returning({ code: codes.code });
  if (made.length > 0) log.info({ codes: made.map((row) => row.code) }, 'demo codes created');
};
