import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithTokens, type TestApp } from '../../../test/test-app';
import { auth, type CallerTokens } from '../../../test/factories';
import { form, image } from '../../../test/catalog-fixtures';

describe('slides API', () => {
  let t: TestApp;
  let tokens: CallerTokens;
  beforeAll(async () => {
    ({ t, tokens } = await createTestAppWithTokens());
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    token: string | null = tokens.admin,
  ) =>
    t.app.inject({
      method,
      url,
      headers: token ? auth(token) : {},
      ...(payload !== undefined ? { payload: payload as never } : {}),
    });
  const titles = async (url: string, token: string | null = null) =>
    (await call('GET', url, undefined, token)).json().slides.map((s: { title: string }) => s.title);

  it('creates from a multipart form with a background image and the defaults', async () => {
    const res = await call(
      'POST',
      '/api/slides/',
      form(
        { title: 'Sezon 2025/26', text: 'Nowy sezon już wkrótce', url: '#repertuar' },
        { bg_image_data: await image('jpeg', 6000, 1000) },
      ),
    );
    expect(res.statusCode).toBe(200);
    const slide = res.json().slide;
    expect(slide).toMatchObject({
      title: 'Sezon 2025/26',
      text: 'Nowy sezon już wkrótce',
      url: '#repertuar',
      published: true,
      weight: 0,
      translations: [],
    });
    expect(slide.bg_image).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/);
    const sharp = (await import('sharp')).default;
    const served = await t.app.inject({ method: 'GET', url: slide.bg_image });
    expect((await sharp(served.rawPayload).metadata()).width).toBe(5000);
  });

  it('answers the spec messages and stores nothing', async () => {
    const before = (await titles('/api/slides', tokens.admin)).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '', text: 'x' }, 'title', 'Proszę podać tytuł.'],
      [{ text: 'x' }, 'title', 'Proszę podać tytuł.'],
      [{ title: 'x' }, 'text', 'Proszę podać tekst slajdu'],
      [{ title: 'x'.repeat(101), text: 'x' }, 'title', 'Maksymalnie 100 znaków.'],
      [{ title: 'x', text: 'x'.repeat(501) }, 'text', 'Maksymalnie 500 znaków.'],
      [{ title: 'x', text: 'x', url: 'javascript:alert(1)' }, 'url', 'Niepoprawny odnośnik'],
      // '/\host' opens another site (the shared link rule, links.ts).
      [{ title: 'x', text: 'x', url: '/\\evil.example' }, 'url', 'Niepoprawny odnośnik'],
      [{ title: 'x', text: 'x', weight: 'dużo' }, 'weight', 'Niepoprawna wartość'],
    ];
    for (const [values, field, message] of cases) {
      for (const body of [values, form(values)]) {
        const res = await call('POST', '/api/slides', body);
        expect(res.statusCode, JSON.stringify(values)).toBe(400);
        expect(res.json().formError[field]).toBe(message);
      }
    }
    const gif = await call(
      'POST',
      '/api/slides',
      form({ title: 'x', text: 'x' }, { bg_image_data: [await image('gif'), 'a.jpg', 'image/jpeg'] }),
    );
    expect(gif.json().formError.bg_image).toBe('Niepoprawny plik. Dozwolone są tylko obrazy JPG lub PNG.');
    const big = await call(
      'POST',
      '/api/slides',
      form(
        { title: 'x', text: 'x' },
        {
          bg_image_data: [
            Buffer.concat([await image('png'), Buffer.alloc(4 * 1024 * 1024)]),
            'a.png',
            'image/png',
          ],
        },
      ),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().formError.bg_image).toBe('Plik jest za duży. Maksymalny rozmiar to 4 MB.');
    expect((await titles('/api/slides', tokens.admin)).length).toBe(before);
  });

  it('shows viewers and the public endpoint published slides only; the up arrow moves a slide to the top', async () => {
    const a = (await call('POST', '/api/slides', { title: 'A', text: 'a' })).json().slide;
    await call('POST', '/api/slides', { title: 'B', text: 'b' });
    await call('POST', '/api/slides', { title: 'Ukryty', text: 'c', published: false });
    expect((await titles('/external_api/slides')).slice(0, 2)).toEqual(['B', 'A']);
    for (const url of ['/external_api/slides', '/api/slides', '/api/slides?published=false']) {
      expect(await titles(url)).not.toContain('Ukryty');
      expect(await titles(url, tokens.other)).not.toContain('Ukryty');
    }
    expect(await titles('/api/slides?published=false', tokens.admin)).toEqual(['Ukryty']);
    expect(await titles('/api/slides', tokens.admin)).toContain('Ukryty');
    const up = await call('PUT', `/api/slides/${a.id}`, {});
    expect(up.statusCode).toBe(200);
    expect((await titles('/external_api/slides')).slice(0, 2)).toEqual(['A', 'B']);
  });

  it('replaces and removes the image on update, and deletes a slide with its file', async () => {
    const slide = (
      await call(
        'POST',
        '/api/slides',
        form({ title: 'Z obrazem', text: 't' }, { bg_image: await image('png') }),
      )
    ).json().slide;
    const replaced = (
      await call(
        'PUT',
        `/api/slides/${slide.id}`,
        form({ title: 'Nowy', bg_image: slide.bg_image }, { bg_image_data: await image('png') }),
      )
    ).json().slide;
    expect(replaced.title).toBe('Nowy');
    expect(replaced.bg_image).not.toBe(slide.bg_image);
    expect((await t.app.inject({ method: 'GET', url: slide.bg_image })).statusCode).toBe(404);
    const cleared = (await call('PUT', `/api/slides/${slide.id}`, form({ bg_image: '' }))).json().slide;
    expect(cleared.bg_image).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: replaced.bg_image })).statusCode).toBe(404);
    const deleted = await call('DELETE', `/api/slides/${slide.id}`);
    expect(deleted.json().slide.id).toBe(slide.id);
    expect((await call('DELETE', `/api/slides/${slide.id}`)).statusCode).toBe(404);
    expect((await call('PUT', `/api/slides/${slide.id}`, { title: 'x' })).statusCode).toBe(404);
  });

  it('lets only administrators write', async () => {
    const slide = (await call('POST', '/api/slides', { title: 'Prawa', text: 't' })).json().slide;
    const requests: [string, string, unknown?][] = [
      ['POST', '/api/slides', { title: 'x', text: 'y' }],
      ['PUT', `/api/slides/${slide.id}`, { title: 'x' }],
      ['DELETE', `/api/slides/${slide.id}`],
    ];
    for (const [method, url, payload] of requests) {
      expect((await call(method as 'GET', url, payload, null)).statusCode).toBe(401);
      expect((await call(method as 'GET', url, payload, tokens.other)).statusCode).toBe(403);
    }
    expect(
      (await call('GET', '/api/slides?published=true', undefined, tokens.admin))
        .json()
        .slides.find((s: { id: number }) => s.id === slide.id).title,
    ).toBe('Prawa');
  });
});
