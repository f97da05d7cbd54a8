import type { FastifyInstance } from 'fastify';
import type { TranslationKind } from '@scena/shared';
import { translationsEndpoints } from '@scena/shared/catalog.endpoints';
import type { TranslationEndpoints } from '@scena/shared/catalog/translation.endpoints';
import type { EndpointBody, EndpointParams, EndpointResponse } from '@scena/shared/http/endpoint';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { createTranslationsService } from './translations.service';

type Calls = 'list' | 'create' | 'get' | 'update' | 'remove';

/**
 * The five calls of one kind as its descriptors type them. Written against the descriptors (not
 * the kind), the routes below need no cast; each kind's answers are checked against its own schema
 * where the kind is known (`callsOf`, at the `switch`).
 */
interface TranslationCalls<E extends Pick<TranslationEndpoints, Calls>> {
  list(params: EndpointParams<E['list']>): Promise<EndpointResponse<E['list']>>;
  create(body: EndpointBody<E['create']>): Promise<EndpointResponse<E['create']>>;
  get(params: EndpointParams<E['get']>): Promise<EndpointResponse<E['get']>>;
  update(
    params: EndpointParams<E['update']>,
    body: EndpointBody<E['update']>,
  ): Promise<EndpointResponse<E['update']>>;
  remove(params: EndpointParams<E['remove']>): Promise<EndpointResponse<E['remove']>>;
}

const registerCalls = <E extends Pick<TranslationEndpoints, Calls>>(
  app: FastifyInstance,
  endpoints: E,
  calls: TranslationCalls<E>,
): void => {
  route(app, endpoints.list, (request) => calls.list(request.params));
  route(app, endpoints.create, (request) => calls.create(request.body));
  route(app, endpoints.get, (request) => calls.get(request.params));
  route(app, endpoints.update, (request) => calls.update(request.params, request.body));
  route(app, endpoints.remove, (request) => calls.remove(request.params));
};

/** The service of one kind, shaped as its endpoints answer. */
const callsOf = <K extends TranslationKind>(ctx: AppContext, kind: K) => {
  const translations = createTranslationsService(ctx, kind);
  return {
    list: async ({ id }: { id: number }) => ({ translations: await translations.listForOwner(id) }),
    create: async (body: Record<string, unknown>) => ({ translation: await translations.create(body) }),
    get: async ({ id }: { id: number }) => ({ translation: await translations.get(id) }),
    update: async ({ id }: { id: number }, body: Record<string, unknown>) => ({
      translation: await translations.update(id, body),
    }),
    remove: async ({ id }: { id: number }) => ({ translation: await translations.remove(id) }),
  };
};

/**
 * The five translation calls of one kind (spec 2 §7), from its descriptors
 * (`translationsEndpoints[kind]`, all admin-only): viewers get translations embedded in the items
 * they may see.
 */
export const registerTranslationRoutes = (
  app: FastifyInstance,
  ctx: AppContext,
  kind: TranslationKind,
): void => {
  switch (kind) {
    case 'video':
      return registerCalls(app, translationsEndpoints.video, callsOf(ctx, 'video'));
    case 'event':
      return registerCalls(app, translationsEndpoints.event, callsOf(ctx, 'event'));
    case 'category':
      return registerCalls(app, translationsEndpoints.category, callsOf(ctx, 'category'));
    case 'slide':
      return registerCalls(app, translationsEndpoints.slide, callsOf(ctx, 'slide'));
  }
};
