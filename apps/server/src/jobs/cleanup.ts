import { defineJob, every } from './definition';
import { deleteDoneBefore } from './queue.repository';

/** Finished jobs are kept a week (to see what ran); dead letters ('failed') are kept until removed by hand. */
export const DONE_JOBS_KEPT_DAYS = 7;

export const cleanupJob = defineJob<null>({
  name: 'jobs.cleanup',
  schedule: every(60 * 60),
  handler: async (_payload, job) => {
    const removed = await deleteDoneBefore(job.db, new Date(job.now.getTime() - DONE_JOBS_KEPT_DAYS * 86_400_000));
    if (removed > 0) job.log.info({ removed }, 'old finished jobs removed');
  },
});
