import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { giftConfigDefaults } from '@scena/shared';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auth, createCallers, type CallerTokens } from '../../../test/factories';
import { form, image } from '../../../test/catalog-fixtures';
import { appConfigEntries, settingsAudit } from '../content';

/** PUT /api/gifts/settings (spec 3 §2.5, §5 Gift form), GET, image delete, and giftConfig in /external_api/config. */
describe('gift settings', () => {
  let t: TestApp;
  let tokens: CallerTokens;

  const put = (payload: object | FormData, token = tokens.admin) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/gifts/settings',
      payload: payload as never,
      headers: auth(token),
    });
  const get = () => t.app.inject({ method: 'GET', url: '/api/gifts/settings' });
  const anyGift = {
    any_gift_available: true,
    gift_price: 49.99,
    gift_expiration: '23:30 31.12.2031',
    gift_label: 'Bon na dowolny spektakl',
    gift_label_en: 'A voucher for any show',
    gift_description: '<p>Podaruj teatr</p><script>alert(1)</script>',
    gift_description_en: '<p>Give theatre</p>',
  };
  const stored = async () => t.ctx.db.select().from(appConfigEntries);

  beforeAll(async () => {
    t = await createTestApp();
    tokens = (await createCallers(t.ctx)).tokens;
  }, 240_000);
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.ctx.db.delete(appConfigEntries);
    await t.ctx.db.delete(settingsAudit);
    await put({ gift_available: false }); // clears this instance's copy
  });

  it('answers the defaults to anyone before anything is saved', async () => {
    await t.ctx.db.delete(appConfigEntries);
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...giftConfigDefaults });
  });

  it('saves card one alone, and card two with its rules; the home config carries giftConfig', async () => {
    const one = await put({ gift_available: true });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ gift_available: true, any_gift_available: false, gift_label: '' });

    const two = await put(anyGift);
    expect(two.statusCode).toBe(200);
    const saved = two.json();
    expect(saved).toMatchObject({
      gift_available: true,
      any_gift_available: true,
      gift_price: 49.99,
      gift_label: 'Bon na dowolny spektakl',
      gift_description: '<p>Podaruj teatr</p>',
      gift_description_en: '<p>Give theatre</p>',
    });
    // 23:30 Warsaw winter time is 22:30 UTC.
    expect(saved.gift_expiration).toBe('2031-12-31T22:30:00.000Z');
    expect((await get()).json()).toEqual(saved);

    const home = await t.app.inject({ method: 'GET', url: '/external_api/config' });
    expect(home.statusCode).toBe(200);
    expect(home.json().giftConfig).toEqual(saved);
    expect(home.json().config).not.toHaveProperty('gift_price');

    const audit = await t.ctx.db.select().from(settingsAudit);
    expect(audit.flatMap((entry) => entry.changes.map((change) => change.field))).toContain('gift_price');
  });

  it.each([
    ['gift_price', 'Niepoprawna wartość.', { ...anyGift, gift_price: undefined }],
    ['gift_price', 'Niepoprawna wartość.', { ...anyGift, gift_price: '' }],
    ['gift_price', 'Proszę podać wartość większą od 0', { ...anyGift, gift_price: 0 }],
    ['gift_price', 'Proszę podać wartość większą od 0', { ...anyGift, gift_price: -5 }],
    ['gift_price', 'Proszę podać wartość większą od 0', { ...anyGift, gift_price: 12.345 }],
    ['gift_price', 'Proszę podać wartość większą od 0', { ...anyGift, gift_price: 'dużo' }],
    ['gift_label', 'Proszę podać tytuł.', { ...anyGift, gift_label: undefined }],
    ['gift_label', 'Proszę podać tytuł.', { ...anyGift, gift_label: '   ' }],
    ['gift_label', 'Maksymalnie 100 znaków', { ...anyGift, gift_label: 'x'.repeat(101) }],
    ['gift_label_en', 'Maksymalnie 100 znaków', { ...anyGift, gift_label_en: 'x'.repeat(101) }],
    ['gift_description', 'Proszę podać tytuł.', { ...anyGift, gift_description: '' }],
    ['gift_description', 'Maksymalnie 300 znaków', { ...anyGift, gift_description: 'x'.repeat(301) }],
    ['gift_description_en', 'Maksymalnie 300 znaków', { ...anyGift, gift_description_en: 'x'.repeat(301) }],
    ['gift_expiration', 'Nieprawidłowa data.', { ...anyGift, gift_expiration: '25:00 31.12.2031' }],
    ['gift_expiration', 'Nieprawidłowa data.', { ...anyGift, gift_expiration: '12:00 31.02.2031' }],
    ['gift_expiration', 'Nieprawidłowa data.', { ...anyGift, gift_expiration: 'jutro' }],
    ['gift_price', 'Niepoprawna wartość.', { any_gift_available: true }],
  ])('refuses a bad %s ("%s"), nothing stored', async (field, message, body) => {
    const before = await stored();
    const res = await put(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().formError[field]).toBe(message);
    expect(await stored()).toEqual(before);
  });

  it('refuses a field it does not know, and the app config route refuses gift fields', async () => {
    const res = await put({ gift_available: true, gift_prize: 10 });
    expect(res.statusCode).toBe(400);
    const viaAppConfig = await t.app.inject({
      method: 'PUT',
      url: '/api/appconfig',
      payload: { gift_available: true },
      headers: auth(tokens.admin),
    });
    expect(viaAppConfig.statusCode).toBe(400);
    expect((await get()).json().gift_available).toBe(false);
  });

  it('is for administrators only: viewer 403, guest 401, nothing changed', async () => {
    expect((await put({ gift_available: true }, tokens.owner)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/gifts/settings', payload: { gift_available: true } }))
        .statusCode,
    ).toBe(401);
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/gifts/settings/image/mobile_gift_image',
      headers: auth(tokens.owner),
    });
    expect(del.statusCode).toBe(403);
    expect((await get()).json().gift_available).toBe(false);
  });

  it('stores the banners scaled to their kind, and the delete clears a field and removes its file', async () => {
    const res = await put(
      form(
        { ...anyGift, gift_price: '19,50', any_gift_available: 'true' },
        {
          mobile_gift_image_data: await image('png', 1200, 300),
          tablet_gift_image_data: await image('png'),
          desktop_gift_image_data: await image('png'),
        },
      ),
    );
    expect(res.statusCode).toBe(200);
    const config = res.json();
    expect(config.gift_price).toBe(19.5);
    expect(config.any_gift_available).toBe(true);
    for (const field of ['mobile_gift_image', 'tablet_gift_image', 'desktop_gift_image'])
      expect(config[field]).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    const file = config.mobile_gift_image.replace(/^\/uploads\//, '');
    expect(await t.ctx.storage.open(file)).not.toBeNull();

    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/gifts/settings/image/mobile_gift_image',
      headers: auth(tokens.admin),
    });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toMatchObject({ mobile_gift_image: '', tablet_gift_image: config.tablet_gift_image });
    expect(await t.ctx.storage.open(file)).toBeNull();

    const unknown = await t.app.inject({
      method: 'DELETE',
      url: '/api/gifts/settings/image/noauth_bg_image',
      headers: auth(tokens.admin),
    });
    expect(unknown.statusCode).toBe(404);
  });
});
