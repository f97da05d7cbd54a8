import type { FastifyInstance } from 'fastify';
import { codesAdminEndpoints as endpoints } from '@scena/shared/codes/admin.endpoints';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { createCodesAdminService } from './codes-admin.service';

/** GET/POST /api/codes, GET/PUT/DELETE /api/codes/{id}: discount codes, administrators only (spec 3 §6). */
export const codesAdminRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const codes = createCodesAdminService(ctx);

  route(app, endpoints.page, async (request) => codes.page(request.query));
  route(app, endpoints.get, async (request) => codes.get(request.params.id, request.query.uses === 'true'));
  route(app, endpoints.create, async (request) => codes.create(request.body, request.user!.id));
  route(app, endpoints.update, async (request) => codes.update(request.params.id, request.body));
  route(app, endpoints.remove, async (request) => codes.remove(request.params.id));
};
