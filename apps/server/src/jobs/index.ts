import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { createMailTransport } from '../adapters/mailer';
import { runEvery, type RunningJob } from './runner';
import { OUTBOX_BATCH_SIZE, processOutboxOnce } from './outbox';

export { processOutboxOnce, type OutboxRunResult } from './outbox';
export { runEvery, type RunningJob } from './runner';

export interface JobRunner {
  /** Stops every job, waits for runs in progress, then closes what the jobs opened. */
  stop(): Promise<void>;
}

/**
 * Scheduled work. Each job runs on an interval and must be safe with several server instances
 * (take rows with FOR UPDATE SKIP LOCKED). Add a job with one `runEvery(...)` line.
 */
export const startJobs = (ctx: AppContext, log: FastifyBaseLogger): JobRunner => {
  const transport = createMailTransport(ctx.config, log);
  const jobs: RunningJob[] = [
    runEvery(
      'outbox',
      ctx.config.OUTBOX_POLL_MS,
      async () => (await processOutboxOnce(ctx, transport, { log })).claimed === OUTBOX_BATCH_SIZE,
      log,
    ),
  ];
  return {
    async stop() {
      await Promise.all(jobs.map((job) => job.stop()));
      await transport.close?.();
    },
  };
};
