import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Role } from '@scena/shared';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auth, createUser, signIn } from '../../../test/factories';
import { createEvent, createVideo, findMedia } from '../../../test/catalog-fixtures';
import { inTransaction } from '../../db/transaction';
import { searchMatchQueries } from '../catalog';
import { pages } from '../content';
import { searchWords } from '../../db/search-text';

let t: TestApp;
let viewer: string;
const search = (q: string, token: string | undefined = viewer) =>
  t.app.inject({
    method: 'GET',
    url: `/api/search/all?search=${encodeURIComponent(q)}`,
    headers: token ? auth(token) : {},
  });
const LONG = `<p>Opowieść o <b>żółwiu</b> &amp; zającu.</p><script>alert(1)</script>${'<p>Dalej bardzo długi tekst opisu. </p>'.repeat(20)}`;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signIn(t.ctx, await createUser(t.ctx, { role: Role.ADMIN }));
  viewer = await signIn(t.ctx, await createUser(t.ctx));
  const turtle = await createVideo(t, admin, {
    title: 'Żółw i zając',
    slug: 'zolw-i-zajac',
    description: LONG,
    accessibility_video: '55',
    video_price: 0,
  });
  await createVideo(t, admin, { title: 'Ukryty żółw', visible: 0 });
  await createVideo(t, admin, { title: 'Żółw poza listą', dashboard_hidden: 1 });
  await createVideo(t, admin, { title: 'Żółw, który się skończył', end_date: '2020-01-01 10:00' });
  const other = await createVideo(t, admin, { title: 'Wesele', description: '<p>Chochoł i złoty róg</p>' });
  await createEvent(t, admin, turtle.id, {
    title: 'Premiera',
    date_from: '2030-01-10',
    date_to: '2030-01-10',
    vimeo_chat: '<p>czat</p>',
  });
  await createEvent(t, admin, other.id, {
    title: 'Wesele na żywo',
    date_from: '2030-02-10',
    date_to: '2030-02-10',
  });
  await createEvent(t, admin, other.id, {
    title: 'Ukryte wesele',
    date_from: '2030-02-10',
    date_to: '2030-02-10',
    published: false,
  });
  await createEvent(t, admin, other.id, {
    title: 'Dawne wesele',
    date_from: '2020-02-10',
    date_to: '2020-02-10',
  });
  await t.ctx.db
    .insert(pages)
    .values({ slug: 'o-zolwiach', title: 'O żółwiach', content: '<h2>Żółwie</h2><p>Strona o ŻÓŁWIACH.</p>' });
}, 60_000);
afterAll(() => t.close());

describe('GET /api/search/all', () => {
  it('finds Polish words without regard to case or diacritics, in three sections', async () => {
    for (const q of ['zolw', 'ŻÓŁW', 'Żółw', 'zOłW']) {
      const body = (await search(q)).json();
      expect(
        body.videos.map((v: { title: string }) => v.title),
        q,
      ).toEqual(['Żółw i zając']);
      expect(
        body.events.map((e: { title: string }) => e.title),
        q,
      ).toEqual(['Premiera']); // through its video
      expect(
        body.pages.map((p: { slug: string }) => p.slug),
        q,
      ).toEqual(['o-zolwiach']);
    }
  });

  it('answers links by slug, text without HTML cut to 200 characters, never media', async () => {
    const body = (await search('zając')).json();
    const [video] = body.videos;
    expect(video.slug).toBe('zolw-i-zajac');
    expect(video.description.startsWith('Opowieść o żółwiu & zającu. Dalej bardzo')).toBe(true);
    expect([...video.description]).toHaveLength(200);
    expect(video.description).not.toMatch(/<|alert/);
    expect(body.pages).toEqual([]);
    expect(findMedia(body)).toEqual([]);
    expect(Object.keys(video).sort()).toEqual([
      'date',
      'description',
      'id',
      'image',
      'price',
      'slug',
      'time',
      'title',
    ]);
    // An event and a video of the same words tell themselves apart: price, picture, the event's day.
    expect(video).toMatchObject({ price: 0, date: null, time: null });
    expect(body.events.find((e: { title: string }) => e.title === 'Premiera')).toMatchObject({
      date: '2030-01-10',
      price: expect.any(Number),
    });
    expect((await search('Strona ŻÓŁWIACH')).json().pages[0]).toMatchObject({
      title: 'O żółwiach',
      content: 'Żółwie Strona o ŻÓŁWIACH.',
    });
  });

  it('shows only what viewers may see: visible, listed, not over, published', async () => {
    const titles = async (q: string) => {
      const body = (await search(q)).json();
      return [...body.videos, ...body.events].map((hit: { title: string }) => hit.title).sort();
    };
    expect(await titles('wesele')).toEqual(['Wesele', 'Wesele na żywo']);
    expect(await titles('skonczyl')).toEqual([]);
    expect(await titles('ukry')).toEqual([]);
    expect(await titles('poza lista')).toEqual([]);
    expect(await titles('chochol zloty')).toEqual(['Wesele', 'Wesele na żywo']); // every word, in any order
  });

  it('needs 3 characters (the spec message) and a signed-in viewer', async () => {
    const short = await search('zo');
    expect(short.statusCode).toBe(400);
    expect(short.json().formError).toEqual({ search: 'Wpisz co najmniej 3 znaki.' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/search/all', headers: auth(viewer) })).statusCode,
    ).toBe(400);
    expect((await search('zolw', '')).statusCode).toBe(401);
    expect((await search('!!!')).json()).toEqual({ videos: [], events: [], pages: [] });
    expect((await search("'); drop table videos; --")).statusCode).toBe(200);
  });

  it('matches through the GIN indexes (the planner can use them: no scan needed)', async () => {
    const queries = searchMatchQueries(t.ctx.db, searchWords('zolw'));
    for (const [name, query] of Object.entries(queries)) {
      const plan = await inTransaction(t.ctx.db, async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        return tx.execute(sql`EXPLAIN ${query}`);
      });
      const text = JSON.stringify(plan);
      expect(text, name).toContain(`${name}_search_idx`);
    }
  });
});
