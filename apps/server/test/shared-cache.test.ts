import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import {
  PERSONAL_CACHE_CONTROL,
  PERSONAL_VARY,
  SHARED_VARY,
  sharedCacheControl,
  cdnCacheControl,
  sharedLifetime,
} from '../src/http/stored-answers/shared-cache';
import { seedContentPages } from '../src/seed/content-pages';
import { createEvent, createVideo } from './catalog-fixtures';
import { auth, createCallers, type CallerTokens } from './factories';
import { createCatalogedApp, fillUrl, type CatalogRoute } from './route-catalog';

/**
 * What shared caches (a CDN, deploy/nginx) are told, route by route (http/stored-answers/
 * shared-cache.ts): every stored answer a guest gets is public for its route's lifetime and varies
 * by coding and token only (the same bytes in every language, checked here); a signed-in viewer's
 * is private, an administrator's and every other API answer no-store, whatever the request sends.
 */
const { t, routes } = await createCatalogedApp();
let tokens: CallerTokens;
let values: Record<string, string>;
let cached: CatalogRoute[];
beforeAll(async () => {
  tokens = (await createCallers(t.ctx)).tokens;
  await seedContentPages(t.ctx.db);
  const video = await createVideo(t, tokens.admin, { title: 'Na półce' });
  const event = await createEvent(t, tokens.admin, video.id, { title: 'Na scenie' });
  // Each cached route's params filled with an item that exists (path → its value for `:id`).
  values = { video: String(video.id), event: String(event.id), slug: 'regulamin' };
  cached = routes.filter((route) => route.cached);
});
afterAll(() => t.close());

const urlOf = (route: CatalogRoute) =>
  fillUrl(route.url, {
    id: /event/.test(route.url) ? values.event! : values.video!,
    slug: values.slug!,
  });

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const expectShared = (res: LightMyRequestResponse, route: CatalogRoute, what: string) => {
  expect(res.headers['cache-control'], what).toBe(sharedCacheControl(sharedLifetime(route.url)));
  expect(res.headers['cdn-cache-control'], what).toBe(cdnCacheControl(sharedLifetime(route.url)));
  expect(res.headers.vary, what).toBe(SHARED_VARY);
  expect(res.headers.etag, what).toMatch(/^"[\w-]+"$/);
};

const expectPrivate = (res: LightMyRequestResponse, what: string) => {
  expect(res.headers['cache-control'], what).toBe(PERSONAL_CACHE_CONTROL);
  expect(res.headers.vary, what).toBe(PERSONAL_VARY);
};

describe('guests: public, for a shared cache', () => {
  it('every cached route answers a guest public with its lifetime, the same in every language', async () => {
    expect(cached.map((route) => route.url)).toEqual(
      expect.arrayContaining(['/api/videos', '/api/events/:id', '/external_api/events', '/api/appconfig']),
    );
    for (const route of cached) {
      const url = urlOf(route);
      const polish = await get(url, { 'accept-language': 'pl' });
      expect(polish.statusCode, url).toBe(200);
      expectShared(polish, route, url);
      // The answer does not vary by language, so Vary does not name it: English by every means
      // the server reads gets the same bytes.
      const englishHeaders: Record<string, string>[] = [
        { 'accept-language': 'en' },
        { 'x-lang': 'en' },
        { cookie: 'lang=en' },
      ];
      for (const english of englishHeaders) {
        const res = await get(url, english);
        expect(res.body, `${url} ${JSON.stringify(english)}`).toBe(polish.body);
        expect(res.headers.etag).toBe(polish.headers.etag);
        expectShared(res, route, url);
      }
      // A revalidation carries the same instructions.
      const again = await get(url, { 'if-none-match': polish.headers.etag as string });
      expect(again.statusCode, url).toBe(304);
      expectShared(again, route, url);
    }
  });

  it('lifetimes suit each kind: seconds for the catalogue, a minute for other sites and static pages', () => {
    expect(sharedCacheControl(sharedLifetime('/api/events'))).toBe('public, max-age=0, s-maxage=5');
    // The stale allowances for CDNs only: a browser given stale-while-revalidate shows the old copy.
    expect(cdnCacheControl(sharedLifetime('/api/events'))).toBe(
      'max-age=5, stale-while-revalidate=30, stale-if-error=600',
    );
    expect(sharedLifetime('/api/videos/:id').sMaxAge).toBe(5);
    expect(sharedLifetime('/external_api/videos').sMaxAge).toBe(60);
    expect(sharedLifetime('/api/appconfig').sMaxAge).toBe(30);
    expect(sharedLifetime('/api/pages/:slug').sMaxAge).toBe(60);
  });
});

describe('anyone who says who they are: never public', () => {
  it('a viewer gets private or no-store answers, an administrator no-store, on every cached route', async () => {
    for (const route of cached) {
      const url = urlOf(route);
      const viewer = await get(url, auth(tokens.owner));
      expect(viewer.statusCode, url).toBe(200);
      // Stored (shared among viewers, or their list made of shared cards): private; made for them
      // alone (an item page with their access): no-store.
      if (viewer.headers.etag) expectPrivate(viewer, `${url} as a viewer`);
      else expect(viewer.headers['cache-control'], `${url} as a viewer`).toBe('no-store');
      const admin = await get(url, auth(tokens.admin));
      expect(admin.statusCode, url).toBe(200);
      expect(admin.headers['cache-control'], `${url} as an administrator`).toBe('no-store');
    }
  });

  it('a request with a bad or expired token, or an Authorization header, gets a guest answer kept private', async () => {
    const credentials: Record<string, string>[] = [
      { 'x-auth-token': 'not-a-session' },
      { 'x-auth-token': '' },
      { authorization: 'Bearer x' },
    ];
    for (const headers of credentials) {
      const res = await get('/api/videos', headers);
      expect(res.statusCode).toBe(200);
      expectPrivate(res, JSON.stringify(headers));
    }
  });

  it("a guest after a viewer (and the reverse) gets the guest's public answer, without the viewer's facts", async () => {
    const guestFirst = await get('/api/videos');
    const viewer = await get('/api/videos', auth(tokens.owner));
    const guestAfter = await get('/api/videos');
    expectPrivate(viewer, 'viewer');
    expect(guestAfter.body).toBe(guestFirst.body);
    expect(guestAfter.headers['cache-control']).toMatch(/^public, /);
  });

  it('purchases and the rest of /api are no-store; a 404 on a cached route too', async () => {
    const missing = await get('/api/videos/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    const purchase = await t.app.inject({
      method: 'POST',
      url: `/api/videopayments/${values.video}`,
      headers: auth(tokens.owner),
      payload: { consent: true },
    });
    // Whatever the provider answers (the test config has none reachable: 503), never stored.
    expect(purchase.headers['cache-control']).toBe('no-store');
    const session = await get('/api/users/validate-session', auth(tokens.owner));
    expect(session.headers['cache-control']).toBe('no-store');
  });
});
