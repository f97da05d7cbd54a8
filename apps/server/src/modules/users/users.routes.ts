import type { FastifyInstance } from 'fastify';
import { translate } from '@scena/shared';
import { usersEndpoints as endpoints } from '@scena/shared/users.endpoints';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { limit } from '../../plugins/rate-limit';
import { createUsersService } from './users.service';
import { tolerateEmptyJson } from '../../plugins/empty-json';

/**
 * Own account: read, edit, delete, terms acceptance (spec 1 §7). Every route is declared
 * `owner` (the :id is the user's own id, or the caller is an admin); the guard answers a guest 401
 * and another user 403 before the body is read.
 */
export const usersRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const users = createUsersService(ctx);
  tolerateEmptyJson(app);

  // GET /api/users/{id} is served by the people module (the owner's answer or the admin's detail).

  route(app, endpoints.update, { config: limit(ctx.config, 30, '1 minute') }, async (request) =>
    users.update(request.params.id, request.body, { user: request.user!, sessionId: request.sessionId }),
  );

  route(app, endpoints.remove, { config: limit(ctx.config, 10, '1 minute') }, async (request) => {
    await users.remove(request.params.id, { user: request.user!, sessionId: request.sessionId });
    return { message: translate(request.lang, 'users.deleted') };
  });

  route(app, endpoints.tosStatus, async (request) => users.tosStatus(request.params.id));
  route(app, endpoints.acceptTos, async (request) => users.acceptTos(request.params.id));
};
