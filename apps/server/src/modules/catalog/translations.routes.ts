import type { FastifyInstance } from 'fastify';
import type { TranslationKind } from '@scena/shared';
import { translationsEndpoints } from '@scena/shared/catalog.endpoints';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { createTranslationsService } from './translations.service';

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
  const endpoints = translationsEndpoints[kind];
  const translations = createTranslationsService(ctx, kind);
  // The handlers are shared by the four kinds; each answer is held to its kind's schema by the serializer.
  const body = (value: unknown) => value as Record<string, unknown>;

  route(
    app,
    endpoints.list,
    async (request) => ({ translations: await translations.listForOwner(request.params.id) }) as never,
  );
  route(
    app,
    endpoints.create,
    async (request) => ({ translation: await translations.create(body(request.body)) }) as never,
  );
  route(
    app,
    endpoints.get,
    async (request) => ({ translation: await translations.get(request.params.id) }) as never,
  );
  route(
    app,
    endpoints.update,
    async (request) =>
      ({ translation: await translations.update(request.params.id, body(request.body)) }) as never,
  );
  route(
    app,
    endpoints.remove,
    async (request) => ({ translation: await translations.remove(request.params.id) }) as never,
  );
};
