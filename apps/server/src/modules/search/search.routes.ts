import type { FastifyInstance } from 'fastify';
import { searchEndpoints as endpoints } from '@scena/shared/search.endpoints';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { limit } from '../../plugins/rate-limit';
import { createSearchService } from './search.service';

export const searchRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const search = createSearchService(ctx);
  route(app, endpoints.all, { config: limit(ctx.config, 60, '1 minute') }, async (request) =>
    search.all(request.query.search),
  );
};
