import type { FastifyInstance } from 'fastify';
import { bansEndpoints as endpoints } from '@scena/shared/bans.endpoints';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { createBansAdminService } from './bans-admin.service';

/** POST /api/bans, GET /api/bans, DELETE /api/bans/{id}: administrators only (spec 3 §6). */
export const bansAdminRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const bans = createBansAdminService(ctx);
  const actor = (request: { user?: { id: number; email: string } | null }) => ({
    id: request.user!.id,
    email: request.user!.email,
  });

  route(app, endpoints.create, async (request) => bans.create(request.body, actor(request)));
  route(app, endpoints.page, async (request) => bans.page(request.query));
  route(app, endpoints.remove, async (request) => bans.lift(request.params.id, actor(request)));
};
