import {
  catalogIdParamsSchema,
  slugOrIdParamsSchema,
  videoImageParamsSchema,
  videoResponseSchema,
  videosListQuerySchema,
  videosPageSchema,
  videosResponseSchema,
  videoTranslationCreateSchema,
  videoTranslationSchema,
  videoTranslationUpdateSchema,
} from '@scena/shared';
import { z } from 'zod';
import { ensureMultipart, readForm } from '../../adapters/storage';
import type { AppContext } from '../../context';
import { cleanFields } from './html';
import { toVideoTranslation, videoTranslationStore } from './dto';
import { bothSlashes, type ZodApp } from './routes-util';
import { registerTranslationRoutes } from './translations.routes';
import { videosRepository } from './videos.repository';
import { VIDEO_IMAGE_KINDS, videosService } from './videos.service';

/**
 * Videos (spec 2 §7): public reads with the viewer rules, admin writes as multipart forms (or
 * JSON), image removal and translations.
 */
export const videosRoutes = async (app: ZodApp, { ctx }: { ctx: AppContext }) => {
  await ensureMultipart(app);
  const videos = videosService(ctx);
  const admin = { onRequest: app.requireAdmin };

  // Paged (`{ videos, total }`) when a paging field is sent (admin cards); else the whole list.
  app.get(
    '/api/videos',
    { schema: { querystring: videosListQuerySchema, response: { 200: z.union([videosPageSchema, videosResponseSchema]) } } },
    async (request) => {
      const { filters, paged, ...paging } = request.query;
      return paged ? videos.page(request.user, filters, paging) : { videos: await videos.list(request.user, filters) };
    },
  );

  app.get('/api/videos/:id', { schema: { params: slugOrIdParamsSchema, response: { 200: videoResponseSchema } } }, async (request) => ({
    video: await videos.get(request.user, request.params.id),
  }));

  for (const url of bothSlashes('/api/videos')) {
    app.post(url, { ...admin, schema: { response: { 200: videoResponseSchema } } }, async (request) => ({
      video: await videos.create(await readForm(request, VIDEO_IMAGE_KINDS), request.user),
    }));
  }

  app.put('/api/videos/:id', { ...admin, schema: { params: catalogIdParamsSchema, response: { 200: videoResponseSchema } } }, async (request) => ({
    video: await videos.update(request.params.id, await readForm(request, VIDEO_IMAGE_KINDS), request.user),
  }));

  app.delete('/api/videos/:id', { ...admin, schema: { params: catalogIdParamsSchema, response: { 200: videoResponseSchema } } }, async (request) => ({
    video: await videos.remove(request.params.id, request.user),
  }));

  app.delete(
    '/api/videos/:videoId/image/:field',
    { ...admin, schema: { params: videoImageParamsSchema, response: { 200: videoResponseSchema } } },
    async (request) => ({ video: await videos.removeImage(request.params.videoId, request.params.field, request.user) }),
  );

  registerTranslationRoutes(app, ctx, {
    kind: 'video',
    ownerRoute: '/api/videos/:id/translations',
    createSchema: videoTranslationCreateSchema,
    updateSchema: videoTranslationUpdateSchema,
    itemSchema: videoTranslationSchema,
    translations: () => ({
      store: videoTranslationStore,
      ownerField: 'video_id',
      ownerExists: (db, id) => videosRepository.exists(db, id),
      ownerMissing: 'catalog.video_not_found',
      clean: (values) =>
        cleanFields(ctx.config, values, ['description', 'additional_desc'], ['video_link', 'accessibility_video', 'autodesc_video', 'teaser_link']),
    }),
    // Translation routes are admin-only, so the media fields are always included here.
    toDto: (row) => toVideoTranslation(row, true),
  });
};
