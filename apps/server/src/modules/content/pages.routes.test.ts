import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestAppWithTokens, type TestApp } from '../../../test/test-app';
import { auth, type CallerTokens } from '../../../test/factories';
import { seedContentPages } from '../../seed/content-pages';
import { SEED_PAGES } from '../../seed/content-pages.data';
import { sanitizeAdminHtml } from '../../lib/sanitize-html';
import { pages } from './pages.table';

describe('pages', () => {
  let t: TestApp;
  let tokens: CallerTokens;
  const put = (id: number | string, body: unknown, token?: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/pages/${id}`,
      payload: body as object,
      headers: token ? auth(token) : {},
    });
  const row = async (id: number) => (await t.ctx.db.select().from(pages).where(eq(pages.id, id)))[0]!;

  beforeAll(async () => {
    ({ t, tokens } = await createTestAppWithTokens());
    expect(await seedContentPages(t.ctx.db)).toBe(6);
  });
  afterAll(() => t.close());

  describe('seed', () => {
    it('creates the spec pages with their fixed ids and slugs', async () => {
      const rows = await t.ctx.db.select({ id: pages.id, slug: pages.slug }).from(pages).orderBy(pages.id);
      expect(rows).toEqual([
        { id: 1, slug: 'polityka' },
        { id: 2, slug: 'regulamin' },
        { id: 3, slug: 'deklaracjadostepnosci' },
        { id: 4, slug: 'jakkupicbilet' },
        { id: 5, slug: 'kontakt' },
        // The group tickets' instructions (spec 1 §2), linked from the purchase page: the next id.
        { id: 6, slug: 'bilety-grupowe' },
      ]);
    });

    it('holds real content that survives the sanitiser unchanged (re-saving changes nothing)', () => {
      for (const page of SEED_PAGES) {
        expect(page.content.length, page.slug).toBeGreaterThan(400);
        expect(sanitizeAdminHtml(page.content, { iframeHosts: t.ctx.config.IFRAME_HOSTS }), page.slug).toBe(
          page.content,
        );
      }
    });

    it('is idempotent, keeps admin edits, and leaves the id sequence past the fixed ids', async () => {
      await t.ctx.db.update(pages).set({ title: 'Regulamin platformy' }).where(eq(pages.id, 2));
      expect(await seedContentPages(t.ctx.db)).toBe(0);
      expect((await row(2)).title).toBe('Regulamin platformy');
      const [added] = await t.ctx.db
        .insert(pages)
        .values({ slug: 'faq', title: 'FAQ', content: '<p>Pytania</p>' })
        .returning();
      expect(added!.id).toBe(7);
      await t.ctx.db.delete(pages).where(eq(pages.id, 7));
      await t.ctx.db.update(pages).set({ title: 'Regulamin' }).where(eq(pages.id, 2));
    });
  });

  describe('GET /api/pages/{slug}', () => {
    it.each(SEED_PAGES.map((page) => [page.slug, page.title]))(
      'answers %s for everyone',
      async (slug, title) => {
        const res = await t.app.inject({ method: 'GET', url: `/api/pages/${slug}` });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ slug, title });
        expect(res.json().content).toContain('<h2>');
        // The page shows its title as the h1: content that opened with the same words read twice.
        expect(res.json().content.toLowerCase()).not.toMatch(new RegExp(`^<h[1-6]>${title.toLowerCase()}`));
      },
    );

    it('tells the page is in Polish, also to an English viewer (pages have no translations)', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/pages/kontakt',
        headers: { 'x-lang': 'en' },
      });
      expect(res.json()).toMatchObject({ slug: 'kontakt', language: 'pl' });
    });

    it('finds a page by its id too (the settings screen edits pages 1-4)', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/pages/3' });
      expect(res.json()).toMatchObject({
        id: 3,
        slug: 'deklaracjadostepnosci',
        title: 'Deklaracja dostępności',
      });
    });

    it('answers 404 with the spec body for a missing page', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/pages/nie-ma-takiej' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, message: 'Nie znaleziono strony.' });
      expect((await t.app.inject({ method: 'GET', url: '/api/pages/999' })).statusCode).toBe(404);
      const en = await t.app.inject({ method: 'GET', url: '/api/pages/nope', headers: { 'x-lang': 'en' } });
      expect(en.json().message).toBe('Page not found.');
    });
  });

  describe('PUT /api/pages/{id}', () => {
    const body = {
      title: 'Jak kupić bilet?',
      slug: 'jakkupicbilet',
      content: '<h2>Krok 1</h2><p>Załóż konto.</p>',
    };

    it('needs an administrator: guest 401, viewer 403, nothing changes', async () => {
      const before = await row(4);
      expect((await put(4, body)).statusCode).toBe(401);
      const viewer = await put(4, body, tokens.other);
      expect(viewer.statusCode).toBe(403);
      expect(await row(4)).toEqual(before);
    });

    it('saves title, slug and sanitised content for an administrator', async () => {
      const content =
        '<h2>Krok 1</h2><p onclick="alert(1)">Załóż <a href="javascript:alert(1)">konto</a>.</p><script>alert(1)</script>' +
        '<iframe src="https://player.vimeo.com/video/1"></iframe><iframe src="https://evil.example/x"></iframe><img src=x onerror=alert(1)>';
      const res = await put(4, { ...body, content }, tokens.admin);
      expect(res.statusCode).toBe(200);
      const saved = res.json();
      expect(saved).toMatchObject({ id: 4, title: 'Jak kupić bilet?', slug: 'jakkupicbilet' });
      expect(saved.content).toContain('<h2>Krok 1</h2><p>Załóż <a>konto</a>.</p>');
      expect(saved.content).toContain('src="https://player.vimeo.com/video/1"');
      expect(saved.content).not.toMatch(/script|onclick|onerror|evil\.example|javascript:/);
      expect((await row(4)).content).toBe(saved.content);
      const read = await t.app.inject({ method: 'GET', url: '/api/pages/jakkupicbilet' });
      expect(read.json().title).toBe('Jak kupić bilet?');
    });

    it('can move a page to a new slug', async () => {
      const res = await put(
        5,
        { title: 'Kontakt', slug: 'kontakt-z-teatrem', content: '<p>Napisz do nas.</p>' },
        tokens.admin,
      );
      expect(res.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/pages/kontakt-z-teatrem' })).statusCode).toBe(
        200,
      );
      expect((await t.app.inject({ method: 'GET', url: '/api/pages/kontakt' })).statusCode).toBe(404);
    });

    it.each([
      [{ ...body, slug: 'regulamin' }, 409, 'slug', 'Odnośnik zajęty'],
      [
        { ...body, slug: 'Zły odnośnik' },
        400,
        'slug',
        'Odnośnik może zawierać tylko małe litery, cyfry, myślnik i podkreślenie.',
      ],
      [{ ...body, slug: 'a'.repeat(41) }, 400, 'slug', 'Maksymalnie 40 znaków.'],
      [{ ...body, title: '  ' }, 400, 'title', 'Proszę podać tytuł.'],
      [{ ...body, title: 't'.repeat(101) }, 400, 'title', 'Maksymalnie 100 znaków.'],
      [{ slug: 'x', content: '<p>x</p>' }, 400, 'title', 'Proszę podać tytuł.'],
      [{ ...body, content: '' }, 400, 'content', 'Proszę podać treść strony.'],
      [{ ...body, content: '<script>alert(1)</script>' }, 400, 'content', 'Proszę podać treść strony.'],
    ])(
      'refuses %j with the message on its field and changes nothing',
      async (input, status, field, message) => {
        const before = await row(1);
        const res = await put(1, input, tokens.admin);
        expect(res.statusCode).toBe(status);
        expect(res.json().formError[field]).toBe(message);
        expect(await row(1)).toEqual(before);
      },
    );

    it('answers 404 for an unknown page and for a bad id', async () => {
      expect((await put(999, body, tokens.admin)).statusCode).toBe(404);
      expect((await put('abc', body, tokens.admin)).statusCode).toBe(404);
    });
  });
});
