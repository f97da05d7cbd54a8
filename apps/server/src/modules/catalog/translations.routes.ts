import { z } from 'zod';
import { catalogIdParamsSchema } from '@scena/shared';
import type { AppContext } from '../../context';
import type { ZodApp } from './routes-util';
import { translationService, type TranslationKind } from './translations.service';

export interface TranslationRouteSpec<Row extends { id: number; language_code: string }, Dto> {
  /** Path segment of /api/translations/{kind}. */
  kind: 'video' | 'event' | 'category' | 'slide';
  /** The owner's list route, e.g. /api/videos/:id/translations. */
  ownerRoute: string;
  createSchema: z.ZodType<Record<string, unknown>>;
  updateSchema: z.ZodType<Record<string, unknown>>;
  itemSchema: z.ZodType<Dto>;
  translations: (ctx: AppContext) => TranslationKind<Row>;
  toDto(row: Row): Dto;
}

/**
 * The five translation calls of one kind (spec 2 §7), all admin-only: viewers get translations
 * embedded in the items they may see.
 */
export const registerTranslationRoutes = <Row extends { id: number; language_code: string }, Dto>(
  app: ZodApp,
  ctx: AppContext,
  spec: TranslationRouteSpec<Row, Dto>,
): void => {
  const service = () => translationService(ctx.db, spec.translations(ctx));
  const one = z.object({ translation: spec.itemSchema });
  const many = z.object({ translations: z.array(spec.itemSchema) });
  const base = `/api/translations/${spec.kind}`;
  const admin = { onRequest: app.requireAdmin };

  app.get(spec.ownerRoute, { ...admin, schema: { params: catalogIdParamsSchema, response: { 200: many } } }, async (request) => ({
    translations: (await service().listForOwner(request.params.id)).map(spec.toDto),
  }));
  for (const url of [base]) {
    app.post(url, { ...admin, schema: { body: spec.createSchema, response: { 200: one } } }, async (request) => ({
      translation: spec.toDto(await service().create(request.body)),
    }));
  }
  app.get(`${base}/:id`, { ...admin, schema: { params: catalogIdParamsSchema, response: { 200: one } } }, async (request) => ({
    translation: spec.toDto(await service().get(request.params.id)),
  }));
  app.put(`${base}/:id`, { ...admin, schema: { params: catalogIdParamsSchema, body: spec.updateSchema, response: { 200: one } } }, async (request) => ({
    translation: spec.toDto(await service().update(request.params.id, request.body)),
  }));
  app.delete(`${base}/:id`, { ...admin, schema: { params: catalogIdParamsSchema, response: { 200: one } } }, async (request) => ({
    translation: spec.toDto(await service().remove(request.params.id)),
  }));
};
