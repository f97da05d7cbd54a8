import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auth, createCallers } from '../../../test/factories';
import { form, htmlFile, image, noisyPng } from '../../../test/catalog-fixtures';
import { appConfigEntries } from './app-config.table';
import { settingsAudit } from './audit.table';
import { seedContentPages } from '../../seed/content-pages';

/** PUT /api/appconfig as the settings screens send it: partial, multipart images, audited. */
describe('app config updates', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof createCallers>>['tokens'];
  let adminEmail: string;

  const put = (payload: object | FormData, token = tokens.admin) =>
    t.app.inject({ method: 'PUT', url: '/api/appconfig', payload: payload as never, headers: auth(token) });
  const audit = (query = '') =>
    t.app.inject({ method: 'GET', url: `/api/appconfig/audit${query}`, headers: auth(tokens.admin) });
  const fileOf = (url: string) => url.replace(/^\/uploads\//, '');

  beforeAll(async () => {
    t = await createTestApp();
    const callers = await createCallers(t.ctx);
    tokens = callers.tokens;
    adminEmail = callers.admin.email;
    await seedContentPages(t.ctx.db);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.ctx.db.delete(appConfigEntries);
    await t.ctx.db.delete(settingsAudit);
    await put({}); // clears this instance's copy
  });

  it('changes only the fields sent: a later partial update leaves earlier ones alone', async () => {
    await put({ view_festival: true, festival_title: 'Festiwal', contact_email: 'festiwal@teatr.example' });
    const res = await put({ festival_show_finished: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      view_festival: true,
      festival_title: 'Festiwal',
      contact_email: 'festiwal@teatr.example',
      festival_show_finished: false,
    });
  });

  it('takes multipart text fields (booleans and numbers decoded) with the same rules', async () => {
    const ok = await put(
      form({ maintenance: true, tickets_expiration_time: 24, max_diff_ip_views_per_user: 3 }),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      maintenance: true,
      tickets_expiration_time: 24,
      max_diff_ip_views_per_user: 3,
    });
    const bad = await put(form({ max_diff_ip_views_per_user: 'dużo', contact_email: 'x@' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().formError).toEqual({
      max_diff_ip_views_per_user: 'Niepoprawna wartość',
      contact_email: 'Niepoprawny adres email',
    });
  });

  it('stores the login background and the six ads from `<field>_data`, checked by content and scaled to their kind', async () => {
    const res = await put(
      form(
        { show_advertisement: true, free_ad_url: 'https://teatr.example/bilety' },
        {
          noauth_bg_image_data: await image('jpeg', 4400, 200),
          mobile_free_ad_img_data: await image('png', 1200, 300),
          tablet_free_ad_img_data: await image('png', 1600, 300),
          desktop_free_ad_img_data: await image('png', 3200, 300),
          mobile_paid_ad_img_data: await image('png'),
          tablet_paid_ad_img_data: await image('png'),
          desktop_paid_ad_img_data: await image('png'),
        },
      ),
    );
    expect(res.statusCode).toBe(200);
    const config = res.json();
    expect(config.show_advertisement).toBe(true);
    const widths: Record<string, number> = {
      noauth_bg_image: 4000,
      mobile_free_ad_img: 1000,
      tablet_free_ad_img: 1500,
      desktop_free_ad_img: 3000,
    };
    for (const [field, width] of Object.entries(widths)) {
      expect(config[field]).toMatch(/^\/uploads\/[a-f0-9]{32}\.(png|jpg)$/);
      const stored = await t.ctx.storage.open(fileOf(config[field]));
      expect(stored, field).not.toBeNull();
      const chunks: Buffer[] = [];
      for await (const chunk of stored!.stream) chunks.push(chunk as Buffer);
      expect((await sharp(Buffer.concat(chunks)).metadata()).width, field).toBe(width);
    }
    // A new upload replaces the field's own earlier file, which is removed.
    const again = await put(form({}, { mobile_free_ad_img_data: await image('png') }));
    expect(again.json().mobile_free_ad_img).not.toBe(config.mobile_free_ad_img);
    expect(await t.ctx.storage.open(fileOf(config.mobile_free_ad_img))).toBeNull();
  });

  it('refuses an ad over its kind (1 MB on phones) and a file that is not an image, storing nothing', async () => {
    const big = await put(form({}, { mobile_paid_ad_img_data: await noisyPng(700, 700) }));
    expect(big.statusCode).toBe(413);
    expect(big.json().formError).toEqual({
      mobile_paid_ad_img: 'Plik jest za duży. Maksymalny rozmiar to 1 MB.',
    });
    const html = await put(
      form({ maintenance: true }, { noauth_bg_image_data: [htmlFile, 'tlo.png', 'image/png'] }),
    );
    expect(html.statusCode).toBe(400);
    expect(Object.keys(html.json().formError)).toEqual(['noauth_bg_image']);
    expect(await t.ctx.db.select().from(appConfigEntries)).toEqual([]);
  });

  it('stores no image when the text fields fail', async () => {
    const uploads = path.join(t.ctx.config.DATA_DIR, 'uploads');
    const files = async () => (await fs.readdir(uploads).catch(() => [] as string[])).sort();
    const before = { rows: await t.ctx.db.select().from(appConfigEntries), files: await files() };
    const res = await put(form({ contact_email: 'nope' }, { noauth_bg_image_data: await image('png') }));
    expect(res.statusCode).toBe(400);
    expect(await t.ctx.db.select().from(appConfigEntries)).toEqual(before.rows);
    expect(await files()).toEqual(before.files);
  });

  it('records who changed which fields from what to what, readable by admins only, newest first', async () => {
    await put({ maintenance: true, view_vod: true });
    await put({ maintenance: false, info_bar: 'Premiera!' });
    await t.app.inject({
      method: 'DELETE',
      url: '/api/appconfig/image/noauth_bg_image',
      headers: auth(tokens.admin),
    });
    const res = await audit();
    expect(res.statusCode).toBe(200);
    const { entries, total } = res.json();
    // view_vod was already true and clearing an empty image changes nothing: neither is recorded.
    expect(total).toBe(2);
    expect(entries[0]).toMatchObject({ subject: 'appconfig', user_email: adminEmail });
    expect(entries[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'maintenance', old: true, new: false },
        { field: 'info_bar', old: '', new: 'Premiera!' },
        expect.objectContaining({ field: 'info_bar_iat', old: null }),
      ]),
    );
    expect(entries[1].changes).toEqual([{ field: 'maintenance', old: false, new: true }]);
    expect(new Date(entries[0].created_at).getTime()).toBeGreaterThanOrEqual(
      new Date(entries[1].created_at).getTime(),
    );

    expect((await t.app.inject({ method: 'GET', url: '/api/appconfig/audit' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/appconfig/audit', headers: auth(tokens.other) }))
        .statusCode,
    ).toBe(403);
  });

  it('records page edits with the page id, and filters by subject', async () => {
    const page = (await t.app.inject({ method: 'GET', url: '/api/pages/3' })).json();
    await t.app.inject({
      method: 'PUT',
      url: '/api/pages/3',
      headers: auth(tokens.admin),
      payload: { title: 'Deklaracja dostępności (nowa)', content: page.content, slug: page.slug },
    });
    await put({ view_slider: false });
    const pages = (await audit('?subject=page')).json();
    expect(pages.total).toBe(1);
    expect(pages.entries[0]).toMatchObject({
      subject: 'page',
      subject_id: 3,
      changes: [{ field: 'title', old: page.title, new: 'Deklaracja dostępności (nowa)' }],
    });
    expect((await audit('?subject=other')).statusCode).toBe(400);
  });
});
