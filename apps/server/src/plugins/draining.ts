import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { AppError } from '@scena/shared';

declare module 'fastify' {
  interface FastifyInstance {
    /** From now on every new request gets 503 (src/drain.ts calls it on SIGTERM; app.close() does too). */
    startDraining(): void;
  }
}

/**
 * A draining instance serves no new request: one that still arrives on a connection opened
 * before (a probe, a keep-alive client) gets 503 in the one error body with `Connection: close`,
 * readiness included, so a proxy or an orchestrator takes the instance out at once. Requests
 * already in flight were past this hook and finish. Fastify's own closing answer is switched off
 * in app.ts (return503OnClosing): its body is not the error model.
 */
export const drainingPlugin = fp(async (app: FastifyInstance) => {
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!draining) return;
    reply.header('connection', 'close');
    throw new AppError('UNAVAILABLE', 'error.draining', { type: 'draining' });
  });
});
