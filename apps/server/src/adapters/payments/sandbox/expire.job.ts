import { defineJob } from '../../../jobs/queue';
import { SANDBOX_EXPIRE_JOB } from './notify.job';
import { createSandboxCore } from './sandbox-core';

/**
 * PayU cancels an order nobody paid within its validityTime and notifies CANCELED; the sandbox does
 * the same with a job enqueued for that moment (with the order, in one transaction). A paid order
 * is left alone (the guarded update finds nothing to move).
 */
export const sandboxExpireJob = defineJob<{ orderId: string }>({
  name: SANDBOX_EXPIRE_JOB,
  maxAttempts: 5,
  handler: async ({ orderId }, job) => {
    await createSandboxCore(job.ctx.config, job.db).refresh(orderId);
  },
});
