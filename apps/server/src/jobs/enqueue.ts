import { sql } from 'drizzle-orm';
import { PgBoss, fromDrizzle, type DrizzleTransactionLike } from 'pg-boss';
import type { DbOrTx } from '../db/client';
import { stampPayload } from '../lib/request-id';
import { producerOptions } from './boss';

export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  /**
   * With a queue of policy 'exclusive': at most one waiting or running job per name and key, so a
   * second enqueue returns null. Refused on a 'standard' queue, where pg-boss would ignore it.
   */
  singletonKey?: string;
  /** Attempts before the job goes to the dead letters (default: the definition's). */
  maxAttempts?: number;
}

/**
 * Adds a job through pg-boss, on the caller's connection: pass the service's transaction and the
 * job exists exactly when the business write commits. Returns the job's id, or null when a job with
 * the same singletonKey is already waiting or running. The queue must exist (created at start-up
 * from the job definitions, and in the test template).
 *
 * An unstarted pg-boss instance per call does the insert through pg-boss's Drizzle adapter: it
 * opens nothing and starts no timer, so services need no started instance and no AppContext.
 */
export const enqueue = async <P extends object | null>(
  db: DbOrTx,
  name: string,
  payload: P,
  options: EnqueueOptions = {},
): Promise<string | null> => {
  // Both drivers' execute() resolve to { rows }, which is what the adapter reads; only their declared types differ.
  const boss = new PgBoss({
    ...producerOptions,
    db: fromDrizzle(db as unknown as DrizzleTransactionLike, sql),
  });
  if (options.singletonKey) {
    const queue = await boss.getQueue(name);
    if (queue?.policy === 'standard')
      throw new Error(
        `singletonKey needs a queue whose policy limits keys ('exclusive'); ${name} is 'standard'`,
      );
  }
  // The enqueuing request's id rides along (lib/request-id.ts); the worker takes it off again.
  return boss.send(name, stampPayload(payload), {
    ...(options.runAt ? { startAfter: options.runAt } : {}),
    ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
    ...(options.maxAttempts ? { retryLimit: options.maxAttempts - 1 } : {}),
  });
};
