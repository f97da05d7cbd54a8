import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { healthEndpoints } from '@scena/shared/health.endpoints';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { createReadiness } from './readiness';

export const healthRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  route(app, healthEndpoints.get, async () => {
    await ctx.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: ctx.database.kind };
  });
  route(app, healthEndpoints.live, async () => ({ status: 'ok' as const }));
  const readiness = createReadiness(ctx, app.redisPing ?? null);
  route(app, healthEndpoints.ready, async (request, reply) => {
    const { ready, states } = await readiness();
    if (!ready) {
      request.log.warn({ checks: states }, 'not ready');
      reply.code(503);
    }
    return { status: ready ? ('ok' as const) : ('unavailable' as const), checks: states };
  });
};
