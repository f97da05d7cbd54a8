import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  catalogIdParamsSchema,
  slideResponseSchema,
  slidesListQuerySchema,
  slidesPageSchema,
  slidesResponseSchema,
  slideTranslationCreateSchema,
  slideTranslationSchema,
  slideTranslationUpdateSchema,
} from '@scena/shared';
import { ensureMultipart, readForm } from '../../adapters/storage';
import type { AppContext } from '../../context';
import { bothSlashes, registerTranslationRoutes } from '../catalog';
import { slideTranslationStore, slidesRepository } from './slides.repository';
import { SLIDE_IMAGE_KINDS, slidesService, toSlideTranslation } from './slides.service';

/** Home-page slides (spec 2 §2.9, §7) and the public GET /external_api/slides (spec 3 §7). */
export const slidesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await ensureMultipart(app);
  const slides = slidesService(ctx);
  const admin = { onRequest: app.requireAdmin };

  // Paged (`{ slides, total }`) when a paging field is sent (admin table); else the whole list.
  app.get(
    '/api/slides',
    { schema: { querystring: slidesListQuerySchema, response: { 200: z.union([slidesPageSchema, slidesResponseSchema]) } } },
    async (request) => {
      const { filters, paged, ...paging } = request.query;
      return paged ? slides.page(request.user, filters, paging) : { slides: await slides.list(request.user, filters.published) };
    },
  );
  app.get('/external_api/slides', { schema: { response: { 200: slidesResponseSchema } } }, async () => ({
    slides: await slides.list(null),
  }));
  for (const url of bothSlashes('/api/slides')) {
    app.post(url, { ...admin, schema: { response: { 200: slideResponseSchema } } }, async (request) => ({
      slide: await slides.create(await readForm(request, SLIDE_IMAGE_KINDS)),
    }));
  }
  app.put('/api/slides/:id', { ...admin, schema: { params: catalogIdParamsSchema, response: { 200: slideResponseSchema } } }, async (request) => ({
    slide: await slides.update(request.params.id, await readForm(request, SLIDE_IMAGE_KINDS)),
  }));
  app.delete('/api/slides/:id', { ...admin, schema: { params: catalogIdParamsSchema, response: { 200: slideResponseSchema } } }, async (request) => ({
    slide: await slides.remove(request.params.id),
  }));

  registerTranslationRoutes(app, ctx, {
    kind: 'slide',
    ownerRoute: '/api/slides/:id/translations',
    createSchema: slideTranslationCreateSchema,
    updateSchema: slideTranslationUpdateSchema,
    itemSchema: slideTranslationSchema,
    translations: () => ({
      store: slideTranslationStore,
      ownerField: 'slide_id',
      ownerExists: (db, id) => slidesRepository.exists(db, id),
      ownerMissing: 'catalog.slide_not_found',
      clean: (values) => values,
    }),
    toDto: toSlideTranslation,
  });
};
