import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { healthEndpoints } from '@scena/shared/health.endpoints';
import type { AppContext } from '../../context';
import { route } from '../../http/route';

export const healthRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  route(app, healthEndpoints.get, async () => {
    await ctx.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: ctx.database.kind };
  });
};
