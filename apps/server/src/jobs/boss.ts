import { PgBoss, fromPglite, type ConstructorOptions, type Queue } from 'pg-boss';
import type { Database } from '../db/client';
import {
  DEAD_LETTER_QUEUE,
  DEAD_LETTER_RETENTION_SECONDS,
  DEFAULT_EXPIRE_IN_SECONDS,
  DEFAULT_MAX_ATTEMPTS,
  DEFAULT_MAX_RETRY_DELAY_SECONDS,
  DEFAULT_RETRY_DELAY_SECONDS,
  type JobDefinition,
} from './definition';

/** pg-boss's own schema; created and migrated by pg-boss itself (under its advisory lock), not by drizzle-kit. */
export const BOSS_SCHEMA = 'pgboss';

/** Options every instance of ours shares: the schema, and no OpenTelemetry (we have no SDK). */
const common = { schema: BOSS_SCHEMA, openTelemetry: { enabled: false } } satisfies ConstructorOptions;

/**
 * A pg-boss instance on our database: PGlite through pg-boss's PGlite adapter (one in-process
 * connection, LISTEN/NOTIFY in process), PostgreSQL through a small pool of its own.
 */
export const createBoss = (database: Database, options: ConstructorOptions = {}): PgBoss => {
  const connection: ConstructorOptions = database.pglite
    ? { db: fromPglite(database.pglite), backend: 'pglite' }
    : { connectionString: database.url, max: 3 };
  if (!database.pglite && !database.url)
    throw new Error('pg-boss needs the PostgreSQL URL or the PGlite client');
  return new PgBoss({ ...common, ...connection, ...options });
};

/** The options of an unstarted instance that only sends, through the caller's connection (see enqueue). */
export const producerOptions = {
  ...common,
  supervise: false,
  schedule: false,
  migrate: false,
  registerInstance: false,
} satisfies ConstructorOptions;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const queueOptions = (definition: JobDefinition<any>): Omit<Queue, 'name'> => ({
  policy: definition.policy ?? 'standard',
  retryLimit: (definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS) - 1,
  retryDelay: definition.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS,
  retryBackoff: true,
  retryDelayMax: definition.maxRetryDelaySeconds ?? DEFAULT_MAX_RETRY_DELAY_SECONDS,
  expireInSeconds: definition.expireInSeconds ?? DEFAULT_EXPIRE_IN_SECONDS,
  deadLetter: DEAD_LETTER_QUEUE,
  // Wakes this instance's idle workers when a job is sent (polling stays as the floor).
  notify: true,
});

/**
 * Creates the dead-letter queue and one queue per definition, or brings an existing queue's
 * options up to date. Idempotent; safe for two instances at once (createQueue ignores a queue
 * that exists). A queue's policy and dead letter cannot change once created.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const syncQueues = async (boss: PgBoss, definitions: JobDefinition<any>[]): Promise<void> => {
  await boss.createQueue(DEAD_LETTER_QUEUE, { retentionSeconds: DEAD_LETTER_RETENTION_SECONDS });
  for (const definition of definitions) {
    const options = queueOptions(definition);
    const existing = await boss.getQueue(definition.name);
    if (!existing) {
      await boss.createQueue(definition.name, options);
      continue;
    }
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    const { policy, deadLetter, retryDelayMax, ...changeable } = options;
    await boss.updateQueue(definition.name, { ...changeable, deadLetter });
  }
};

/**
 * Installs or migrates pg-boss's schema and creates the queues, without running anything: the
 * test template does this once so every test database already has them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const installJobs = async (database: Database, definitions: JobDefinition<any>[]): Promise<void> => {
  const boss = createBoss(database, { supervise: false, schedule: false, registerInstance: false });
  boss.on('error', () => undefined);
  await boss.start();
  try {
    await syncQueues(boss, definitions);
  } finally {
    await boss.stop({ graceful: false });
  }
};
