import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { staticGeoIp } from '../src/adapters/geoip';
import { publicDataVersion } from '../src/db/public-data-version.table';
import { publicDataVersionReader } from '../src/http/stored-answers/data-version';
import { createTestAppWithTokens, type TestApp } from './test-app';
import { auth, type CallerTokens } from './factories';
import { createEvent, createVideo, findMedia, form, image } from './catalog-fixtures';
import { seedContentPages } from '../src/seed/content-pages';
import { testConfig } from './test-config';

/**
 * The shared public answers (route option `cache`, http/stored-answers): every kind of admin
 * write shows at once in the next public read, an administrator's answer never reaches a guest
 * (nor the reverse), ETag / If-None-Match → 304, and two app instances on one database see each
 * other's writes through the public data version row.
 */
let t: TestApp;
let tokens: CallerTokens;
beforeAll(async () => {
  ({ t, tokens } = await createTestAppWithTokens());
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = async (
  method: Method,
  url: string,
  payload?: unknown,
  token: string | null = tokens.admin,
  app: FastifyInstance = t.app,
) => {
  const res = await app.inject({
    method,
    url,
    headers: token ? auth(token) : {},
    ...(payload !== undefined ? { payload: payload as never } : {}),
  });
  if (method !== 'GET' && res.statusCode !== 200)
    throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res;
};
/** A guest's read, twice: the second comes from the cache (same ETag), so the test reads what is kept. */
const guest = async (url: string, app: FastifyInstance = t.app) => {
  const first = await call('GET', url, undefined, null, app);
  const again = await call('GET', url, undefined, null, app);
  expect(first.statusCode, url).toBe(200);
  expect(again.headers.etag).toBe(first.headers.etag);
  return again.json();
};
const titles = (list: { title: string }[]) => list.map((item) => item.title);

describe('admin writes show at once in public reads', () => {
  it('videos: create, update, delete (list, item page, external API)', async () => {
    expect(titles((await guest('/api/videos')).videos)).not.toContain('Cache A');
    const video = await createVideo(t, tokens.admin, { title: 'Cache A' });
    expect(titles((await guest('/api/videos')).videos)).toContain('Cache A');
    expect((await guest(`/api/videos/${video.id}`)).video.title).toBe('Cache A');
    expect((await guest(`/external_api/video/${video.id}`)).video.title).toBe('Cache A');
    await call('PUT', `/api/videos/${video.id}`, { title: 'Cache B' });
    expect(titles((await guest('/api/videos')).videos)).toContain('Cache B');
    expect((await guest(`/api/videos/${video.id}`)).video.title).toBe('Cache B');
    expect(titles((await guest('/external_api/videos')).videos)).toContain('Cache B');
    await call('DELETE', `/api/videos/${video.id}`);
    expect(titles((await guest('/api/videos')).videos)).not.toContain('Cache B');
    expect((await call('GET', `/api/videos/${video.id}`, undefined, null)).statusCode).toBe(404);
  });

  it('events: create, update, delete', async () => {
    const video = await createVideo(t, tokens.admin, { title: 'Do wydarzeń' });
    expect(titles((await guest('/api/events')).events)).not.toContain('Premiera A');
    const event = await createEvent(t, tokens.admin, video.id, { title: 'Premiera A' });
    expect(titles((await guest('/api/events')).events)).toContain('Premiera A');
    expect(titles((await guest('/external_api/events')).events)).toContain('Premiera A');
    await call('PUT', `/api/events/${event.id}`, { title: 'Premiera B' });
    expect((await guest(`/api/events/${event.id}`)).event.title).toBe('Premiera B');
    expect((await guest(`/external_api/event/${event.id}`)).event.title).toBe('Premiera B');
    await call('DELETE', `/api/events/${event.id}`);
    expect(titles((await guest('/api/events')).events)).not.toContain('Premiera B');
  });

  it('categories: create, update, delete', async () => {
    const names = async () =>
      (await guest('/api/categories')).categories.map((c: { name: string }) => c.name);
    expect(await names()).not.toContain('Opera');
    const category = (await call('POST', '/api/categories/', { name: 'Opera' })).json().category;
    expect(await names()).toContain('Opera');
    await call('PUT', `/api/categories/${category.id}`, { name: 'Balet' });
    expect(await names()).toEqual(expect.arrayContaining(['Balet']));
    expect(await names()).not.toContain('Opera');
    await call('DELETE', `/api/categories/${category.id}`);
    expect(await names()).not.toContain('Balet');
  });

  it('galleries: create, rename, delete (seen in the video that shows one)', async () => {
    const gallery = (await call('POST', '/api/galleries/', { name: 'Zdjęcia A' })).json().gallery;
    const video = await createVideo(t, tokens.admin, { title: 'Z galerią', gallery_id: gallery.id });
    expect((await guest(`/api/videos/${video.id}`)).video.gallery).toMatchObject({ name: 'Zdjęcia A' });
    await call('PUT', `/api/galleries/${gallery.id}`, { name: 'Zdjęcia B' });
    expect((await guest(`/api/videos/${video.id}`)).video.gallery).toMatchObject({ name: 'Zdjęcia B' });
    await call('DELETE', `/api/galleries/${gallery.id}`);
    expect((await guest(`/api/videos/${video.id}`)).video.gallery).toBeNull();
  });

  it('slides: create, update, delete (home and external API)', async () => {
    expect(titles((await guest('/api/slides')).slides)).not.toContain('Slajd A');
    const slide = (
      await call(
        'POST',
        '/api/slides/',
        form({ title: 'Slajd A', text: 'Tekst', url: '#a' }, { bg_image_data: await image('png') }),
      )
    ).json().slide;
    expect(titles((await guest('/api/slides')).slides)).toContain('Slajd A');
    expect(titles((await guest('/external_api/slides')).slides)).toContain('Slajd A');
    await call('PUT', `/api/slides/${slide.id}`, form({ title: 'Slajd B', text: 'Tekst', url: '#a' }));
    expect(titles((await guest('/external_api/slides')).slides)).toContain('Slajd B');
    await call('DELETE', `/api/slides/${slide.id}`);
    expect(titles((await guest('/api/slides')).slides)).not.toContain('Slajd B');
  });

  it('translations: create, update, delete', async () => {
    const video = await createVideo(t, tokens.admin, { title: 'Tłumaczony' });
    const english = async () =>
      (await guest(`/api/videos/${video.id}`)).video.translations.map(
        (tr: { title: string | null }) => tr.title,
      );
    expect(await english()).toEqual([]);
    const { id } = (
      await call('POST', '/api/translations/video', {
        video_id: video.id,
        language_code: 'en',
        title: 'Translated',
      })
    ).json().translation;
    expect(await english()).toEqual(['Translated']);
    await call('PUT', `/api/translations/video/${id}`, { title: 'Translated again' });
    expect(await english()).toEqual(['Translated again']);
    await call('DELETE', `/api/translations/video/${id}`);
    expect(await english()).toEqual([]);
  });

  it('app config and static pages', async () => {
    await call('PUT', '/api/appconfig', { info_bar: 'Przed' });
    expect((await guest('/api/appconfig')).info_bar).toBe('Przed');
    expect((await guest('/external_api/config')).config).toBeDefined();
    await call('PUT', '/api/appconfig', { info_bar: 'Po' });
    expect((await guest('/api/appconfig')).info_bar).toBe('Po');
    await seedContentPages(t.ctx.db);
    const page = await guest('/api/pages/regulamin');
    await call('PUT', `/api/pages/${page.id}`, {
      title: 'Regulamin (nowy)',
      content: '<p>Nowa treść</p>',
      slug: page.slug,
    });
    expect((await guest('/api/pages/regulamin')).title).toBe('Regulamin (nowy)');
  });
});

describe('viewer classes', () => {
  it("never serves an administrator's answer (media, hidden items) to a guest or a viewer, nor theirs to an administrator", async () => {
    const hidden = await createVideo(t, tokens.admin, {
      title: 'Ukryty',
      visible: false,
      accessibility_video: '555',
    });
    const shown = await createVideo(t, tokens.admin, { title: 'Widoczny', accessibility_video: '556' });
    for (let round = 0; round < 2; round += 1) {
      // The administrator reads first in the first round, the guest first in the second.
      const order = round === 0 ? [tokens.admin, null, tokens.other] : [null, tokens.other, tokens.admin];
      for (const token of order) {
        const list = await call('GET', '/api/videos', undefined, token);
        const item = await call('GET', `/api/videos/${shown.id}`, undefined, token);
        if (token === tokens.admin) {
          expect(titles(list.json().videos)).toContain('Ukryty');
          expect(item.json().video.video_link).toBe('123456789');
          expect(list.headers.etag).toBeUndefined();
          expect(list.headers['cache-control']).toBe('no-store');
        } else {
          expect(titles(list.json().videos)).not.toContain('Ukryty');
          expect(findMedia(list.json())).toEqual([]);
          expect(findMedia(item.json())).toEqual([]);
          expect((await call('GET', `/api/videos/${hidden.id}`, undefined, token)).statusCode).toBe(404);
        }
      }
    }
  });

  it('keeps guests and signed-in viewers apart, and a language apart', async () => {
    const guestAnswer = await call('GET', '/api/categories', undefined, null);
    const viewerAnswer = await call('GET', '/api/categories', undefined, tokens.owner);
    expect(viewerAnswer.json()).toEqual(guestAnswer.json());
    const before = t.app.storedAnswers.store.size;
    await t.app.inject({ method: 'GET', url: '/api/categories', headers: { 'accept-language': 'en' } });
    expect(t.app.storedAnswers.store.size).toBe(before + 1);
  });
});

describe('ETag and 304', () => {
  it('answers 304 with no body to a matching If-None-Match, 200 after a write changes the answer', async () => {
    const first = await call('GET', '/api/videos', undefined, null);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.vary).toContain('Accept-Encoding');
    const cached = await t.app.inject({
      method: 'GET',
      url: '/api/videos',
      headers: { 'if-none-match': etag },
    });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    expect(cached.headers.etag).toBe(etag);
    const weak = await t.app.inject({
      method: 'GET',
      url: '/api/videos',
      headers: { 'if-none-match': `"other", W/${etag}` },
    });
    expect(weak.statusCode).toBe(304);
    await createVideo(t, tokens.admin, { title: 'Nowość' });
    const changed = await t.app.inject({
      method: 'GET',
      url: '/api/videos',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(titles(changed.json().videos)).toContain('Nowość');
  });

  it('keeps the ETag when a write leaves the answer as it was, and ignores If-None-Match from an administrator', async () => {
    const before = await call('GET', '/api/categories', undefined, null);
    await call('PUT', '/api/appconfig', { info_bar: 'Nie o kategoriach' });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/categories',
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(304);
    const admin = await t.app.inject({
      method: 'GET',
      url: '/api/categories',
      headers: { ...auth(tokens.admin), 'if-none-match': before.headers.etag as string },
    });
    expect(admin.statusCode).toBe(200);
  });

  it('sends the stored answer compressed as the client asks, the same JSON', async () => {
    await Promise.all(
      Array.from({ length: 3 }, (_, i) =>
        createVideo(t, tokens.admin, { title: `Długi ${i}`, description: `<p>${'Opis '.repeat(200)}</p>` }),
      ),
    );
    const plain = await t.app.inject({ method: 'GET', url: '/api/videos' });
    for (const encoding of ['br', 'gzip']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/videos',
        headers: { 'accept-encoding': encoding },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      const zlib = await import('node:zlib');
      const body =
        encoding === 'br' ? zlib.brotliDecompressSync(res.rawPayload) : zlib.gunzipSync(res.rawPayload);
      expect(JSON.parse(body.toString())).toEqual(plain.json());
    }
  });
});

describe('several instances on one database', () => {
  it("a write through one instance is seen at once by the other's cache", async () => {
    const second = await buildApp({
      config: testConfig(),
      database: t.database,
      geoip: staticGeoIp(),
      logger: false,
      serveWeb: false,
    });
    await second.app.ready();
    try {
      // Both instances have the list cached.
      const names = async (app: FastifyInstance) => titles((await guest('/api/videos', app)).videos);
      expect(await names(second.app)).not.toContain('Z drugiej instancji');
      expect(await names(t.app)).not.toContain('Z drugiej instancji');
      const video = (
        await call(
          'POST',
          '/api/videos/',
          { title: 'Z drugiej instancji', video_link: '1', video_price: 0 },
          tokens.admin,
          second.app,
        )
      ).json().video;
      expect(await names(t.app)).toContain('Z drugiej instancji');
      await call('PUT', `/api/videos/${video.id}`, { title: 'Zmieniony w pierwszej' }, tokens.admin, t.app);
      expect(await names(second.app)).toContain('Zmieniony w pierwszej');
    } finally {
      await second.app.close();
    }
  });

  it('version reads: callers arriving together share one read, each read started after its callers arrived', async () => {
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    let statements = 0;
    const counted = new Proxy(t.ctx.db, {
      get: (target, key, receiver) => {
        if (key === 'select') statements += 1;
        return Reflect.get(target, key, receiver);
      },
    });
    const read = publicDataVersionReader(counted);
    const before = await read();
    await t.ctx.db.execute(sql`UPDATE videos SET weight = weight WHERE false`);
    // Three callers in one turn, right after a committed write: one read, made after them, sees it.
    expect(await Promise.all([read(), read(), read()])).toEqual(Array(3).fill(before + 1));
    expect(statements).toBe(2);
    // Callers one per turn: each finds the last read started before it and gets a read of its own.
    const reads: Promise<number>[] = [];
    for (let i = 0; i < 3; i += 1) {
      reads.push(read());
      await turn();
    }
    expect(await Promise.all(reads)).toEqual(Array(3).fill(before + 1));
    expect(statements).toBe(5);
  });

  it('the version moves in the writing transaction, once per statement, and not on a rollback', async () => {
    const read = publicDataVersionReader(t.ctx.db);
    const start = await read();
    await t.ctx.db.execute(sql`UPDATE videos SET weight = weight WHERE false`);
    expect(await read()).toBe(start + 1);
    await t.ctx.db
      .transaction(async (tx) => {
        await tx.execute(sql`UPDATE events SET title = title`);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await read()).toBe(start + 1);
    // Reads of other tables leave it alone.
    await t.ctx.db.execute(sql`SELECT count(*) FROM videos`);
    const [row] = await t.ctx.db.select().from(publicDataVersion).where(eq(publicDataVersion.id, 1));
    expect(row!.version).toBe(start + 1);
  });
  // The store's own rules (versions, age, one fill): http/stored-answers/answer-store.test.ts.
});
