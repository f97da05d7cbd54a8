import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';

export interface JobRunner {
  stop(): void;
}

/**
 * Scheduled work. Each job runs on an interval and must be safe with several server instances
 * (take rows with FOR UPDATE SKIP LOCKED).
 */
export const startJobs = (_ctx: AppContext, _log: FastifyBaseLogger): JobRunner => {
  const timers: NodeJS.Timeout[] = [];
  return {
    stop: () => timers.forEach((timer) => clearInterval(timer)),
  };
};
