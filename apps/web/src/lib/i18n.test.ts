import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@scena/shared/i18n/messages';
import { viewerMessages } from '@scena/shared/i18n/viewer';
import { catalogueUrl, initI18n, localesBackend } from './i18n';

type Answer = { status: number; body?: unknown } | 'offline';

/** `fetch` answering the catalogue URLs from a table; records what was asked for. */
const stubFetch = (answers: Record<string, Answer>) => {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      asked.push(url);
      const answer = answers[url] ?? { status: 404 };
      if (answer === 'offline') throw new TypeError('Failed to fetch');
      return new Response(answer.body === undefined ? 'not json' : JSON.stringify(answer.body), {
        status: answer.status,
      });
    }),
  );
  return asked;
};

const read = (lng: string, ns: string) =>
  new Promise<{ error: unknown; data: unknown }>((resolve) =>
    localesBackend.read(lng, ns, (error, data) => resolve({ error, data })),
  );

afterEach(() => vi.unstubAllGlobals());

describe('i18n catalogues (public/locales plus the shared messages)', () => {
  it('loads the viewer catalogue with the viewer messages only; the admin namespace brings the rest', async () => {
    const asked = stubFetch({
      '/locales/pl/translation.json': {
        status: 200,
        body: { 'sign_in.title': 'Logowanie', 'error.generic': 'Własny tekst' },
      },
      '/locales/pl/admin.json': { status: 200, body: { 'menu.videos': 'Wideo' } },
    });
    const i18n = await initI18n();
    expect(i18n.language).toBe('pl');
    expect(asked).toEqual(['/locales/pl/translation.json']);
    expect(i18n.t('sign_in.title')).toBe('Logowanie');
    expect(i18n.t('form.validate.required')).toBe(viewerMessages.pl['form.validate.required']);
    // The catalogue file wins over a shared message of the same key.
    expect(i18n.t('error.generic')).toBe('Własny tekst');
    // Admin-only (catalogue) messages are not part of the viewer's bundle.
    expect(i18n.exists('catalog.validate.slug')).toBe(false);

    await i18n.loadNamespaces('admin');
    expect(asked).toEqual(['/locales/pl/translation.json', '/locales/pl/admin.json']);
    expect(i18n.t('menu.videos', { ns: 'admin' })).toBe('Wideo');
    expect(i18n.t('catalog.validate.slug', { ns: 'admin' })).toBe(messages.pl['catalog.validate.slug']);
  });

  it('asks i18next to retry when there is no answer or a server error, not on 4xx or bad JSON', async () => {
    stubFetch({
      [catalogueUrl('en', 'translation')]: { status: 503, body: {} },
      [catalogueUrl('pl', 'translation')]: 'offline',
      [catalogueUrl('pl', 'admin')]: { status: 200 },
    });
    const unavailable = await read('en', 'translation');
    expect(unavailable.error).toBeInstanceOf(Error);
    expect(unavailable.data).toBe(true);
    const offline = await read('pl', 'translation');
    expect(offline.error).toBeInstanceOf(Error);
    expect(offline.data).toBe(true);
    const missing = await read('pl', 'missing');
    expect(String(missing.error)).toContain('HTTP 404');
    expect(missing.data).toBe(false);
    const notJson = await read('pl', 'admin');
    expect(String(notJson.error)).toContain('not JSON');
    expect(notJson.data).toBe(false);
  });

  it('merges nothing shared into a namespace or language it does not know', async () => {
    stubFetch({
      [catalogueUrl('pl', 'other')]: { status: 200, body: { a: 'b' } },
      [catalogueUrl('de', 'translation')]: { status: 200, body: { a: 'c' } },
    });
    expect(await read('pl', 'other')).toEqual({ error: null, data: { a: 'b' } });
    expect(await read('de', 'translation')).toEqual({ error: null, data: { a: 'c' } });
  });
});
