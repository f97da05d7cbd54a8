import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { createMailTransport } from '../adapters/mailer';
import { runEvery, type RunningJob } from './runner';
import { OUTBOX_BATCH_SIZE, processOutboxOnce } from './outbox';
import { createJobRunner, type JobRunnerOptions } from './worker';
import { jobDefinitions } from './registry';

export { processOutboxOnce, type OutboxRunResult } from './outbox';
export { runEvery, type RunningJob } from './runner';
export * from './queue';
export { createJobRunner, type JobRunner as QueueRunner, type JobRunnerOptions } from './worker';
export { installJobs } from './boss';
export { jobDefinitions } from './registry';

export interface JobRunner {
  /**
   * Stops every job and waits for runs in progress, up to SHUTDOWN_TIMEOUT_MS (or the queue's
   * stopTimeoutMs): then pg-boss fails the handlers still running (retried by any instance) and the
   * outbox gives up the e-mail in hand (retried); finally closes what the jobs opened.
   */
  stop(): Promise<void>;
}

/**
 * Background work, safe with several server instances: pg-boss runs the enqueued and recurring
 * jobs (`jobDefinitions`); the e-mail outbox keeps its own durable table and is polled here.
 */
export const startJobs = async (
  ctx: AppContext,
  log: FastifyBaseLogger,
  queue: Partial<Omit<JobRunnerOptions, 'ctx' | 'log'>> = {},
): Promise<JobRunner> => {
  const stopTimeoutMs = queue.stopTimeoutMs ?? ctx.config.SHUTDOWN_TIMEOUT_MS;
  const runner = await createJobRunner({ ctx, log, definitions: jobDefinitions, ...queue, stopTimeoutMs });
  const transport = createMailTransport(ctx.config, log);
  const cut = new AbortController();
  const jobs: RunningJob[] = [
    runEvery(
      'outbox',
      ctx.config.OUTBOX_POLL_MS,
      async (stopping) =>
        (await processOutboxOnce(ctx, transport, { log, stopping, cut: cut.signal })).claimed ===
        OUTBOX_BATCH_SIZE,
      log,
    ),
    runner,
  ];
  return {
    async stop() {
      const deadline = setTimeout(() => cut.abort(), stopTimeoutMs);
      try {
        await Promise.all(jobs.map((job) => job.stop()));
      } finally {
        clearTimeout(deadline);
      }
      await transport.close?.();
    },
  };
};
