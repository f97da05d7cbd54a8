import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appConfigDefaults, homeAppConfigSchema, publicAppConfigSchema } from '@scena/shared';
import { createTestAppWithTokens, type TestApp } from '../../../test/test-app';
import { Role } from '@scena/shared';
import { auth, createUser, signIn, type CallerTokens } from '../../../test/factories';
import { appConfigEntries } from './app-config.table';
import { createAppConfigService } from './app-config.service';
import { form, image, validVideo } from '../../../test/catalog-fixtures';

const ADMIN_ONLY = [
  'contact_email',
  'max_diff_ip_views_per_user',
  'autoban_after_exceeding_ip_limit',
  'send_email_after_ip_ban',
  'access_only_poland',
  'access_only_europe',
  'notify_remindplatform',
  'notify_remindpayedevent',
  'notify_newcontent_date',
];

describe('app config routes', () => {
  let t: TestApp;
  let tokens: CallerTokens;

  const put = (body: unknown, token?: string, lang = 'pl') =>
    t.app.inject({
      method: 'PUT',
      url: '/api/appconfig',
      payload: body as object,
      headers: { ...(token ? auth(token) : {}), 'x-lang': lang },
    });
  const adminConfig = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/appconfig', headers: auth(tokens.admin) })).json();
  const storedKeys = async () =>
    (await t.ctx.db.select().from(appConfigEntries)).map((row) => row.key).sort();

  beforeAll(async () => {
    ({ t, tokens } = await createTestAppWithTokens());
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.ctx.db.delete(appConfigEntries);
    // Start every test from defaults through the service, so its cache is cleared too.
    await put({ maintenance: false }, tokens.admin);
    await t.ctx.db.delete(appConfigEntries);
  });

  describe('GET /api/appconfig', () => {
    it('gives guests the public settings with defaults, on both paths, and nothing admin-only', async () => {
      for (const url of ['/api/appconfig', '/api/appconfig/']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        // A guest's shared answer: a CDN may keep it 30 s (http/stored-answers/shared-cache.ts).
        expect(res.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=30$/);
        expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
        const body = res.json();
        expect(Object.keys(body).sort()).toEqual(Object.keys(publicAppConfigSchema.shape).sort());
        expect(body).toMatchObject({
          maintenance: false,
          regulations_page: '/regulamin',
          policy_page: '/polityka',
          info_bar: '',
          info_bar_iat: null,
        });
        for (const key of ADMIN_ONLY) expect(body).not.toHaveProperty(key);
      }
    });

    it('gives viewers the public part, and a bad token still gets an answer (the token is optional)', async () => {
      const viewer = (
        await t.app.inject({ method: 'GET', url: '/api/appconfig/', headers: auth(tokens.other) })
      ).json();
      for (const key of ADMIN_ONLY) expect(viewer).not.toHaveProperty(key);
      const bad = await t.app.inject({ method: 'GET', url: '/api/appconfig', headers: auth('x'.repeat(64)) });
      expect(bad.statusCode).toBe(200);
      expect(bad.json()).not.toHaveProperty('contact_email');
    });

    it('gives administrators every setting', async () => {
      expect(await adminConfig()).toEqual(appConfigDefaults);
    });
  });

  describe('PUT /api/appconfig', () => {
    it('needs an administrator: guest 401, viewer 403, and neither stores anything', async () => {
      const guest = await put({ maintenance: true });
      expect(guest.statusCode).toBe(401);
      const viewer = await put({ maintenance: true }, tokens.other);
      expect(viewer.statusCode).toBe(403);
      expect(viewer.json()).toEqual({ statusCode: 403, message: 'Brak uprawnień.' });
      expect(await storedKeys()).toEqual([]);
    });

    it('treats an admin role on an untrusted e-mail domain as a viewer', async () => {
      const outsider = await createUser(t.ctx, { role: Role.ADMIN, email: 'admin@example.com' });
      const token = await signIn(t.ctx, outsider);
      expect((await put({ maintenance: true }, token)).statusCode).toBe(403);
      const read = (
        await t.app.inject({ method: 'GET', url: '/api/appconfig', headers: auth(token) })
      ).json();
      expect(read).not.toHaveProperty('contact_email');
      expect(await storedKeys()).toEqual([]);
    });

    it('saves a partial update and answers the whole config', async () => {
      const res = await put(
        {
          maintenance: true,
          institution_page: 'https://teatr.example/',
          institution_page_title: 'Teatr',
          tickets_expiration_time: 48,
        },
        tokens.admin,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        maintenance: true,
        institution_page: 'https://teatr.example/',
        tickets_expiration_time: 48,
        view_vod: true,
      });
      expect(await storedKeys()).toEqual([
        'institution_page',
        'institution_page_title',
        'maintenance',
        'tickets_expiration_time',
      ]);
      // Viewers see the change at once (the cache is cleared on update).
      const viewer = (await t.app.inject({ method: 'GET', url: '/api/appconfig' })).json();
      expect(viewer.maintenance).toBe(true);
      expect(viewer.institution_page_title).toBe('Teatr');
    });

    it('accepts every link form the spec allows', async () => {
      for (const link of [
        '',
        '/n/kontakt',
        'http://teatr.example',
        'https://teatr.example/a?b=c',
        'ftp://pliki.teatr.example/x',
      ]) {
        const res = await put({ policy_page: link }, tokens.admin);
        expect(res.statusCode, link).toBe(200);
        expect(res.json().policy_page).toBe(link);
      }
    });

    it.each([
      [{ institution_page: 'javascript:alert(1)' }, 'institution_page', 'Niepoprawny odnośnik'],
      [{ regulations_page: 'teatr.example' }, 'regulations_page', 'Niepoprawny odnośnik'],
      [{ policy_page: '//evil.example' }, 'policy_page', 'Niepoprawny odnośnik'],
      // A browser reads '/\host' as '//host': another site (issue 11, the shared link rule).
      [{ policy_page: '/\\evil.example' }, 'policy_page', 'Niepoprawny odnośnik'],
      [{ institution_page: '/\t/evil.example' }, 'institution_page', 'Niepoprawny odnośnik'],
      [
        { regulations_page: 'https://teatr.example@evil.example' },
        'regulations_page',
        'Niepoprawny odnośnik',
      ],
      [{ noauth_bg_image: '/\\evil.example/a.png' }, 'noauth_bg_image', 'Niepoprawny odnośnik'],
      [{ free_ad_url: '/relative' }, 'free_ad_url', 'Niepoprawny odnośnik'],
      [{ noauth_bg_image: 'data:image/png;base64,AAAA' }, 'noauth_bg_image', 'Niepoprawny odnośnik'],
      [
        { tickets_expiration_time: 5 },
        'tickets_expiration_time',
        'Dozwolone wartości: bez limitu, 3, 6, 12, 24, 36, 48 lub 72 godziny.',
      ],
      [
        { tickets_expiration_time: '48' },
        'tickets_expiration_time',
        'Dozwolone wartości: bez limitu, 3, 6, 12, 24, 36, 48 lub 72 godziny.',
      ],
      [{ max_diff_ip_views_per_user: 'abc' }, 'max_diff_ip_views_per_user', 'Niepoprawna wartość'],
      [{ max_diff_ip_views_per_user: 2.5 }, 'max_diff_ip_views_per_user', 'Niepoprawna wartość'],
      [{ max_diff_ip_views_per_user: 0 }, 'max_diff_ip_views_per_user', 'Niepoprawna wartość'],
      [{ contact_email: 'bilety@' }, 'contact_email', 'Niepoprawny adres email'],
      [{ maintenance: 'yes' }, 'maintenance', 'Niepoprawna wartość'],
      [{ info_bar: 'x'.repeat(1001) }, 'info_bar', 'Maksymalnie 1000 znaków.'],
    ])('refuses %j with the spec message and stores nothing', async (body, field, message) => {
      const res = await put({ maintenance: true, ...body }, tokens.admin);
      expect(res.statusCode).toBe(400);
      expect(res.json().formError[field]).toBe(message);
      expect(await storedKeys()).toEqual([]);
      expect((await adminConfig()).maintenance).toBe(false);
    });

    it('answers validation errors in English for English viewers', async () => {
      const res = await put({ contact_email: 'nope', institution_page: 'nope' }, tokens.admin, 'en');
      expect(res.json().formError).toEqual({
        contact_email: 'Invalid e-mail address',
        institution_page: 'Invalid link',
      });
    });

    it('refuses fields that are not settings or are set by the server, naming them, and stores nothing', async () => {
      const res = await put(
        { info_bar_iat: 1, notify_newcontent_date: '2020-01-01', role: 1, view_vod: false },
        tokens.admin,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().formError).toEqual({
        _: 'Nieznane pola ustawień: info_bar_iat, notify_newcontent_date, role.',
      });
      expect(await storedKeys()).toEqual([]);
    });

    it('stamps a changed info or error bar with a new issue time, and keeps it for the same text', async () => {
      const before = Date.now();
      const first = (await put({ info_bar: 'Spektakl przeniesiony na 20:00' }, tokens.admin)).json();
      expect(first.info_bar_iat).toBeGreaterThanOrEqual(before);
      expect(first.error_bar_iat).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 5));
      const same = (
        await put({ info_bar: 'Spektakl przeniesiony na 20:00', error_bar: 'Awaria płatności' }, tokens.admin)
      ).json();
      expect(same.info_bar_iat).toBe(first.info_bar_iat);
      expect(same.error_bar_iat).toBeGreaterThan(first.info_bar_iat);
      const changed = (await put({ info_bar: 'Nowa informacja' }, tokens.admin)).json();
      expect(changed.info_bar_iat).toBeGreaterThan(first.info_bar_iat);
      // Clearing a bar is a change too; viewers see it in the public config.
      const cleared = await t.app.inject({ method: 'GET', url: '/api/appconfig' });
      expect(cleared.json().info_bar).toBe('Nowa informacja');
    });
  });

  describe('DELETE /api/appconfig/image/{id}', () => {
    it('needs an administrator', async () => {
      expect(
        (await t.app.inject({ method: 'DELETE', url: '/api/appconfig/image/noauth_bg_image' })).statusCode,
      ).toBe(401);
      expect(
        (
          await t.app.inject({
            method: 'DELETE',
            url: '/api/appconfig/image/noauth_bg_image',
            headers: auth(tokens.other),
          })
        ).statusCode,
      ).toBe(403);
    });

    const clear = (field: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/appconfig/image/${field}`, headers: auth(tokens.admin) });

    it('clears the field and removes the file the field uploaded itself', async () => {
      const url = await t.ctx.storage.put(`${'a'.repeat(32)}.png`, Buffer.from('png'));
      await createAppConfigService(t.ctx).setUploadedImage('noauth_bg_image', url);
      expect((await t.app.inject({ method: 'GET', url: '/api/appconfig' })).json().noauth_bg_image).toBe(url);
      const res = await clear('noauth_bg_image');
      expect(res.statusCode).toBe(200);
      expect(res.json().noauth_bg_image).toBe('');
      expect(await t.ctx.storage.open(`${'a'.repeat(32)}.png`)).toBeNull();
    });

    it("never removes a file the field only points at: a video's poster still serves after clearing", async () => {
      const video = await t.app.inject({
        method: 'POST',
        url: '/api/videos/',
        headers: auth(tokens.admin),
        payload: form(validVideo(), { image_link: await image('png') }) as never,
      });
      const poster = video.json().video.image_link as string;
      expect(poster).toMatch(/^\/uploads\//);
      expect((await put({ desktop_paid_ad_img: poster }, tokens.admin)).statusCode).toBe(200);

      const res = await clear('desktop_paid_ad_img');
      expect(res.statusCode).toBe(200);
      expect(res.json().desktop_paid_ad_img).toBe('');
      expect((await t.app.inject({ method: 'GET', url: poster })).statusCode).toBe(200);
    });

    it('keeps an earlier upload of the field when the field was pointed elsewhere since', async () => {
      const own = await t.ctx.storage.put(`${'b'.repeat(32)}.png`, Buffer.from('png'));
      const other = await t.ctx.storage.put(`${'c'.repeat(32)}.png`, Buffer.from('png'));
      await createAppConfigService(t.ctx).setUploadedImage('mobile_free_ad_img', own);
      await put({ mobile_free_ad_img: other }, tokens.admin);
      expect((await clear('mobile_free_ad_img')).statusCode).toBe(200);
      expect(await t.ctx.storage.open(`${'c'.repeat(32)}.png`)).not.toBeNull();
    });

    it('refuses a field that is not an image', async () => {
      const res = await t.app.inject({
        method: 'DELETE',
        url: '/api/appconfig/image/maintenance',
        headers: auth(tokens.admin),
      });
      // A path parameter that does not parse names no resource (ARCHITECTURE.md, error model).
      expect(res.statusCode).toBe(404);
      expect(await storedKeys()).toEqual([]);
    });
  });

  describe('GET /external_api/config', () => {
    it('answers the home page settings without a token', async () => {
      await put(
        {
          view_festival: true,
          festival_title: 'Festiwal Nowej Dramaturgii',
          contact_email: 'festiwal@teatr.example',
        },
        tokens.admin,
      );
      const res = await t.app.inject({ method: 'GET', url: '/external_api/config' });
      expect(res.statusCode).toBe(200);
      const { config } = res.json();
      expect(Object.keys(config).sort()).toEqual(Object.keys(homeAppConfigSchema.shape).sort());
      expect(config).toMatchObject({
        view_festival: true,
        festival_title: 'Festiwal Nowej Dramaturgii',
        view_slider: true,
      });
      expect(config).not.toHaveProperty('contact_email');
    });
  });
});
