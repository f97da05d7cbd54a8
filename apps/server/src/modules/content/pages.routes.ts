import type { FastifyInstance } from 'fastify';
import { contentEndpoints } from '@scena/shared/content.endpoints';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { createPagesService } from './pages.service';

/** Shared public answers (http/stored-answers): the same for every guest and viewer. */
const cached = { cache: true };

/** Static pages: GET /api/pages/{slug} for everyone (spec 1 §7), PUT /api/pages/{id} for admins (spec 2 §7). */
export const pagesRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const pages = createPagesService(ctx);

  route(app, contentEndpoints.page, cached, async (request) => pages.get(request.params.slug));
  route(app, contentEndpoints.updatePage, async (request) =>
    pages.update(request.params.id, request.body, { id: request.user!.id, email: request.user!.email }),
  );
};
