import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageIdParamsSchema, pageSchema, pageSlugParamsSchema, pageUpdateSchema } from '@scena/shared';
import type { AppContext } from '../../context';
import { getPage, updatePage } from './pages.service';

/** Static pages: GET /api/pages/{slug} for everyone (spec 1 §7), PUT /api/pages/{id} for admins (spec 2 §7). */
export const pagesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/api/pages/:slug', { schema: { params: pageSlugParamsSchema, response: { 200: pageSchema } } }, async (request) =>
    getPage(ctx, request.params.slug),
  );

  app.put(
    '/api/pages/:id',
    { schema: { params: pageIdParamsSchema, body: pageUpdateSchema, response: { 200: pageSchema } }, onRequest: app.requireAdmin },
    async (request) => updatePage(ctx, request.params.id, request.body),
  );
};
