import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithTokens, type TestApp } from '../../../test/test-app';
import { auth, type CallerTokens } from '../../../test/factories';
import { categories, galleries, videos } from './index';
import { slides } from './slides.table';

/**
 * The other admin lists on the list contract: GET /api/admin/videos, /categories, /galleries and
 * /slides page, sort and search for administrators; the spec's /api/videos, … keep their one
 * whole-list answer (selects, the public home) whatever the query.
 */
describe('admin lists: videos, categories, galleries, slides', () => {
  let t: TestApp;
  let tokens: CallerTokens;
  beforeAll(async () => {
    ({ t, tokens } = await createTestAppWithTokens());
    const n = Array.from({ length: 12 }, (_, i) => i + 1);
    await t.ctx.db.insert(videos).values(
      n.map((i) => ({
        title: `Film ${String(i).padStart(2, '0')}`,
        slug: `film-${i}`,
        video_link: '1',
        weight: i % 4,
        visible: i !== 12,
      })),
    );
    await t.ctx.db.insert(categories).values(
      n.map((i) => ({
        name: `Kategoria ${String(i).padStart(2, '0')}`,
        updated_at: new Date(Date.UTC(2026, 0, i)),
      })),
    );
    await t.ctx.db.insert(galleries).values(
      n.map((i) => ({
        name: `Galeria ${String(i).padStart(2, '0')}`,
        updated_at: new Date(Date.UTC(2026, 0, i)),
      })),
    );
    await t.ctx.db.insert(slides).values(
      n.map((i) => ({
        title: `Slajd ${String(i).padStart(2, '0')}`,
        text: i === 3 ? 'Premiera 50% taniej' : 'Tekst',
        published: i % 2 === 0,
      })),
    );
  });
  afterAll(() => t.close());

  const get = (url: string, token: string | null = tokens.admin) =>
    t.app.inject({ method: 'GET', url, headers: token ? auth(token) : {} });
  const names = async (url: string, key: string, field: string, token?: string | null) => {
    const res = await get(url, token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Record<string, unknown> & { total: number };
    return { total: body.total, names: (body[key] as Record<string, string>[]).map((row) => row[field]) };
  };

  it('videos: newest first by default, by title both ways, searched by q, admins only', async () => {
    expect(await names('/api/admin/videos?page=2&page_size=10', 'videos', 'title')).toEqual({
      total: 12,
      names: ['Film 02', 'Film 01'],
    });
    expect(
      (await names('/api/admin/videos?sort=title&dir=asc&page_size=10', 'videos', 'title')).names.slice(0, 2),
    ).toEqual(['Film 01', 'Film 02']);
    expect(
      (await names('/api/admin/videos?sort=weight&dir=desc&page_size=10', 'videos', 'title')).names[0],
    ).toBe('Film 11');
    expect(await names('/api/admin/videos?page=1&q=ilm%2010', 'videos', 'title')).toEqual({
      total: 1,
      names: ['Film 10'],
    });
    expect((await get('/api/admin/videos?page=1', tokens.owner)).statusCode).toBe(403);
  });

  it('categories and galleries: newest update first, by name, searched', async () => {
    expect((await names('/api/admin/categories?page=1&page_size=10', 'categories', 'name')).names[0]).toBe(
      'Kategoria 12',
    );
    expect(
      await names('/api/admin/categories?page=2&page_size=10&sort=name&dir=asc', 'categories', 'name'),
    ).toEqual({ total: 12, names: ['Kategoria 11', 'Kategoria 12'] });
    expect(await names('/api/admin/galleries?page=1&q=ria%2007', 'galleries', 'name')).toEqual({
      total: 1,
      names: ['Galeria 07'],
    });
    expect((await get('/api/admin/galleries?page=1', tokens.owner)).statusCode).toBe(403);
  });

  it('slides: published filter, search in the text with % taken literally, admins only', async () => {
    expect((await names('/api/admin/slides?page=1&published=false', 'slides', 'title')).total).toBe(6);
    expect(await names('/api/admin/slides?page=1&q=50%25', 'slides', 'title')).toEqual({
      total: 1,
      names: ['Slajd 03'],
    });
    expect((await get('/api/admin/slides?page=1&page_size=50', null)).statusCode).toBe(401);
  });

  it('keeps the whole-list answers, paging fields or not', async () => {
    for (const [url, key, count] of [
      ['/api/videos', 'videos', 12],
      ['/api/categories', 'categories', 12],
      ['/api/galleries', 'galleries', 12],
      ['/api/slides', 'slides', 12],
      ['/api/videos?page=1&page_size=10', 'videos', 12],
      ['/api/slides?page=1&page_size=10&sort=title', 'slides', 12],
    ] as const) {
      const body = (await get(url)).json() as Record<string, unknown[]>;
      expect(Object.keys(body), url).toEqual([key]);
      expect(body[key], url).toHaveLength(count);
    }
    expect(Object.keys((await get('/external_api/videos', null)).json())).toEqual(['videos']);
    expect(Object.keys((await get('/external_api/slides', null)).json())).toEqual(['slides']);
  });

  it('refuses sort fields off each list’s allowlist and sizes off the set', async () => {
    for (const url of [
      '/api/admin/videos?sort=video_link',
      '/api/admin/categories?sort=id',
      '/api/admin/galleries?sort=name;drop',
      '/api/admin/slides?sort=text',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().formError.sort, url).toBe('Nie można sortować po tym polu.');
    }
    expect((await get('/api/admin/categories?page=1&page_size=500')).json().formError.page_size).toBe(
      'Niepoprawna liczba wierszy na stronie (dozwolone: 10, 20, 50).',
    );
  });
});
