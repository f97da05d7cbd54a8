import { z } from 'zod';
import { access, defineEndpoint } from '../http/endpoint';
import { catalogIdParamsSchema } from './params';
import {
  categoryTranslationCreateSchema,
  categoryTranslationSchema,
  categoryTranslationUpdateSchema,
  eventTranslationCreateSchema,
  eventTranslationSchema,
  eventTranslationUpdateSchema,
  slideTranslationCreateSchema,
  slideTranslationSchema,
  slideTranslationUpdateSchema,
  videoTranslationCreateSchema,
  videoTranslationSchema,
  videoTranslationUpdateSchema,
  type TranslationKind,
} from './translation.contract';

/**
 * The five translation calls of one kind of item (spec 2 §7), all admin-only: viewers get
 * translations embedded in the items they may see. `owners` is the owner's collection segment
 * (`videos` → GET /api/videos/:id/translations); the rest live under /api/translations/{kind}.
 */
export const translationEndpoints = <
  K extends TranslationKind,
  C extends z.ZodType,
  U extends z.ZodType,
  I extends z.ZodType,
>(
  kind: K,
  owners: string,
  schemas: { create: C; update: U; item: I },
) => {
  const one = z.object({ translation: schemas.item });
  const base = `/api/translations/${kind}` as const;
  return {
    kind,
    list: defineEndpoint({
      method: 'GET',
      path: `/api/${owners}/:id/translations`,
      access: access.admin,
      params: catalogIdParamsSchema,
      response: z.object({ translations: z.array(schemas.item) }),
    }),
    create: defineEndpoint({
      method: 'POST',
      path: base,
      access: access.admin,
      body: schemas.create,
      response: one,
    }),
    get: defineEndpoint({
      method: 'GET',
      path: `${base}/:id`,
      access: access.admin,
      params: catalogIdParamsSchema,
      response: one,
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: `${base}/:id`,
      access: access.admin,
      params: catalogIdParamsSchema,
      body: schemas.update,
      response: one,
    }),
    remove: defineEndpoint({
      method: 'DELETE',
      path: `${base}/:id`,
      access: access.admin,
      params: catalogIdParamsSchema,
      response: one,
    }),
  };
};

export type TranslationEndpoints = ReturnType<typeof translationEndpoints>;

/** Per kind of translatable item (the path segment of /api/translations/{kind}). */
export const translationsEndpoints = {
  video: translationEndpoints('video', 'videos', {
    create: videoTranslationCreateSchema,
    update: videoTranslationUpdateSchema,
    item: videoTranslationSchema,
  }),
  event: translationEndpoints('event', 'events', {
    create: eventTranslationCreateSchema,
    update: eventTranslationUpdateSchema,
    item: eventTranslationSchema,
  }),
  category: translationEndpoints('category', 'categories', {
    create: categoryTranslationCreateSchema,
    update: categoryTranslationUpdateSchema,
    item: categoryTranslationSchema,
  }),
  slide: translationEndpoints('slide', 'slides', {
    create: slideTranslationCreateSchema,
    update: slideTranslationUpdateSchema,
    item: slideTranslationSchema,
  }),
};
