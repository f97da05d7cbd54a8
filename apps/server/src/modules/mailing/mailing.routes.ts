import type { FastifyInstance } from 'fastify';
import { mailingEndpoints as endpoints } from '@scena/shared/mailing.endpoints';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { limit } from '../../plugins/rate-limit';
import { createMailingService } from './mailing.service';

/** GET, POST, DELETE /api/mailing/:userId (spec 1 §7): the owner or an administrator. */
export const mailingRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const mailing = createMailingService(ctx);
  const writes = { config: limit(ctx.config, 30, '1 minute') };
  route(app, endpoints.get, async (request) => mailing.get(request.params.userId));
  route(app, endpoints.subscribe, writes, async (request) => mailing.subscribe(request.params.userId));
  route(app, endpoints.unsubscribe, writes, async (request) => mailing.unsubscribe(request.params.userId));
};
