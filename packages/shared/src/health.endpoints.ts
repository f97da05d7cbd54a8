import { z } from 'zod';
import { access, defineEndpoint } from './http/endpoint';

/** GET /api/health: the load balancer's probe (the database answers a query). */
export const healthEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    access: access.public('load balancer probe'),
    response: z.object({ status: z.literal('ok'), database: z.string() }),
  }),
};
