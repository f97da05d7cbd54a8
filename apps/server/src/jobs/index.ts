import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { createMailTransport } from '../adapters/mailer';
import { runEvery, type RunningJob } from './runner';
import { OUTBOX_BATCH_SIZE, processOutboxOnce } from './outbox';
import { createJobRunner, type JobRunner as QueueRunner } from './worker';
import { cleanupJob } from './cleanup';
import type { JobDefinition } from './definition';

export { processOutboxOnce, type OutboxRunResult } from './outbox';
export { runEvery, type RunningJob } from './runner';
export * from './queue';
export { createJobRunner, type JobRunResult, type JobRunnerOptions } from './worker';

export interface JobRunner {
  /** Stops every job, waits for runs in progress, then closes what the jobs opened. */
  stop(): Promise<void>;
}

/**
 * Every job the queue runs. A feature adds its definition here (built from the context it needs);
 * a job whose name is not listed is never claimed by this instance.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const jobDefinitions = (_ctx: AppContext): JobDefinition<any>[] => [cleanupJob];

/**
 * Background work, safe with several server instances. The job queue (`jobs` table) runs
 * enqueued and recurring jobs; the e-mail outbox keeps its own durable table and is polled here.
 */
export const startJobs = (ctx: AppContext, log: FastifyBaseLogger): JobRunner => {
  const transport = createMailTransport(ctx.config, log);
  const queue: QueueRunner = createJobRunner({ db: ctx.db, log, definitions: jobDefinitions(ctx) });
  queue.start();
  const jobs: RunningJob[] = [
    runEvery(
      'outbox',
      ctx.config.OUTBOX_POLL_MS,
      async () => (await processOutboxOnce(ctx, transport, { log })).claimed === OUTBOX_BATCH_SIZE,
      log,
    ),
    queue,
  ];
  return {
    async stop() {
      await Promise.all(jobs.map((job) => job.stop()));
      await transport.close?.();
    },
  };
};
