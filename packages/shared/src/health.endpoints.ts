import { z } from 'zod';
import { access, defineEndpoint } from './http/endpoint';

/** One dependency's state in the readiness answer. */
const checkState = z.enum(['ok', 'failed']);

/**
 * Probes. `/api/health` stays what load balancers already call (the database answers a query);
 * `live` says only that the process answers (restart it when it does not); `ready` says whether it
 * should get traffic: the database, the job queue, and Redis and S3 when configured (503 when any
 * fails, with the same body; a draining instance, after SIGTERM, answers 503 in the error body or
 * refuses the connection: apps/server/src/drain.ts).
 */
export const healthEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    access: access.public('load balancer probe'),
    response: z.object({ status: z.literal('ok'), database: z.string() }),
  }),
  live: defineEndpoint({
    method: 'GET',
    path: '/api/health/live',
    access: access.public('liveness probe'),
    response: z.object({ status: z.literal('ok') }),
  }),
  ready: defineEndpoint({
    method: 'GET',
    path: '/api/health/ready',
    access: access.public('readiness probe'),
    response: z.object({
      status: z.enum(['ok', 'unavailable']),
      checks: z.object({
        database: checkState,
        queue: checkState,
        redis: checkState.optional(),
        storage: checkState.optional(),
      }),
    }),
  }),
};
