import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithTokens, type TestApp } from '../../../test/test-app';
import { auth, type CallerTokens } from '../../../test/factories';
import {
  createEvent,
  createVideo,
  form,
  image,
  validEvent,
  validVideo,
} from '../../../test/catalog-fixtures';

/**
 * Every admin-only catalogue call: a guest gets 401, a signed-in viewer 403 (and nothing changes),
 * an administrator 2xx. Translation and slide calls have their own matrix in their test files.
 */
describe('catalogue admin endpoints: permissions', () => {
  let t: TestApp;
  let tokens: CallerTokens;
  beforeAll(async () => {
    ({ t, tokens } = await createTestAppWithTokens());
  });
  afterAll(() => t.close());

  type Call = {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    payload?: () => Promise<unknown> | unknown;
  };
  /** Each case builds its own target, so the admin's successful call does not affect the others. */
  const cases: [string, () => Promise<Call>][] = [
    [
      'POST /api/videos/',
      async () => ({
        method: 'POST',
        url: '/api/videos/',
        payload: async () => form(validVideo(), { image_link: await image('png') }),
      }),
    ],
    [
      'PUT /api/videos/{id}',
      async () => ({
        method: 'PUT',
        url: `/api/videos/${(await createVideo(t, tokens.admin)).id}`,
        payload: () => form({ title: 'Zmienione' }),
      }),
    ],
    [
      'DELETE /api/videos/{id}',
      async () => ({ method: 'DELETE', url: `/api/videos/${(await createVideo(t, tokens.admin)).id}` }),
    ],
    [
      'DELETE /api/videos/{id}/image/{field}',
      async () => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/videos',
          headers: auth(tokens.admin),
          payload: form(validVideo(), { thumb_link: await image('png') }),
        });
        return { method: 'DELETE', url: `/api/videos/${res.json().video.id}/image/thumb_link` };
      },
    ],
    [
      'POST /api/events/',
      async () => ({
        method: 'POST',
        url: '/api/events/',
        payload: async () => validEvent((await createVideo(t, tokens.admin)).id),
      }),
    ],
    [
      'PUT /api/events/{id}',
      async () => {
        const video = await createVideo(t, tokens.admin);
        return {
          method: 'PUT',
          url: `/api/events/${(await createEvent(t, tokens.admin, video.id)).id}`,
          payload: () => ({ title: 'Zmienione' }),
        };
      },
    ],
    [
      'DELETE /api/events/{id}',
      async () => ({
        method: 'DELETE',
        url: `/api/events/${(await createEvent(t, tokens.admin, (await createVideo(t, tokens.admin)).id)).id}`,
      }),
    ],
    [
      'POST /api/categories',
      async () => ({ method: 'POST', url: '/api/categories', payload: () => ({ name: 'Nowa' }) }),
    ],
    [
      'PUT /api/categories/{id}',
      async () => ({
        method: 'PUT',
        url: `/api/categories/${await newCategory()}`,
        payload: () => ({ name: 'Inna' }),
      }),
    ],
    [
      'DELETE /api/categories/{id}',
      async () => ({ method: 'DELETE', url: `/api/categories/${await newCategory()}` }),
    ],
    ['GET /api/galleries', async () => ({ method: 'GET', url: '/api/galleries' })],
    ['GET /api/galleries/{id}', async () => ({ method: 'GET', url: `/api/galleries/${await newGallery()}` })],
    [
      'POST /api/galleries/',
      async () => ({ method: 'POST', url: '/api/galleries/', payload: () => ({ name: 'Nowa' }) }),
    ],
    [
      'PUT /api/galleries/{id}',
      async () => ({
        method: 'PUT',
        url: `/api/galleries/${await newGallery()}`,
        payload: () => ({ name: 'Inna' }),
      }),
    ],
    [
      'DELETE /api/galleries/{id}',
      async () => ({ method: 'DELETE', url: `/api/galleries/${await newGallery()}` }),
    ],
    [
      'POST /api/galleries/{id}/images',
      async () => ({
        method: 'POST',
        url: `/api/galleries/${await newGallery()}/images`,
        payload: async () => form({}, { image: await image('png') }),
      }),
    ],
    [
      'DELETE /api/galleryImages/{id}',
      async () => {
        const id = await newGallery();
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/galleries/${id}/images`,
          headers: auth(tokens.admin),
          payload: form({}, { image: await image('png') }),
        });
        return { method: 'DELETE', url: `/api/galleryImages/${res.json().image.id}` };
      },
    ],
  ];

  // Names are unique: each call makes a new one.
  let made = 0;
  const newCategory = async () =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/categories',
        headers: auth(tokens.admin),
        payload: { name: `Kategoria ${++made}` },
      })
    ).json().category.id as number;
  const newGallery = async () =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/galleries',
        headers: auth(tokens.admin),
        payload: { name: `Galeria ${++made}` },
      })
    ).json().gallery.id as number;

  for (const [name, build] of cases) {
    it(`${name}: guest 401, viewer 403, admin 2xx`, async () => {
      const call = await build();
      const send = async (headers: Record<string, string>) =>
        t.app.inject({
          method: call.method,
          url: call.url,
          headers,
          ...(call.payload ? { payload: (await call.payload()) as never } : {}),
        });
      const guest = await send({});
      expect(guest.statusCode).toBe(401);
      expect(guest.json().message).toBe('Zaloguj się, aby kontynuować.');
      const viewer = await send(auth(tokens.other));
      expect(viewer.statusCode).toBe(403);
      expect(viewer.json().message).toBe('Brak uprawnień.');
      const admin = await send(auth(tokens.admin));
      expect(admin.statusCode, admin.body).toBe(200);
    });
  }
});
