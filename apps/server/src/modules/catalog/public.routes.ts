import type { FastifyInstance } from 'fastify';
import { eventEndpoints, videoEndpoints } from '@scena/shared/catalog.endpoints';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { createEventsService } from './events.service';
import { createVideosService } from './videos.service';

/** Shared public answers (http/stored-answers): the same for every guest and viewer. */
const cached = { cache: true };

/**
 * Token-less reads for the public home page (spec 3 §7): always the guest's view, whatever
 * header is sent — viewer rules, published only, and never what is sold.
 */
export const publicCatalogRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const videos = createVideosService(ctx);
  const events = createEventsService(ctx);

  route(app, videoEndpoints.publicList, cached, async () => ({ videos: await videos.list(null, {}) }));
  route(app, videoEndpoints.publicGet, cached, async (request) => ({
    video: await videos.get(null, request.params.id),
  }));
  route(app, eventEndpoints.publicList, cached, async (request) => ({
    events: await events.list(null, { ...request.query, dashboard: true }),
  }));
  route(app, eventEndpoints.publicGet, cached, async (request) => ({
    event: await events.get(null, request.params.id),
  }));
};
