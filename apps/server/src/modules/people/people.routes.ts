import type { FastifyInstance } from 'fastify';
import { peopleEndpoints as endpoints } from '@scena/shared/people.endpoints';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { createPeopleService } from './user-detail.service';

/**
 * GET /api/users (admin) and GET /api/users/{id} (owner or admin; spec 3 §7). The users module
 * keeps the account's writes; this module reads across users, orders, bans and the audit log.
 */
export const peopleRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const people = createPeopleService(ctx);
  route(app, endpoints.list, async (request) => {
    const { filters, ...paging } = request.query;
    return people.list(filters, paging);
  });
  route(app, endpoints.detail, async (request) => people.get(request.params.id, request.user!));
};
