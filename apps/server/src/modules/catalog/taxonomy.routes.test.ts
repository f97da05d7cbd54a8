import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithTokens, type TestApp } from '../../../test/test-app';
import { auth, type CallerTokens } from '../../../test/factories';
import { createVideo, form, image } from '../../../test/catalog-fixtures';

/** The name rule's message says what a name may hold (catalog.validate.category_name / gallery_name). */
const NAME_RULE =
  'Niepoprawna nazwa. Dozwolone są litery, cyfry, spacje, znaki interpunkcyjne, cudzysłowy („…”) i myślniki; bez znaków < > { } [ ] \\ ` |.';

describe('categories and galleries API', () => {
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
    token = tokens.admin,
  ) =>
    t.app.inject({
      method,
      url,
      headers: auth(token),
      ...(payload !== undefined ? { payload: payload as never } : {}),
    });

  describe('categories', () => {
    it('creates, lists newest-updated first, and moves a re-saved category to the top', async () => {
      const a = (await call('POST', '/api/categories', { name: 'Dramat' })).json().category;
      const b = (await call('POST', '/api/categories/', { name: 'Komedia, farsa (1)' })).json().category;
      expect(b).toMatchObject({ name: 'Komedia, farsa (1)', videos: [], translations: [] });
      let names = (await t.app.inject({ method: 'GET', url: '/api/categories' }))
        .json()
        .categories.map((c: { name: string }) => c.name);
      expect(names.slice(0, 2)).toEqual(['Komedia, farsa (1)', 'Dramat']);
      const up = await call('PUT', `/api/categories/${a.id}`, { name: 'Dramat' });
      expect(up.statusCode).toBe(200);
      expect(Date.parse(up.json().category.updated_at)).toBeGreaterThan(Date.parse(a.updated_at));
      names = (await t.app.inject({ method: 'GET', url: '/api/categories' }))
        .json()
        .categories.map((c: { name: string }) => c.name);
      expect(names.slice(0, 2)).toEqual(['Dramat', 'Komedia, farsa (1)']);
    });

    it("answers 'Niepoprawna nazwa' and the required message, storing nothing", async () => {
      const before = (await t.app.inject({ method: 'GET', url: '/api/categories' })).json().categories.length;
      for (const [name, message] of [
        ['<script>', NAME_RULE],
        ['Teatr {dziecięcy}', NAME_RULE],
        ['Teatr | dziecięcy', NAME_RULE],
        ['', 'To pole jest wymagane.'],
        ['x'.repeat(101), 'Maksymalnie 100 znaków.'],
      ]) {
        const res = await call('POST', '/api/categories', { name });
        expect(res.statusCode).toBe(400);
        expect(res.json().formError.name).toBe(message);
      }
      expect((await call('POST', '/api/categories', {})).json().formError.name).toBe(
        'To pole jest wymagane.',
      );
      expect((await t.app.inject({ method: 'GET', url: '/api/categories' })).json().categories.length).toBe(
        before,
      );
    });

    it('lists to viewers only the ids of videos they may see; admins all', async () => {
      const category = (await call('POST', '/api/categories', { name: 'Opera' })).json().category;
      const shown = await createVideo(t, tokens.admin, { title: 'Halka', categories: [category.id] });
      const hidden = await createVideo(t, tokens.admin, {
        title: 'Straszny dwór',
        categories: [category.id],
        visible: 0,
      });
      const forViewer = (await t.app.inject({ method: 'GET', url: '/api/categories' }))
        .json()
        .categories.find((c: { id: number }) => c.id === category.id);
      expect(forViewer.videos).toEqual([shown.id]);
      const forAdmin = (await call('GET', '/api/categories'))
        .json()
        .categories.find((c: { id: number }) => c.id === category.id);
      expect(forAdmin.videos).toEqual([shown.id, hidden.id]);
      const filtered = (await t.app.inject({ method: 'GET', url: `/api/videos?category_id=${category.id}` }))
        .json()
        .videos.map((v: { id: number }) => v.id);
      expect(filtered).toEqual([shown.id]);
    });

    it('deletes a category (answering it), detaching its videos', async () => {
      const category = (await call('POST', '/api/categories', { name: 'Do usunięcia' })).json().category;
      const video = await createVideo(t, tokens.admin, { categories: [category.id] });
      const res = await call('DELETE', `/api/categories/${category.id}`);
      expect(res.json().category.name).toBe('Do usunięcia');
      expect((await call('GET', `/api/videos/${video.id}`)).json().video.categories).toEqual([]);
      expect((await call('DELETE', `/api/categories/${category.id}`)).statusCode).toBe(404);
      expect((await call('PUT', `/api/categories/${category.id}`, { name: 'X' })).statusCode).toBe(404);
    });
  });

  describe('galleries', () => {
    const upload = async (galleryId: number, file: Buffer | [Buffer, string, string]) =>
      t.app.inject({
        method: 'POST',
        url: `/api/galleries/${galleryId}/images`,
        headers: auth(tokens.admin),
        payload: form({}, { image: file }),
      });

    it('takes names with typographic quotes, dashes and punctuation', async () => {
      for (const name of [
        '„Wesele” – dramat',
        '“Hamlet” — tragedia',
        'Opera: 2024/25 (cz. 1)',
        '«Balet» …',
        'Teatr „Ósemka”',
      ]) {
        const res = await call('POST', '/api/categories', { name });
        expect(res.statusCode, name).toBe(200);
        expect(res.json().category.name).toBe(name);
      }
    });

    it('refuses a second category of the same name, whatever the case; a re-save of its own name is fine', async () => {
      const first = (await call('POST', '/api/categories', { name: 'Komedia' })).json().category;
      for (const name of ['Komedia', 'KOMEDIA', '  komedia  ']) {
        const res = await call('POST', '/api/categories', { name });
        expect(res.statusCode, name).toBe(400);
        expect(res.json().formError.name).toBe('Kategoria o tej nazwie już istnieje.');
      }
      const other = (await call('POST', '/api/categories', { name: 'Farsa' })).json().category;
      expect(
        (await call('PUT', `/api/categories/${other.id}`, { name: 'komedia' })).json().formError.name,
      ).toBe('Kategoria o tej nazwie już istnieje.');
      // The up arrow re-saves the same name; a change of case of its own name is a rename.
      expect((await call('PUT', `/api/categories/${first.id}`, { name: 'Komedia' })).statusCode).toBe(200);
      expect((await call('PUT', `/api/categories/${first.id}`, { name: 'komedia' })).statusCode).toBe(200);
      // Two saves of one new name at once: one wins.
      const raced = await Promise.all([
        call('POST', '/api/categories', { name: 'Tragedia' }),
        call('POST', '/api/categories', { name: 'tragedia' }),
      ]);
      expect(raced.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    });

    it('creates, renames and lists galleries; the name rule says what is allowed', async () => {
      const gallery = (await call('POST', '/api/galleries/', { name: 'Wesele 2024' })).json().gallery;
      expect(gallery).toMatchObject({ name: 'Wesele 2024', images: [], videos: [] });
      expect(
        (await call('PUT', `/api/galleries/${gallery.id}`, { name: 'Wesele próby' })).json().gallery.name,
      ).toBe('Wesele próby');
      expect((await call('GET', `/api/galleries/${gallery.id}`)).json().gallery.name).toBe('Wesele próby');
      expect(
        (await call('GET', '/api/galleries')).json().galleries.map((g: { id: number }) => g.id),
      ).toContain(gallery.id);
      for (const name of ['<b>zła</b>', '']) {
        const res = await call('POST', '/api/galleries', { name });
        expect(res.statusCode).toBe(400);
        expect(res.json().formError.name).toBe(name ? NAME_RULE : 'To pole jest wymagane.');
      }
      const taken = await call('POST', '/api/galleries', { name: 'WESELE PRÓBY' });
      expect(taken.statusCode).toBe(400);
      expect(taken.json().formError.name).toBe('Galeria o tej nazwie już istnieje.');
      expect((await call('POST', '/api/galleries', { name: '„Wesele” – próby' })).statusCode).toBe(200);
    });

    it('takes images with thumbnails, refuses wrong and disguised files, and deletes images', async () => {
      const gallery = (await call('POST', '/api/galleries', { name: 'Zdjęcia' })).json().gallery;
      const res = await upload(gallery.id, await image('jpeg', 2400, 1200));
      expect(res.statusCode).toBe(200);
      const { image: stored, gallery: after } = res.json();
      expect(stored.url).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/);
      expect(stored.thumb_url).toMatch(/^\/uploads\/[a-f0-9]{32}-thumb\.jpg$/);
      expect(after.images).toHaveLength(1);
      for (const file of [
        [await image('gif'), 'x.jpg', 'image/jpeg'],
        [Buffer.from('GIF89a<html>'), 'x.png', 'image/png'],
      ] as [Buffer, string, string][]) {
        const bad = await upload(gallery.id, file);
        expect(bad.statusCode).toBe(400);
        expect(bad.json().formError.image).toBe('Niepoprawny plik. Dozwolone są tylko obrazy JPG lub PNG.');
      }
      const big = await upload(gallery.id, [
        Buffer.concat([await image('png'), Buffer.alloc(3 * 1024 * 1024)]),
        'big.png',
        'image/png',
      ]);
      expect(big.statusCode).toBe(413);
      expect(big.json().formError.image).toBe('Plik jest za duży. Maksymalny rozmiar to 3 MB.');
      const none = await t.app.inject({
        method: 'POST',
        url: `/api/galleries/${gallery.id}/images`,
        headers: auth(tokens.admin),
        payload: form({}),
      });
      expect(none.json().formError.image).toBe('Proszę wybrać plik.');
      expect((await call('GET', `/api/galleries/${gallery.id}`)).json().gallery.images).toHaveLength(1);
      const removed = await call('DELETE', `/api/galleryImages/${stored.id}`);
      expect(removed.json().image.id).toBe(stored.id);
      expect((await t.app.inject({ method: 'GET', url: stored.thumb_url })).statusCode).toBe(404);
      expect((await call('DELETE', `/api/galleryImages/${stored.id}`)).statusCode).toBe(404);
    });

    it('holds at most 5 images, also when uploads race', async () => {
      const gallery = (await call('POST', '/api/galleries', { name: 'Pięć' })).json().gallery;
      const png = await image('png');
      const results = await Promise.all(Array.from({ length: 7 }, () => upload(gallery.id, png)));
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
      for (const refused of results.filter((r) => r.statusCode !== 200)) {
        expect(refused.statusCode).toBe(400);
        expect(refused.json().formError.image).toBe('Galeria może zawierać najwyżej 5 zdjęć.');
      }
      expect((await call('GET', `/api/galleries/${gallery.id}`)).json().gallery.images).toHaveLength(5);
      const sixth = await upload(gallery.id, png);
      expect(sixth.json().formError.image).toBe('Galeria może zawierać najwyżej 5 zdjęć.');
    });

    it('embeds the gallery in its videos and events; deleting it detaches them', async () => {
      const gallery = (await call('POST', '/api/galleries', { name: 'Osadzona' })).json().gallery;
      await upload(gallery.id, await image('png'));
      const video = await createVideo(t, tokens.admin, { gallery_id: gallery.id });
      const seen = (await t.app.inject({ method: 'GET', url: `/api/videos/${video.id}` })).json().video;
      expect(seen.gallery).toMatchObject({ id: gallery.id, name: 'Osadzona' });
      expect(seen.gallery.images).toHaveLength(1);
      expect((await call('GET', `/api/galleries/${gallery.id}`)).json().gallery.videos).toEqual([video.id]);
      const res = await call('DELETE', `/api/galleries/${gallery.id}`);
      expect(res.statusCode).toBe(200);
      expect((await call('GET', `/api/videos/${video.id}`)).json().video).toMatchObject({
        gallery_id: null,
        gallery: null,
      });
      expect((await t.app.inject({ method: 'GET', url: res.json().gallery.images[0].url })).statusCode).toBe(
        404,
      );
      expect((await upload(gallery.id, await image('png'))).statusCode).toBe(404);
    });
  });
});
