import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { claimDueJobs, enqueue, markDone, markFailed } from './queue.repository';
import type { JobRow } from './jobs.table';
import { DEFAULT_LEASE_SECONDS, DEFAULT_MAX_ATTEMPTS, SCHEDULE_KEY, defaultBackoff, type JobDefinition } from './definition';
import { runEvery, type RunningJob } from './runner';

export interface JobRunnerOptions {
  db: Db;
  log: FastifyBaseLogger;
  // Definitions of any payload type live in one list; each handler gets the payload it was enqueued with.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  definitions: JobDefinition<any>[];
  /** The clock every due / lease / back-off time is computed from. Tests pass their own. */
  now?: () => Date;
  /** Jobs claimed and run at once per pass. */
  batchSize?: number;
  /** Pause between passes when there was nothing to do (milliseconds). */
  pollMs?: number;
  workerId?: string;
}

export interface JobRunResult {
  claimed: number;
  done: number;
  retried: number;
  failed: number;
}

export interface JobRunner {
  /** One pass: create missing schedules, claim due jobs, run them, settle them. */
  runOnce(): Promise<JobRunResult>;
  /** Polls in the background until stop(). */
  start(): void;
  /** Stops polling, aborts handlers' signals and waits until every running handler has settled. */
  stop(): Promise<void>;
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

export const createJobRunner = (options: JobRunnerOptions): JobRunner => {
  const { db, log } = options;
  const now = options.now ?? (() => new Date());
  const batchSize = options.batchSize ?? 10;
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`.slice(0, 64);
  const byName = new Map(options.definitions.map((definition) => [definition.name, definition]));
  const abort = new AbortController();
  const inFlight = new Set<Promise<unknown>>();
  let schedulesReady = false;
  let loop: RunningJob | null = null;
  let stopped = false;

  /** Idempotent: the singleton index lets only one instance's insert through. */
  const ensureSchedules = async () => {
    for (const definition of byName.values()) {
      if (!definition.schedule) continue;
      const runAt = definition.schedule.next(now());
      await enqueue(db, definition.name, null, { runAt, singletonKey: SCHEDULE_KEY, maxAttempts: definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS });
    }
    schedulesReady = true;
  };

  /** Settles a claim and, for a finished occurrence of a recurring job, queues the next one with it. */
  const settle = async (row: JobRow, definition: JobDefinition, error: unknown | null): Promise<'done' | 'retry' | 'failed' | null> => {
    const at = now();
    return db.transaction(async (tx) => {
      let outcome: 'done' | 'retry' | 'failed' | null;
      if (error === null) {
        outcome = (await markDone(tx, row, at)) ? 'done' : null;
      } else {
        const retryAt = new Date(at.getTime() + (definition.backoff ?? defaultBackoff)(row.attempts) * 1000);
        outcome = await markFailed(tx, row, messageOf(error), at, retryAt);
      }
      if ((outcome === 'done' || outcome === 'failed') && definition.schedule && row.singleton_key === SCHEDULE_KEY) {
        const runAt = definition.schedule.next(at);
        await enqueue(tx, definition.name, null, { runAt, singletonKey: SCHEDULE_KEY, maxAttempts: definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS });
      }
      return outcome;
    });
  };

  const runJob = async (row: JobRow, result: JobRunResult) => {
    const definition = byName.get(row.name)!;
    let error: unknown | null = null;
    try {
      await definition.handler(row.payload, {
        id: row.id,
        name: row.name,
        attempt: row.attempts,
        maxAttempts: row.max_attempts,
        now: now(),
        signal: abort.signal,
        db,
        log: log.child({ job: row.name, jobId: row.id }),
      });
    } catch (err) {
      error = err ?? new Error('job failed');
    }
    const outcome = await settle(row, definition, error);
    if (outcome === 'done') result.done += 1;
    if (outcome === 'retry') result.retried += 1;
    if (outcome === 'failed') result.failed += 1;
    if (outcome === null) log.warn({ job: row.name, jobId: row.id }, 'job finished after its lease ended; its result was dropped');
    else if (error !== null) {
      const level = outcome === 'failed' ? 'error' : 'warn';
      log[level]({ job: row.name, jobId: row.id, attempt: row.attempts, error: messageOf(error) }, outcome === 'failed' ? 'job failed for good' : 'job failed, will retry');
    }
  };

  const pass = async (): Promise<JobRunResult> => {
    const result: JobRunResult = { claimed: 0, done: 0, retried: 0, failed: 0 };
    if (stopped) return result;
    if (!schedulesReady) await ensureSchedules();
    const rows = await claimDueJobs(db, {
      names: [...byName.keys()],
      limit: batchSize,
      now: now(),
      leaseSeconds: (name) => byName.get(name)?.leaseSeconds ?? DEFAULT_LEASE_SECONDS,
      workerId,
    });
    result.claimed = rows.length;
    await Promise.all(rows.map((row) => runJob(row, result)));
    return result;
  };

  const runOnce = () => {
    const run = pass();
    inFlight.add(run);
    void run.finally(() => inFlight.delete(run)).catch(() => {});
    return run;
  };

  return {
    runOnce,
    start() {
      if (loop || stopped) return;
      loop = runEvery('jobs', options.pollMs ?? 1_000, async () => (await runOnce()).claimed === batchSize, log);
    },
    async stop() {
      stopped = true;
      abort.abort();
      await loop?.stop();
      await Promise.allSettled([...inFlight]);
    },
  };
};
