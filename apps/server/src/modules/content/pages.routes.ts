import type { FastifyInstance } from 'fastify';
import { contentEndpoints } from '@scena/shared/content.endpoints';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { createPagesService } from './pages.service';

/** Static pages: GET /api/pages/{slug} for everyone (spec 1 §7), PUT /api/pages/{id} for admins (spec 2 §7). */
export const pagesRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const pages = createPagesService(ctx);

  route(app, contentEndpoints.page, async (request) => pages.get(request.params.slug));
  route(app, contentEndpoints.updatePage, async (request) => pages.update(request.params.id, request.body));
};
