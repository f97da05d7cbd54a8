import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithTokens, type TestApp } from '../../../test/test-app';
import { auth, type CallerTokens } from '../../../test/factories';
import { createEvent, createVideo, findMedia, form, validVideo } from '../../../test/catalog-fixtures';

describe('videos API', () => {
  let t: TestApp;
  let tokens: CallerTokens;
  beforeAll(async () => {
    ({ t, tokens } = await createTestAppWithTokens());
  });
  afterAll(() => t.close());

  const post = (payload: unknown, token = tokens.admin) =>
    t.app.inject({ method: 'POST', url: '/api/videos/', headers: auth(token), payload: payload as never });
  const put = (id: number, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/videos/${id}`,
      headers: auth(tokens.admin),
      payload: payload as never,
    });
  const count = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/videos', headers: auth(tokens.admin) })).json().videos
      .length as number;

  it('creates from a multipart form with the spec defaults and answers { video }', async () => {
    const res = await post(
      form({
        title: 'Dziady',
        video_link: 'https://vimeo.com/76979871',
        video_price: '12,5',
        categories: [],
      }),
    );
    expect(res.statusCode).toBe(200);
    const video = res.json().video;
    expect(video).toMatchObject({
      title: 'Dziady',
      slug: 'dziady',
      video_price: 12.5,
      visible: 1,
      weight: 0,
      dashboard_hidden: 0,
      share_teatrlink: 0,
      restricted_access: 'any',
      tickets_expiration_time: null,
      available: 1,
      video_link: 'https://vimeo.com/76979871',
    });
  });

  it('refuses a text/plain body with 415 instead of silently changing nothing', async () => {
    const created = (await post(form({ title: 'Wesele', video_link: 'https://vimeo.com/1' }))).json().video;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/videos/${created.id}`,
      headers: { ...auth(tokens.admin), 'content-type': 'text/plain' },
      payload: 'title=Inny',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toContain('multipart/form-data');
  });

  it('answers a multipart form with the same interpolated formError as JSON bodies and schema-validated routes', async () => {
    const title = 'x'.repeat(101);
    for (const [lang, text] of [
      ['pl', 'Maksymalnie 100 znaków.'],
      ['en', 'At most 100 characters.'],
    ] as const) {
      const headers = { ...auth(tokens.admin), 'accept-language': lang };
      const send = (url: string, payload: unknown) =>
        t.app.inject({ method: 'POST', url, headers, payload: payload as never });
      const multipart = await send('/api/videos/', form(validVideo({ title })));
      const json = await send('/api/videos/', validVideo({ title }));
      // Categories are validated by the route's schema (fastify-type-provider-zod → error handler).
      const routeSchema = await send('/api/categories', { name: title });
      expect([multipart.statusCode, json.statusCode, routeSchema.statusCode]).toEqual([400, 400, 400]);
      expect(multipart.json().formError).toEqual({ title: text });
      expect(json.json().formError).toEqual(multipart.json().formError);
      expect(routeSchema.json().formError).toEqual({ name: text });
      expect(multipart.json().message).toBe(routeSchema.json().message);
    }
  });

  it('answers each spec validation message and stores nothing', async () => {
    const before = await count();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '' }, 'title', 'Proszę podać tytuł.'],
      [{ title: 'x'.repeat(101) }, 'title', 'Maksymalnie 100 znaków.'],
      [{ subtitle: 'x'.repeat(201) }, 'subtitle', 'Maksymalnie 200 znaków.'],
      [{ slug: 'x'.repeat(41) }, 'slug', 'Maksymalnie 40 znaków.'],
      [
        { slug: 'Wielkie Litery' },
        'slug',
        'Odnośnik może zawierać tylko małe litery, cyfry, myślnik i podkreślenie.',
      ],
      [{ video_link: '' }, 'video_link', 'Proszę podać wideo.'],
      [
        { video_link: 'javascript:alert(1)' },
        'video_link',
        'Niepoprawna wartość. Podaj odnośnik, numer wideo lub kod iframe.',
      ],
      [{ video_price: -1 }, 'video_price', 'Niepoprawna wartość'],
      [{ video_price: '1.234' }, 'video_price', 'Niepoprawna wartość'],
      [{ age_restriction: 'abc' }, 'age_restriction', 'Niepoprawna wartość'],
      [{ duration: -5 }, 'duration', 'Niepoprawna wartość'],
      [{ weight: 'ciężki' }, 'weight', 'Niepoprawna wartość'],
      [{ available_from: '2025-02-30' }, 'available_from', 'Niepoprawna data'],
      [{ available_from: '2025-06-10 10:00', end_date: '2025-06-01 10:00' }, 'end_date', 'Niepoprawna data'],
      [
        { tickets_expiration_time: 5 },
        'tickets_expiration_time',
        'Dozwolone wartości: bez limitu, 3, 6, 12, 24, 36, 48 lub 72 godziny.',
      ],
      [{ restricted_access: 'mars' }, 'restricted_access', 'Dozwolone wartości: any, poland, europe.'],
      [{ gallery_id: 999 }, 'gallery_id', 'Wybrana galeria nie istnieje.'],
      [{ categories: [999] }, 'categories', 'Wybrana kategoria nie istnieje.'],
      [
        { video_link: '<iframe src="https://evil.example/x"></iframe>' },
        'video_link',
        'Niedozwolone źródło ramki (iframe).',
      ],
    ];
    for (const [overrides, field, message] of cases) {
      for (const body of [validVideo(overrides), form(validVideo(overrides))]) {
        const res = await post(body);
        expect(res.statusCode, `${field} ${JSON.stringify(overrides)}`).toBe(400);
        expect(res.json().formError[field], field).toBe(message);
      }
    }
    expect(await count()).toBe(before);
  });

  it('answers validation messages in English for English requests', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/videos/',
      headers: { ...auth(tokens.admin), 'accept-language': 'en' },
      payload: validVideo({ title: '' }),
    });
    expect(res.json().formError.title).toBe('Please enter a title.');
  });

  it('accepts each allowed ticket validity and empty', async () => {
    for (const hours of [null, 0, 3, 6, 12, 24, 36, 48, 72]) {
      const res = await post(validVideo({ tickets_expiration_time: hours }));
      expect(res.statusCode, String(hours)).toBe(200);
      expect(res.json().video.tickets_expiration_time).toBe(hours);
    }
  });

  it('generates a unique slug from the title (Polish letters, 40 characters)', async () => {
    const title = 'Żółć gęślą jaźń – Pan Tadeusz, księga pierwsza i druga';
    const a = await createVideo(t, tokens.admin, { title: title.slice(0, 100) });
    const b = await createVideo(t, tokens.admin, { title: title.slice(0, 100) });
    expect(a.slug).toBe('zolc-gesla-jazn-pan-tadeusz-ksiega-pierw');
    expect(a.slug.length).toBeLessThanOrEqual(40);
    expect(b.slug).toBe('zolc-gesla-jazn-pan-tadeusz-ksiega-pie-2');
  });

  it("refuses a taken slug with 'Odnośnik zajęty'", async () => {
    await createVideo(t, tokens.admin, { slug: 'hamlet' });
    const res = await post(validVideo({ slug: 'hamlet' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().formError.slug).toBe('Odnośnik zajęty');
  });

  it('lets exactly one of two concurrent saves of the same slug win, the other gets the message', async () => {
    const before = await count();
    const results = await Promise.all([
      post(validVideo({ slug: 'makbet' })),
      post(validVideo({ slug: 'makbet' })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.statusCode === 400)!.json().formError.slug).toBe('Odnośnik zajęty');
    expect(await count()).toBe(before + 1);
  });

  it('gives concurrent saves with generated slugs distinct slugs', async () => {
    const results = await Promise.all([1, 2, 3].map(() => post(validVideo({ title: 'Kordian' }))));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(new Set(results.map((r) => r.json().video.slug)).size).toBe(3);
  });

  it('updates only the fields sent and keeps the rest; an empty slug regenerates it', async () => {
    const video = await createVideo(t, tokens.admin, { title: 'Balladyna', age_restriction: 12, visible: 0 });
    const res = await put(video.id, form({ subtitle: 'Juliusz Słowacki', slug: '' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().video).toMatchObject({
      title: 'Balladyna',
      subtitle: 'Juliusz Słowacki',
      age_restriction: 12,
      visible: 0,
      slug: 'balladyna',
    });
    const invalid = await put(video.id, { end_date: '2000-01-01 10:00', available_from: '2001-01-01' });
    expect(invalid.json().formError.end_date).toBe('Niepoprawna data');
    await put(video.id, { available_from: '2030-01-01 10:00' });
    const merged = await put(video.id, { end_date: '2029-01-01 10:00' });
    expect(merged.statusCode).toBe(400);
    expect(merged.json().formError.end_date).toBe('Niepoprawna data');
  });

  it('stores Warsaw wall-clock dates as instants and answers ISO', async () => {
    const video = await createVideo(t, tokens.admin, {
      available_from: '2030-07-01 20:00',
      end_date: '2030-12-01 20:00',
    });
    expect(video.available_from).toBe('2030-07-01T18:00:00.000Z');
    expect(video.end_date).toBe('2030-12-01T19:00:00.000Z');
    expect(video.available).toBe(0);
    const zero = await createVideo(t, tokens.admin, { available_from: '0000-00-00 00:00:00', end_date: '' });
    expect(zero).toMatchObject({ available_from: null, end_date: null, available: 1 });
  });

  it('sanitises description and additional_desc; keeps iframes only from configured hosts', async () => {
    const video = await createVideo(t, tokens.admin, {
      description:
        '<p onclick="x()">Opis<script>alert(1)</script></p><iframe src="https://player.vimeo.com/video/1"></iframe>',
      additional_desc: '<a href="javascript:alert(1)">link</a><iframe src="https://evil.example/"></iframe>',
      accessibility_video: '<iframe src="https://player.vimeo.com/video/2" onload="x()"></iframe>',
    });
    expect(video.description).toContain('<p>Opis</p>');
    expect(video.description).toContain('src="https://player.vimeo.com/video/1"');
    expect(String(video.description)).not.toMatch(/script|onclick/);
    expect(video.additional_desc).toBe('<a>link</a>');
    expect(String(video.accessibility_video)).toContain('https://player.vimeo.com/video/2');
    expect(String(video.accessibility_video)).not.toContain('onload');
  });

  describe('viewer rules and media', () => {
    it('lists to viewers only visible, not dashboard-hidden, not ended videos; admins see all', async () => {
      const shown = await createVideo(t, tokens.admin, { title: 'Widoczne' });
      const hidden = await createVideo(t, tokens.admin, { title: 'Ukryte', visible: 0 });
      const offHome = await createVideo(t, tokens.admin, { title: 'Poza główną', dashboard_hidden: 1 });
      const ended = await createVideo(t, tokens.admin, { title: 'Zakończone', end_date: '2001-01-01 10:00' });
      const soon = await createVideo(t, tokens.admin, {
        title: 'Wkrótce',
        available_from: '2099-01-01 10:00',
      });
      for (const headers of [{}, auth(tokens.other)]) {
        const ids = (await t.app.inject({ method: 'GET', url: '/api/videos', headers }))
          .json()
          .videos.map((v: { id: number }) => v.id);
        expect(ids).toContain(shown.id);
        expect(ids).toContain(soon.id);
        expect(ids).not.toContain(hidden.id);
        expect(ids).not.toContain(offHome.id);
        expect(ids).not.toContain(ended.id);
      }
      const adminIds = (
        await t.app.inject({ method: 'GET', url: '/api/videos', headers: auth(tokens.admin) })
      )
        .json()
        .videos.map((v: { id: number }) => v.id);
      expect(adminIds).toEqual(expect.arrayContaining([shown.id, hidden.id, offHome.id, ended.id, soon.id]));
      const adminHome = (
        await t.app.inject({ method: 'GET', url: '/api/videos?dashboard=true', headers: auth(tokens.admin) })
      )
        .json()
        .videos.map((v: { id: number }) => v.id);
      expect(adminHome).not.toContain(hidden.id);
      // By link: dashboard-hidden and ended videos open; invisible ones only for admins.
      expect((await t.app.inject({ method: 'GET', url: `/api/videos/${offHome.slug}` })).statusCode).toBe(
        200,
      );
      expect((await t.app.inject({ method: 'GET', url: `/api/videos/${ended.id}` })).statusCode).toBe(200);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/videos/${hidden.id}`, headers: auth(tokens.other) }))
          .statusCode,
      ).toBe(404);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/videos/${hidden.id}`, headers: auth(tokens.admin) }))
          .statusCode,
      ).toBe(200);
    });

    it('never gives guests or viewers what is sold, in lists, details or translations', async () => {
      const video = await createVideo(t, tokens.admin, {
        title: 'Sprzedawane',
        teaser_link: 'https://vimeo.com/1',
        accessibility_video: '22',
        autodesc_video: '33',
      });
      await t.app.inject({
        method: 'POST',
        url: '/api/translations/video',
        headers: auth(tokens.admin),
        payload: { video_id: video.id, language_code: 'en', title: 'Sold', video_link: '44' },
      });
      for (const headers of [{}, auth(tokens.other), auth(tokens.owner)]) {
        for (const url of [
          '/api/videos',
          `/api/videos/${video.id}`,
          `/api/videos/${video.slug}`,
          '/api/categories',
        ]) {
          const res = await t.app.inject({ method: 'GET', url, headers });
          expect(res.statusCode, url).toBe(200);
          // Lists hold free videos of other tests too, which viewers may watch: judge this paid one.
          const body = res.json();
          expect(
            findMedia(body.videos ? body.videos.filter((v: { id: number }) => v.id === video.id) : body),
            url,
          ).toEqual([]);
        }
        const one = (await t.app.inject({ method: 'GET', url: `/api/videos/${video.id}`, headers })).json()
          .video;
        expect(one.teaser_link).toBe('https://vimeo.com/1');
        expect(one.translations[0]).toMatchObject({ language_code: 'en', title: 'Sold' });
      }
      const admin = (
        await t.app.inject({ method: 'GET', url: `/api/videos/${video.id}`, headers: auth(tokens.admin) })
      ).json().video;
      expect(admin).toMatchObject({
        video_link: '123456789',
        accessibility_video: '22',
        autodesc_video: '33',
      });
      expect(admin.translations[0].video_link).toBe('44');
    });
  });

  it('deletes a video (answering it) unless events use it', async () => {
    const video = await createVideo(t, tokens.admin, { title: 'Do usunięcia' });
    const used = await createVideo(t, tokens.admin, { title: 'Z wydarzeniem' });
    await createEvent(t, tokens.admin, used.id);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/videos/${used.id}`,
      headers: auth(tokens.admin),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Nie można usunąć wideo, do którego są przypisane wydarzenia.');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/videos/${video.id}`,
      headers: auth(tokens.admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().video.id).toBe(video.id);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/videos/${video.id}`, headers: auth(tokens.admin) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/videos/${video.id}`, headers: auth(tokens.admin) }))
        .statusCode,
    ).toBe(404);
  });
});
