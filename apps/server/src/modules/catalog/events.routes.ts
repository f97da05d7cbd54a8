import {
  catalogIdParamsSchema,
  eventCreateSchema,
  eventResponseSchema,
  eventsListQuerySchema,
  eventsPageSchema,
  eventsResponseSchema,
  eventTranslationCreateSchema,
  eventTranslationSchema,
  eventTranslationUpdateSchema,
  eventUpdateSchema,
  slugOrIdParamsSchema,
} from '@scena/shared';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { eventTranslationStore, toEventTranslation } from './events.dto';
import { eventsRepository } from './events.repository';
import { eventsService } from './events.service';
import { bothSlashes, type ZodApp } from './routes-util';
import { registerTranslationRoutes } from './translations.routes';

/** Events (spec 2 §7): reads with the viewer rules, admin writes (JSON) and translations. */
export const eventsRoutes = async (app: ZodApp, { ctx }: { ctx: AppContext }) => {
  const events = eventsService(ctx);
  const admin = { onRequest: app.requireAdmin };

  // Paged (`{ events, total }`) when a paging field is sent: the admin list; else the whole list.
  app.get(
    '/api/events',
    { schema: { querystring: eventsListQuerySchema, response: { 200: z.union([eventsPageSchema, eventsResponseSchema]) } } },
    async (request) => {
      const { filters, paged, ...paging } = request.query;
      return paged ? events.page(request.user, filters, paging) : { events: await events.list(request.user, filters) };
    },
  );

  app.get('/api/events/:id', { schema: { params: slugOrIdParamsSchema, response: { 200: eventResponseSchema } } }, async (request) => ({
    event: await events.get(request.user, request.params.id),
  }));

  for (const url of bothSlashes('/api/events')) {
    app.post(url, { ...admin, schema: { body: eventCreateSchema, response: { 200: eventResponseSchema } } }, async (request) => ({
      event: await events.create(request.body, request.user),
    }));
  }

  app.put(
    '/api/events/:id',
    { ...admin, schema: { params: catalogIdParamsSchema, body: eventUpdateSchema, response: { 200: eventResponseSchema } } },
    async (request) => ({ event: await events.update(request.params.id, request.body, request.user) }),
  );

  app.delete('/api/events/:id', { ...admin, schema: { params: catalogIdParamsSchema, response: { 200: eventResponseSchema } } }, async (request) => ({
    event: await events.remove(request.params.id, request.user),
  }));

  registerTranslationRoutes(app, ctx, {
    kind: 'event',
    ownerRoute: '/api/events/:id/translations',
    createSchema: eventTranslationCreateSchema,
    updateSchema: eventTranslationUpdateSchema,
    itemSchema: eventTranslationSchema,
    translations: () => ({
      store: eventTranslationStore,
      ownerField: 'event_id',
      ownerExists: (db, id) => eventsRepository.exists(db, id),
      ownerMissing: 'catalog.event_not_found',
      clean: (values) => values,
    }),
    toDto: toEventTranslation,
  });
};
