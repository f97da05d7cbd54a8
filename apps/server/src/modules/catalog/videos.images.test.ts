import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestAppWithTokens, type TestApp } from '../../../test/test-app';
import { auth, type CallerTokens } from '../../../test/factories';
import { form, image, noisyPng, validVideo } from '../../../test/catalog-fixtures';

describe('video images', () => {
  let t: TestApp;
  let tokens: CallerTokens;
  beforeAll(async () => {
    ({ t, tokens } = await createTestAppWithTokens());
  });
  afterAll(() => t.close());

  const post = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/videos/',
      headers: auth(tokens.admin),
      payload: payload as never,
    });
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

  it('accepts JPEG and PNG, re-encodes them under random names and serves them with nosniff', async () => {
    const res = await post(
      form(validVideo(), {
        image_link: await image('png', 3000, 1500),
        thumb_link: [await image('jpeg'), 'x.jpg', 'image/jpeg'],
      }),
    );
    expect(res.statusCode).toBe(200);
    const { image_link, thumb_link } = res.json().video;
    expect(image_link).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect(thumb_link).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url: image_link });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // Scaled down to the main image's 2000 px limit.
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      width: 2000,
      height: 1000,
      format: 'png',
    });
  });

  it('refuses other types and disguised files with a clear message, storing nothing', async () => {
    const before = await count();
    const cases: [Buffer, string, string][] = [
      [await image('gif'), 'poster.png', 'image/png'],
      [await image('webp'), 'poster.jpg', 'image/jpeg'],
      [Buffer.from('<!doctype html><script>alert(1)</script>'), 'poster.png', 'image/png'],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        'poster.svg',
        'image/svg+xml',
      ],
      [Buffer.concat([(await image('png')).subarray(0, 40)]), 'truncated.png', 'image/png'],
    ];
    for (const file of cases) {
      const res = await post(form(validVideo(), { image_link: file }));
      expect(res.statusCode, file[1]).toBe(400);
      expect(res.json().formError.image_link).toBe(
        'Niepoprawny plik. Dozwolone są tylko obrazy JPG lub PNG.',
      );
    }
    expect(await count()).toBe(before);
  });

  it('accepts a genuine image just under the 3 MB cap (larger than the 1 MB JSON body limit)', async () => {
    const big = await noisyPng(1000, 950);
    expect(big.length).toBeGreaterThan(2.5 * 1024 * 1024);
    expect(big.length).toBeLessThan(3 * 1024 * 1024);
    const res = await post(form(validVideo(), { image_link: big }));
    expect(res.statusCode).toBe(200);
    expect(res.json().video.image_link).toMatch(/\.png$/);
  });

  it('refuses an oversized file with 413 and the limit in the message', async () => {
    const big = Buffer.concat([await image('jpeg'), Buffer.alloc(1024 * 1024 + 10)]);
    const res = await post(form(validVideo(), { thumb_link: [big, 'big.jpg', 'image/jpeg'] }));
    expect(res.statusCode).toBe(413);
    expect(res.json().formError.thumb_link).toBe('Plik jest za duży. Maksymalny rozmiar to 1 MB.');
    const huge = Buffer.alloc(8 * 1024 * 1024, 1);
    const res2 = await post(form(validVideo(), { image_link: [huge, 'huge.png', 'image/png'] }));
    expect(res2.statusCode).toBe(413);
    expect(res2.json().formError.image_link).toBe('Plik jest za duży. Maksymalny rozmiar to 3 MB.');
  });

  it('replaces an image on update and removes one with DELETE …/image/{field}', async () => {
    const created = (await post(form(validVideo(), { image_link: await image('png') }))).json().video;
    const updated = (await put(created.id, form({}, { image_link: await image('jpeg') }))).json().video;
    expect(updated.image_link).not.toBe(created.image_link);
    expect((await t.app.inject({ method: 'GET', url: created.image_link })).statusCode).toBe(404);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/videos/${created.id}/image/image_link`,
      headers: auth(tokens.admin),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().video.image_link).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: updated.image_link })).statusCode).toBe(404);
    const unknown = await t.app.inject({
      method: 'DELETE',
      url: `/api/videos/${created.id}/image/video_link`,
      headers: auth(tokens.admin),
    });
    // Not an image field: the path names no resource (ARCHITECTURE.md, error model).
    expect(unknown.statusCode).toBe(404);
  });

  it('never serves names it did not choose', async () => {
    for (const url of ['/uploads/..%2F..%2Fetc%2Fpasswd', '/uploads/index.html', '/uploads/abc.png']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
