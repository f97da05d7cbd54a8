import type { FastifyInstance } from 'fastify';
import { eventEndpoints as endpoints } from '@scena/shared/catalog.endpoints';
import { eventCardSchema } from '@scena/shared';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { isAdmin } from './media-access';
import { createViewerCards } from './viewer-cards';
import { createEventsService } from './events.service';
import { registerTranslationRoutes } from './translations.routes';

/** Shared among guests only (http/cached-handler.ts): a signed-in viewer's answer carries their access. */
const cached = { cache: 'guests' } as const;

/** Events (spec 2 §7): reads with the viewer rules, admin writes (JSON) and translations. */
export const eventsRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const events = createEventsService(ctx);

  const viewerList = createViewerCards(ctx, {
    kind: 'event',
    key: 'events',
    cardSchema: eventCardSchema,
    build: (query) => events.cardBase(query),
  });
  route(app, endpoints.list, cached, async (request, reply) => {
    // A signed-in viewer's whole list: shared parts and their own overlay (viewer-cards.ts); administrators' differ.
    if (request.user && !isAdmin(request.user)) return viewerList(request, reply, request.query) as never;
    return { events: await events.list(request.user, request.query, request.country) };
  });
  route(app, endpoints.page, async (request) => {
    const { filters, ...paging } = request.query;
    return events.page(request.user, filters, paging, request.country);
  });
  route(app, endpoints.get, cached, async (request) => ({
    event: await events.get(request.user, request.params.id, request.country),
  }));
  route(app, endpoints.create, async (request) => ({
    event: await events.create(request.body, request.user),
  }));
  route(app, endpoints.update, async (request) => ({
    event: await events.update(request.params.id, request.body, request.user),
  }));
  route(app, endpoints.remove, async (request) => ({
    event: await events.remove(request.params.id, request.user),
  }));

  registerTranslationRoutes(app, ctx, 'event');
};
