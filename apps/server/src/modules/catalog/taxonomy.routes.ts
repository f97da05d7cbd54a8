import {
  catalogIdParamsSchema,
  categoriesListQuerySchema,
  categoriesPageSchema,
  categoriesResponseSchema,
  categoryBodySchema,
  categoryResponseSchema,
  categoryTranslationCreateSchema,
  categoryTranslationSchema,
  categoryTranslationUpdateSchema,
  galleriesListQuerySchema,
  galleriesPageSchema,
  galleriesResponseSchema,
  GALLERY_IMAGE_FIELDS,
  galleryBodySchema,
  galleryImageResponseSchema,
  galleryImageUploadResponseSchema,
  galleryResponseSchema,
} from '@scena/shared';
import { z } from 'zod';
import { ensureMultipart, readForm } from '../../adapters/storage';
import type { AppContext } from '../../context';
import { bothSlashes, type ZodApp } from './routes-util';
import { categoriesRepository } from './taxonomy.repository';
import { categoriesService, categoryTranslationStore, galleriesService, toCategoryTranslation } from './taxonomy.service';
import { registerTranslationRoutes } from './translations.routes';

/**
 * Categories (public list for the VOD filters, admin writes) and galleries (admin; viewers get
 * galleries embedded in videos and events) — spec 2 §7.
 */
export const taxonomyRoutes = async (app: ZodApp, { ctx }: { ctx: AppContext }) => {
  await ensureMultipart(app);
  const categories = categoriesService(ctx);
  const galleries = galleriesService(ctx);
  const admin = { onRequest: app.requireAdmin };
  const idParams = { params: catalogIdParamsSchema };

  // Paged (`{ categories, total }`) when a paging field is sent (admin table); else the whole list.
  app.get(
    '/api/categories',
    { schema: { querystring: categoriesListQuerySchema, response: { 200: z.union([categoriesPageSchema, categoriesResponseSchema]) } } },
    async (request) => {
      const { filters, paged, ...paging } = request.query;
      return paged ? categories.page(request.user, filters.q, paging) : { categories: await categories.list(request.user) };
    },
  );
  for (const url of bothSlashes('/api/categories')) {
    app.post(url, { ...admin, schema: { body: categoryBodySchema, response: { 200: categoryResponseSchema } } }, async (request) => ({
      category: await categories.create(request.body.name, request.user),
    }));
  }
  app.put('/api/categories/:id', { ...admin, schema: { ...idParams, body: categoryBodySchema, response: { 200: categoryResponseSchema } } }, async (request) => ({
    category: await categories.update(request.params.id, request.body.name, request.user),
  }));
  app.delete('/api/categories/:id', { ...admin, schema: { ...idParams, response: { 200: categoryResponseSchema } } }, async (request) => ({
    category: await categories.remove(request.params.id, request.user),
  }));

  registerTranslationRoutes(app, ctx, {
    kind: 'category',
    ownerRoute: '/api/categories/:id/translations',
    createSchema: categoryTranslationCreateSchema,
    updateSchema: categoryTranslationUpdateSchema,
    itemSchema: categoryTranslationSchema,
    translations: () => ({
      store: categoryTranslationStore,
      ownerField: 'category_id',
      ownerExists: async (db, id) => !!(await categoriesRepository.get(db, id)),
      ownerMissing: 'catalog.category_not_found',
      clean: (values) => values,
    }),
    toDto: toCategoryTranslation,
  });

  app.get(
    '/api/galleries',
    { ...admin, schema: { querystring: galleriesListQuerySchema, response: { 200: z.union([galleriesPageSchema, galleriesResponseSchema]) } } },
    async (request) => {
      const { filters, paged, ...paging } = request.query;
      return paged ? galleries.page(filters.q, paging) : { galleries: await galleries.list() };
    },
  );
  app.get('/api/galleries/:id', { ...admin, schema: { ...idParams, response: { 200: galleryResponseSchema } } }, async (request) => ({
    gallery: await galleries.get(request.params.id),
  }));
  for (const url of bothSlashes('/api/galleries')) {
    app.post(url, { ...admin, schema: { body: galleryBodySchema, response: { 200: galleryResponseSchema } } }, async (request) => ({
      gallery: await galleries.create(request.body.name),
    }));
  }
  app.put('/api/galleries/:id', { ...admin, schema: { ...idParams, body: galleryBodySchema, response: { 200: galleryResponseSchema } } }, async (request) => ({
    gallery: await galleries.update(request.params.id, request.body.name),
  }));
  app.delete('/api/galleries/:id', { ...admin, schema: { ...idParams, response: { 200: galleryResponseSchema } } }, async (request) => ({
    gallery: await galleries.remove(request.params.id),
  }));
  app.post('/api/galleries/:id/images', { ...admin, schema: { ...idParams, response: { 200: galleryImageUploadResponseSchema } } }, async (request) => {
    const form = await readForm(request, Object.fromEntries(GALLERY_IMAGE_FIELDS.map((field) => [field, 'gallery' as const])));
    const field = GALLERY_IMAGE_FIELDS.find((name) => form.files[name]) ?? GALLERY_IMAGE_FIELDS[0];
    return galleries.addImage(request.params.id, field, form.files[field]);
  });
  app.delete('/api/galleryImages/:id', { ...admin, schema: { ...idParams, response: { 200: galleryImageResponseSchema } } }, async (request) => ({
    image: await galleries.removeImage(request.params.id),
  }));
};
