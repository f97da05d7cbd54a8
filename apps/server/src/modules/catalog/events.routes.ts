import type { FastifyInstance } from 'fastify';
import { eventEndpoints as endpoints } from '@scena/shared/catalog.endpoints';
import { eventCardSchema } from '@scena/shared';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { viewerCards } from './viewer-cards';
import { createEventsService } from './events.service';
import { registerTranslationRoutes } from './translations.routes';

/** Shared among guests only (http/stored-answers): a signed-in viewer's answer carries their access. */
const cached = { cache: 'guests' } as const;

/** Events (spec 2 §7): reads with the viewer rules, admin writes (JSON) and translations. */
export const eventsRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const events = createEventsService(ctx);

  // A signed-in viewer's whole list: shared cards and their own (viewer-cards.ts); administrators' differ.
  const personalizeList = viewerCards(ctx, {
    kind: 'event',
    key: 'events',
    cardSchema: eventCardSchema,
    build: (query) => events.cardBase(query),
  });
  route(app, endpoints.list, { ...cached, personalize: personalizeList }, async (request) => ({
    events: await events.list(request.user, request.query, request.country),
  }));
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
