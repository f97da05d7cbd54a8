import type { FastifyBaseLogger } from 'fastify';
import type { ConstructorOptions, JobResult, PgBoss } from 'pg-boss';
import type { AppContext } from '../context';
import { createBoss, syncQueues } from './boss';
import { DEFAULT_CONCURRENCY, type JobDefinition } from './definition';
import { runWithRequestId, unstampPayload } from '../lib/request-id';

export interface JobRunnerOptions {
  ctx: AppContext;
  log: FastifyBaseLogger;
  // Definitions of any payload type live in one list; each handler gets the payload it was enqueued with.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  definitions: JobDefinition<any>[];
  /** Seconds between fetches of an idle worker (pg-boss's minimum is 0.5). Default 2. */
  pollingIntervalSeconds?: number;
  /** More pg-boss constructor options (tests shorten its intervals). */
  boss?: ConstructorOptions;
  /** How long stop() waits for running handlers before failing them (they are retried). Default 30 s. */
  stopTimeoutMs?: number;
}

export interface JobRunner {
  /** The started pg-boss instance (admin tools: findJobs, redrive, getQueues). */
  boss: PgBoss;
  /** Stops fetching and waits for running handlers (up to stopTimeoutMs), then closes pg-boss's pool. */
  stop(): Promise<void>;
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Starts pg-boss: installs or migrates its schema (pg-boss holds an advisory lock meanwhile, so
 * instances starting together are safe), creates the queues, registers a worker per definition
 * and the cron schedules. Expired jobs are retried by pg-boss's supervisor.
 */
export const createJobRunner = async (options: JobRunnerOptions): Promise<JobRunner> => {
  const { ctx, log, definitions } = options;
  const boss = createBoss(ctx.database, { useListenNotify: true, ...options.boss });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  boss.on('warning', (warning) => log.warn({ warning }, 'job queue warning'));
  await boss.start();
  try {
    await syncQueues(boss, definitions);
    for (const definition of definitions) {
      // A batch of up to `concurrency` jobs runs at once and each is settled on its own; a full
      // batch fetches again at once instead of waiting for the next poll.
      // NOTIFY wakes a worker only for a job due at once; a retry or a runAt job becomes due later
      // and is found by polling, so polling stays as frequent with NOTIFY on (pg-boss's default is 30 s).
      const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
      const workOptions = {
        batchSize: definition.concurrency ?? DEFAULT_CONCURRENCY,
        burstWhenBatchFull: true,
        perJobResults: true,
        pollingIntervalSeconds,
        notifyPollingIntervalSeconds: pollingIntervalSeconds,
      } as const;
      await boss.work<unknown>(definition.name, workOptions, (batch) =>
        Promise.all(
          batch.map(async (job): Promise<JobResult> => {
            const attempt = job.retryCount + 1;
            const { data, requestId } = unstampPayload(job.data);
            const jobLog = log.child({
              job: definition.name,
              jobId: job.id,
              attempt,
              ...(requestId ? { requestId } : {}),
            });
            try {
              // Inside the enqueuing request's id: what the job enqueues or mails carries it on.
              await runWithRequestId(requestId, () =>
                definition.handler(data, {
                  id: job.id,
                  name: job.name,
                  attempt,
                  signal: job.signal,
                  log: jobLog,
                  db: ctx.db,
                  ctx,
                }),
              );
              return { id: job.id, status: 'completed' };
            } catch (err) {
              // pg-boss keeps the output on the job and retries it or moves it to the dead letters.
              jobLog.warn({ error: messageOf(err) }, 'job failed');
              return { id: job.id, status: 'failed', output: { message: messageOf(err) } };
            }
          }),
        ),
      );
      // One schedule row per name: a second instance (or a restart) updates it, and pg-boss's cron
      // pass sends each occurrence once across instances.
      if (definition.cron) await boss.schedule(definition.name, definition.cron, null, { tz: 'UTC' });
      else await boss.unschedule(definition.name);
    }
  } catch (err) {
    await boss.stop({ graceful: false });
    throw err;
  }
  return {
    boss,
    stop: () => boss.stop({ graceful: true, timeout: options.stopTimeoutMs ?? 30_000 }),
  };
};
