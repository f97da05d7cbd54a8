import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';

/** What a handler gets besides its payload. */
export interface JobContext {
  id: number;
  name: string;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
  /** The runner's clock at the claim (tests move it by hand). */
  now: Date;
  /** Aborted when the runner stops: a long handler should wrap up (throwing means a retry later). */
  signal: AbortSignal;
  log: FastifyBaseLogger;
  db: Db;
}

/** When a recurring job runs next, given when it was last settled (or the runner started). */
export interface Schedule {
  next(from: Date): Date;
}

export interface JobDefinition<P = unknown> {
  /** Unique; the name `enqueue` uses. Prefix it with the feature: 'orders.expire-reservation'. */
  name: string;
  /** Throw to fail the attempt; it is retried after `backoff` until its attempts are used up. */
  handler: (payload: P, job: JobContext) => Promise<void>;
  /** How long a claim lasts: a job still running after this is taken to be dead and run again. Default 300. */
  leaseSeconds?: number;
  /** Seconds to wait after failed attempt n (1-based). Default: exponential from 10 s, at most an hour. */
  backoff?: (attempt: number) => number;
  /** Makes the job recurring: one occurrence at a time, the next one queued when it settles. */
  schedule?: Schedule;
  /** Attempts of each scheduled occurrence (enqueue takes its own). Default 5. */
  maxAttempts?: number;
}

/** Only for type inference of the payload at the definition site. */
export const defineJob = <P>(definition: JobDefinition<P>): JobDefinition<P> => definition;

/** Every `seconds`, counted from the end of the previous occurrence. */
export const every = (seconds: number): Schedule => ({ next: (from) => new Date(from.getTime() + seconds * 1000) });

/**
 * Daily at hh:mm in UTC: a cron-like schedule. Any function of the last time works the same way
 * (e.g. a cron parser's next date), because only `next` is ever called.
 */
export const dailyAtUtc = (hour: number, minute = 0): Schedule => ({
  next: (from) => {
    const at = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate(), hour, minute));
    return at > from ? at : new Date(at.getTime() + 86_400_000);
  },
});

/** 10 s, 20 s, 40 s, … doubling after each failed attempt, capped at `maxSeconds`. */
export const exponentialBackoff =
  (baseSeconds = 10, maxSeconds = 3_600) =>
  (attempt: number): number =>
    Math.min(baseSeconds * 2 ** Math.max(0, attempt - 1), maxSeconds);

export const DEFAULT_LEASE_SECONDS = 300;
export const DEFAULT_MAX_ATTEMPTS = 5;
export const defaultBackoff = exponentialBackoff();
/** The singleton key of a recurring job's occurrence: only one is ever waiting or running. */
export const SCHEDULE_KEY = 'schedule';
