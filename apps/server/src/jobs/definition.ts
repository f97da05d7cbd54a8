import type { FastifyBaseLogger } from 'fastify';
import type { QueuePolicy } from 'pg-boss';
import type { Db } from '../db/client';
// Type only (erased at run time): a job file may use the context without an import cycle.
import type { AppContext } from '../context';

/** What a handler gets besides its payload. */
export interface JobContext {
  /** pg-boss's job id (a uuid). */
  id: string;
  name: string;
  /** 1 on the first run. */
  attempt: number;
  /** Aborted when a stopping server's grace period ends (the job is then failed and retried). */
  signal: AbortSignal;
  log: FastifyBaseLogger;
  db: Db;
  ctx: AppContext;
}

export interface JobDefinition<P = unknown> {
  /** Unique: the queue's name, used by `enqueue`. Prefix it with the feature: 'orders.expire-reservation'. */
  name: string;
  /** Throw to fail the attempt; it is retried with back-off until its attempts are used up. */
  handler: (payload: P, job: JobContext) => Promise<void>;
  /** Attempts of one job before it goes to the dead letters (enqueue may pass its own). Default 5. */
  maxAttempts?: number;
  /** Back-off: the delay after the first failure, then doubling (with jitter). Default 10 s. */
  retryDelaySeconds?: number;
  /** The longest back-off. Default 3,600 s. */
  maxRetryDelaySeconds?: number;
  /** A job still running after this is taken to be dead (its worker crashed) and retried. Default 300. */
  expireInSeconds?: number;
  /**
   * pg-boss's queue policy. 'exclusive' keeps at most one waiting or running job per singletonKey
   * (a key is then needed on every job); 'standard' (default) limits nothing.
   */
  policy?: QueuePolicy;
  /** Makes the job recurring: a cron expression in UTC ('0 3 * * *'), at most once a minute. */
  cron?: string;
  /** Jobs of this queue one instance fetches and runs at once. Default 5. */
  concurrency?: number;
}

/** Only for type inference of the payload at the definition site. */
export const defineJob = <P extends object | null>(definition: JobDefinition<P>): JobDefinition<P> =>
  definition;

export const DEFAULT_MAX_ATTEMPTS = 5;
export const DEFAULT_RETRY_DELAY_SECONDS = 10;
export const DEFAULT_MAX_RETRY_DELAY_SECONDS = 3_600;
export const DEFAULT_EXPIRE_IN_SECONDS = 300;
export const DEFAULT_CONCURRENCY = 5;
/** Where every queue's jobs go once their attempts are used up (a copy of the payload; see ARCHITECTURE.md). */
export const DEAD_LETTER_QUEUE = 'jobs.dead-letter';
/** Dead letters are kept a year (pg-boss deletes a waiting job after its retention). */
export const DEAD_LETTER_RETENTION_SECONDS = 365 * 86_400;
