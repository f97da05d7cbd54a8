import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { BOSS_SCHEMA } from '../../jobs/boss';

export type CheckName = 'database' | 'queue' | 'redis' | 'storage';
type Check = () => Promise<unknown>;

/** A dependency that does not answer within this is as good as down for a probe. */
const CHECK_TIMEOUT_MS = 2000;

const within = (check: Check): Promise<'ok' | 'failed'> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve('failed'), CHECK_TIMEOUT_MS);
    check().then(
      () => {
        clearTimeout(timer);
        resolve('ok');
      },
      () => {
        clearTimeout(timer);
        resolve('failed');
      },
    );
  });

/**
 * What readiness checks: the database, the job queue (pg-boss's schema, installed at start), and
 * Redis and the S3 bucket when configured. `redisPing` comes from the rate-limit plugin, which owns
 * the Redis connection. All run at once; each gets CHECK_TIMEOUT_MS.
 */
export const createReadiness = (ctx: AppContext, redisPing: (() => Promise<unknown>) | null) => {
  const checks: Partial<Record<CheckName, Check>> = {
    database: () => ctx.db.execute(sql`select 1`),
    queue: () => ctx.db.execute(sql`select version from ${sql.identifier(BOSS_SCHEMA)}.version limit 1`),
    ...(redisPing ? { redis: redisPing } : {}),
    ...(ctx.storage.ping ? { storage: () => ctx.storage.ping!() } : {}),
  };
  return async () => {
    const entries = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => [name, await within(check)] as const),
    );
    const states = Object.fromEntries(entries) as Record<CheckName, 'ok' | 'failed'>;
    const ready = entries.every(([, state]) => state === 'ok');
    return { ready, states };
  };
};
