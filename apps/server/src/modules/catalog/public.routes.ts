import { eventResponseSchema, eventsQuerySchema, eventsResponseSchema, slugOrIdParamsSchema, videoResponseSchema, videosResponseSchema } from '@scena/shared';
import type { AppContext } from '../../context';
import { eventsService } from './events.service';
import type { ZodApp } from './routes-util';
import { videosService } from './videos.service';

/**
 * Token-less reads for the public home page (spec 3 §7): always the guest's view, whatever
 * header is sent — viewer rules, published only, and never what is sold.
 */
export const publicCatalogRoutes = async (app: ZodApp, { ctx }: { ctx: AppContext }) => {
  const videos = videosService(ctx);
  const events = eventsService(ctx);

  app.get('/external_api/videos', { schema: { response: { 200: videosResponseSchema } } }, async () => ({
    videos: await videos.list(null, {}),
  }));
  app.get('/external_api/video/:id', { schema: { params: slugOrIdParamsSchema, response: { 200: videoResponseSchema } } }, async (request) => ({
    video: await videos.get(null, request.params.id),
  }));
  app.get('/external_api/events', { schema: { querystring: eventsQuerySchema, response: { 200: eventsResponseSchema } } }, async (request) => ({
    events: await events.list(null, { ...request.query, dashboard: true }),
  }));
  app.get('/external_api/event/:id', { schema: { params: slugOrIdParamsSchema, response: { 200: eventResponseSchema } } }, async (request) => ({
    event: await events.get(null, request.params.id),
  }));
};
