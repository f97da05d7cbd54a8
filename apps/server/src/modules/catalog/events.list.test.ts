import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithTokens, type TestApp } from '../../../test/test-app';
import { auth, type CallerTokens } from '../../../test/factories';
import { createVideo } from '../../../test/catalog-fixtures';
import { events } from './events.table';

/** The admin events table on the list contract (GET /api/admin/events with page/page_size/sort/dir). */
describe('GET /api/admin/events, the paged admin list', () => {
  let t: TestApp;
  let tokens: CallerTokens;
  let other: number;
  beforeAll(async () => {
    ({ t, tokens } = await createTestAppWithTokens());
    const video = (await createVideo(t, tokens.admin, { title: 'Lista', slug: 'lista' })).id;
    other = (await createVideo(t, tokens.admin, { title: 'Inne', slug: 'inne' })).id;
    // 25 events in 2030 (titles Z…), every third one a festival event, prices 1..25 zł; two share
    // a date so the id tiebreaker decides; one unpublished; one on another video.
    await t.ctx.db.insert(events).values(
      Array.from({ length: 25 }, (_, i) => ({
        title: `Spektakl ${String.fromCharCode(90 - i)}`,
        slug: `spektakl-${i}`,
        price_grosze: (i + 1) * 100,
        date_from: `2030-01-${String(Math.min(i + 1, 24)).padStart(2, '0')}`,
        date_to: `2030-01-${String(Math.min(i + 1, 24)).padStart(2, '0')}`,
        time_from: '19:00',
        time_to: '21:00',
        is_festival: i % 3 === 0,
        published: i !== 4,
        video_id: i === 7 ? other : video,
      })),
    );
  });
  afterAll(() => t.close());

  const get = (query: string, token: string | null = tokens.admin, path = '/api/admin/events') =>
    t.app.inject({
      method: 'GET',
      url: `${path}?${query.includes('date_from') ? '' : 'date_from=2000-01-01&'}${query}`,
      headers: token ? auth(token) : {},
    });
  const page = async (query: string, token?: string | null) => {
    const res = await get(query, token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      events: { id: number; title: string; event_price: number; date_from: string }[];
      total: number;
    };
    return {
      total: body.total,
      titles: body.events.map((e) => e.title),
      prices: body.events.map((e) => e.event_price),
      ids: body.events.map((e) => e.id),
    };
  };

  it('pages 20 at a time by default, by date then id, with the total', async () => {
    const first = await page('page=1');
    expect(first.total).toBe(25);
    expect(first.titles).toHaveLength(20);
    expect(first.titles[0]).toBe('Spektakl Z');
    const second = await page('page=2');
    expect(second.titles).toHaveLength(5);
    expect(second.total).toBe(25);
    // Pages never overlap, and the two events on 2030-01-24 come in id order.
    expect(new Set([...first.ids, ...second.ids]).size).toBe(25);
    expect(second.ids.slice(-2)).toEqual([...second.ids.slice(-2)].sort((a, b) => a - b));
  });

  it('sorts both ways by an allowed field and honours the page size', async () => {
    expect((await page('page=1&page_size=10&sort=price&dir=desc')).prices).toEqual([
      25, 24, 23, 22, 21, 20, 19, 18, 17, 16,
    ]);
    expect((await page('page=3&page_size=10&sort=price&dir=asc')).prices).toEqual([21, 22, 23, 24, 25]);
    expect((await page('sort=title&dir=asc&page_size=10')).titles.slice(0, 2)).toEqual([
      'Spektakl B',
      'Spektakl C',
    ]);
    expect((await page('sort=title&dir=desc&page_size=10')).titles[0]).toBe('Spektakl Z');
  });

  it('filters with the list’s typed filters and counts only what matches', async () => {
    const festival = await page('page=1&is_festival=true');
    expect(festival.total).toBe(9);
    expect((await page(`page=1&video_id=${other}`)).titles).toEqual(['Spektakl S']);
    const range = await page('page=1&date_from=2030-01-05&date_to=2030-01-06');
    expect(range.total).toBe(2);
  });

  it('answers an empty page with the total past the last page', async () => {
    expect(await page('page=9')).toEqual({ total: 25, titles: [], prices: [], ids: [] });
  });

  it('is for administrators only: viewers and guests page nothing', async () => {
    expect((await get('page=1', tokens.owner)).statusCode).toBe(403);
    expect((await get('page=1', null)).statusCode).toBe(401);
  });

  it('leaves GET /api/events one shape: the whole list, paging fields or not', async () => {
    for (const query of ['', 'page=1&page_size=10&sort=title']) {
      const res = await get(query, tokens.admin, '/api/events');
      expect(Object.keys(res.json()), query).toEqual(['events']);
      expect(res.json().events, query).toHaveLength(25);
    }
    // Viewers get the viewer rules (no unpublished event) on the same shape.
    expect((await get('', tokens.owner, '/api/events')).json().events).toHaveLength(24);
  });

  it('refuses bad paging and filter values in Polish', async () => {
    const cases: [string, string, string][] = [
      ['page=0', 'page', 'Niepoprawny numer strony (liczba całkowita od 1).'],
      ['page=abc', 'page', 'Niepoprawny numer strony (liczba całkowita od 1).'],
      ['page=1&page_size=30', 'page_size', 'Niepoprawna liczba wierszy na stronie (dozwolone: 10, 20, 50).'],
      ['page=1&sort=id%3Bdrop%20table%20events', 'sort', 'Nie można sortować po tym polu.'],
      ['page=1&sort=vimeo_chat', 'sort', 'Nie można sortować po tym polu.'],
      ['page=1&dir=up', 'dir', 'Niepoprawny kierunek sortowania (asc lub desc).'],
      ['page=1&date_to=1999-01-01', 'date_from', 'Niepoprawna data'],
    ];
    for (const [query, field, message] of cases) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().formError[field], query).toBe(message);
    }
    // SQL in a filter value never reaches the database: the typed filter refuses it.
    expect((await get('page=1&video_id=1%20or%201%3D1')).statusCode).toBe(400);
  });
});
