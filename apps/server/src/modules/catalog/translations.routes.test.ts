import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithTokens, type TestApp } from '../../../test/test-app';
import { auth, type CallerTokens } from '../../../test/factories';
import { createEvent, createVideo } from '../../../test/catalog-fixtures';

describe('translations API (video, event, category, slide)', () => {
  let t: TestApp;
  let tokens: CallerTokens;
  const owners: Record<
    string,
    { id: number; ownerField: string; ownerUrl: string; body: Record<string, unknown> }
  > = {};

  beforeAll(async () => {
    ({ t, tokens } = await createTestAppWithTokens());
    const video = await createVideo(t, tokens.admin, { title: 'Wideo' });
    const event = await createEvent(t, tokens.admin, video.id);
    const category = (
      await t.app.inject({
        method: 'POST',
        url: '/api/categories',
        headers: auth(tokens.admin),
        payload: { name: 'Dramat' },
      })
    ).json().category;
    const slide = (
      await t.app.inject({
        method: 'POST',
        url: '/api/slides',
        headers: auth(tokens.admin),
        payload: { title: 'Slajd', text: 'Tekst' },
      })
    ).json().slide;
    owners.video = {
      id: video.id,
      ownerField: 'video_id',
      ownerUrl: `/api/videos/${video.id}/translations`,
      body: { title: 'The Wedding', subtitle: 'A drama' },
    };
    owners.event = {
      id: event.id,
      ownerField: 'event_id',
      ownerUrl: `/api/events/${event.id}/translations`,
      body: { title: 'Premiere', subtitle: 'Opening night' },
    };
    owners.category = {
      id: category.id,
      ownerField: 'category_id',
      ownerUrl: `/api/categories/${category.id}/translations`,
      body: { name: 'Drama' },
    };
    owners.slide = {
      id: slide.id,
      ownerField: 'slide_id',
      ownerUrl: `/api/slides/${slide.id}/translations`,
      body: { title: 'Slide', text: 'Text' },
    };
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = auth(tokens.admin),
  ) =>
    t.app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as never } : {}) });

  for (const kind of ['video', 'event', 'category', 'slide']) {
    describe(kind, () => {
      it('adds, lists, reads, edits and deletes a translation', async () => {
        const { id, ownerField, ownerUrl, body } = owners[kind]!;
        const created = await call('POST', `/api/translations/${kind}`, {
          [ownerField]: id,
          language_code: 'EN',
          ...body,
        });
        expect(created.statusCode).toBe(200);
        const translation = created.json().translation;
        expect(translation).toMatchObject({ [ownerField]: id, language_code: 'en', ...body });
        expect((await call('GET', ownerUrl)).json().translations).toEqual([translation]);
        expect((await call('GET', `/api/translations/${kind}/${translation.id}`)).json().translation).toEqual(
          translation,
        );
        const firstField = Object.keys(body)[0]!;
        const edited = await call('PUT', `/api/translations/${kind}/${translation.id}`, {
          [firstField]: 'Changed',
        });
        expect(edited.json().translation[firstField]).toBe('Changed');
        const again = await call('POST', `/api/translations/${kind}/`, {
          [ownerField]: id,
          language_code: 'en',
          ...body,
        });
        expect(again.statusCode).toBe(400);
        expect(again.json().formError.language_code).toBe('Tłumaczenie w tym języku już istnieje.');
        const deleted = await call('DELETE', `/api/translations/${kind}/${translation.id}`);
        expect(deleted.json().translation.id).toBe(translation.id);
        expect((await call('GET', ownerUrl)).json().translations).toEqual([]);
        expect((await call('GET', `/api/translations/${kind}/${translation.id}`)).statusCode).toBe(404);
        expect(
          (await call('PUT', `/api/translations/${kind}/${translation.id}`, { language_code: 'de' }))
            .statusCode,
        ).toBe(404);
      });

      it('checks language_code (Polish and English wording) and lengths, storing nothing', async () => {
        const { id, ownerField, ownerUrl, body } = owners[kind]!;
        const missing = await call('POST', `/api/translations/${kind}`, { [ownerField]: id, ...body });
        expect(missing.json().formError.language_code).toBe('Proszę wybrać język');
        const wrong = await call('POST', `/api/translations/${kind}`, {
          [ownerField]: id,
          ...body,
          language_code: 'eng',
        });
        expect(wrong.json().formError.language_code).toBe('Niepoprawny język');
        const english = await call(
          'POST',
          `/api/translations/${kind}`,
          { [ownerField]: id, ...body },
          { ...auth(tokens.admin), 'accept-language': 'en' },
        );
        expect(english.json().formError.language_code).toBe('Please choose a language');
        const wrongEn = await call(
          'POST',
          `/api/translations/${kind}`,
          { [ownerField]: id, ...body, language_code: 'e' },
          { ...auth(tokens.admin), 'accept-language': 'en' },
        );
        expect(wrongEn.json().formError.language_code).toBe('Invalid language');
        const limits: Record<string, [string, number, string][]> = {
          video: [
            ['title', 101, 'Maksymalnie 100 znaków.'],
            ['subtitle', 201, 'Maksymalnie 200 znaków.'],
          ],
          event: [
            ['title', 101, 'Maksymalnie 100 znaków.'],
            ['subtitle', 201, 'Maksymalnie 200 znaków.'],
          ],
          category: [['name', 101, 'Maksymalnie 100 znaków.']],
          slide: [
            ['title', 101, 'Maksymalnie 100 znaków.'],
            ['text', 501, 'Maksymalnie 500 znaków.'],
          ],
        };
        for (const [field, length, message] of limits[kind]!) {
          const res = await call('POST', `/api/translations/${kind}`, {
            [ownerField]: id,
            language_code: 'en',
            ...body,
            [field]: 'x'.repeat(length),
          });
          expect(res.statusCode).toBe(400);
          expect(res.json().formError[field]).toBe(message);
        }
        const noOwner = await call('POST', `/api/translations/${kind}`, {
          [ownerField]: 999999,
          language_code: 'en',
          ...body,
        });
        expect(noOwner.statusCode).toBe(404);
        expect((await call('GET', ownerUrl)).json().translations).toEqual([]);
      });

      it('is for administrators only', async () => {
        const { id, ownerField, ownerUrl, body } = owners[kind]!;
        const translation = (
          await call('POST', `/api/translations/${kind}`, { [ownerField]: id, language_code: 'de', ...body })
        ).json().translation;
        const requests: [string, string, unknown?][] = [
          ['GET', ownerUrl],
          ['POST', `/api/translations/${kind}`, { [ownerField]: id, language_code: 'fr', ...body }],
          ['GET', `/api/translations/${kind}/${translation.id}`],
          ['PUT', `/api/translations/${kind}/${translation.id}`, { language_code: 'it' }],
          ['DELETE', `/api/translations/${kind}/${translation.id}`],
        ];
        for (const [method, url, payload] of requests) {
          expect((await call(method as 'GET', url, payload, {})).statusCode, `${method} ${url}`).toBe(401);
          expect(
            (await call(method as 'GET', url, payload, auth(tokens.other))).statusCode,
            `${method} ${url}`,
          ).toBe(403);
        }
        expect(
          (await call('GET', ownerUrl))
            .json()
            .translations.map((x: { language_code: string }) => x.language_code),
        ).toEqual(['de']);
        await call('DELETE', `/api/translations/${kind}/${translation.id}`);
      });
    });
  }

  it('sanitises the HTML and iframes of video translations', async () => {
    const res = await call('POST', '/api/translations/video', {
      video_id: owners.video!.id,
      language_code: 'uk',
      description: '<img src=x onerror=alert(1)><p>Opis</p>',
      video_link: '<iframe src="https://player.vimeo.com/video/5" srcdoc="<script>x</script>"></iframe>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().translation.description).toBe('<img src="x" /><p>Opis</p>');
    expect(res.json().translation.video_link).not.toContain('srcdoc');
    const refused = await call('POST', '/api/translations/video', {
      video_id: owners.video!.id,
      language_code: 'cs',
      autodesc_video: '<iframe src="https://evil.example/"></iframe>',
    });
    expect(refused.json().formError.autodesc_video).toBe('Niedozwolone źródło ramki (iframe).');
  });

  it('embeds translations in public answers so the web can show English', async () => {
    await call('POST', '/api/translations/event', {
      event_id: owners.event!.id,
      language_code: 'en',
      title: 'Premiere',
    });
    await call('POST', '/api/translations/category', {
      category_id: owners.category!.id,
      language_code: 'en',
      name: 'Drama',
    });
    await call('POST', '/api/translations/slide', {
      slide_id: owners.slide!.id,
      language_code: 'en',
      title: 'Slide',
      text: 'Text',
    });
    const event = (
      await t.app.inject({ method: 'GET', url: `/external_api/event/${owners.event!.id}` })
    ).json().event;
    expect(event.translations).toEqual([expect.objectContaining({ language_code: 'en', title: 'Premiere' })]);
    expect(event.videoTranslations.map((x: { language_code: string }) => x.language_code)).toContain('uk');
    const categories = (await t.app.inject({ method: 'GET', url: '/api/categories' })).json().categories;
    expect(categories[0].translations).toEqual([expect.objectContaining({ name: 'Drama' })]);
    const slides = (await t.app.inject({ method: 'GET', url: '/external_api/slides' })).json().slides;
    expect(slides[0].translations).toEqual([expect.objectContaining({ title: 'Slide', text: 'Text' })]);
  });
});
