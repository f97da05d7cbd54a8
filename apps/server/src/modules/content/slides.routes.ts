import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  catalogIdParamsSchema,
  SLIDE_FORM_KINDS,
  slideCreateSchema,
  slideUpdateSchema,
  slideResponseSchema,
  slidesQuerySchema,
  slidesResponseSchema,
  slideTranslationCreateSchema,
  slideTranslationSchema,
  slideTranslationUpdateSchema,
} from '@scena/shared';
import { ensureMultipart, readValidatedForm } from '../../adapters/storage';
import type { AppContext } from '../../context';
import { bothSlashes, registerTranslationRoutes } from '../catalog';
import { slideTranslationStore, slidesRepository } from './slides.repository';
import { SLIDE_IMAGE_KINDS, slidesService, toSlideTranslation } from './slides.service';

/** Home-page slides (spec 2 §2.9, §7) and the public GET /external_api/slides (spec 3 §7). */
export const slidesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await ensureMultipart(app);
  const slides = slidesService(ctx);
  const admin = { onRequest: app.requireAdmin };

  app.get('/api/slides', { schema: { querystring: slidesQuerySchema, response: { 200: slidesResponseSchema } } }, async (request) => ({
    slides: await slides.list(request.user, request.query.published),
  }));
  app.get('/external_api/slides', { schema: { response: { 200: slidesResponseSchema } } }, async () => ({
    slides: await slides.list(null),
  }));
  for (const url of bothSlashes('/api/slides')) {
    app.post(url, { ...admin, schema: { response: { 200: slideResponseSchema } } }, async (request) => ({
      slide: await slides.create(await readValidatedForm(request, { images: SLIDE_IMAGE_KINDS, schema: slideCreateSchema, kinds: SLIDE_FORM_KINDS })),
    }));
  }
  app.put('/api/slides/:id', { ...admin, schema: { params: catalogIdParamsSchema, response: { 200: slideResponseSchema } } }, async (request) => ({
    slide: await slides.update(request.params.id, await readValidatedForm(request, { images: SLIDE_IMAGE_KINDS, schema: slideUpdateSchema, kinds: SLIDE_FORM_KINDS })),
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
