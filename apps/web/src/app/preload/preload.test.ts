import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchItem } from '../../features/catalog/api/item';
import { fetchHomeCategories } from '../../features/catalog/api/publicCategories';
import { fetchHomeEvents } from '../../features/catalog/api/publicEvents';
import { fetchHomeSlides } from '../../features/catalog/api/publicSlides';
import { fetchHomeVideos } from '../../features/catalog/api/publicVideos';
import { fetchAppConfig } from '../../features/content/api/app-config';
import { fetchHomeConfig } from '../../features/content/api/home-config';
import { localesBackend } from '../../lib/i18n';
import { links, paths } from '../../lib/paths';
import { SESSION_STORAGE_KEY } from '../../lib/session-key';
import { preloadScript } from './script';

/**
 * The preload script against the app: on each page it preloads for, every answer it starts must be
 * taken by the app's own fetcher (same path, no second request), so a route or endpoint renamed on
 * one side only fails here instead of silently losing its preload.
 */
const asked: string[] = [];
const answers: Record<string, unknown> = {
  '/external_api/event/Hamlet%202': { event: { image_link: '/uploads/hamlet.jpg' } },
  '/external_api/video/7': { video: { image_link: '/uploads/seven.jpg' } },
  '/external_api/events': { events: [] },
  '/external_api/videos': { videos: [] },
  '/external_api/slides': { slides: [{ published: true, bg_image: '/uploads/slide.jpg' }] },
  '/external_api/config': { config: { view_slider: true, view_vod: true, vod_filters: true } },
  '/api/categories': { categories: [] },
};

const visit = async (path: string) => {
  window.history.replaceState(null, '', path);
  new Function(preloadScript())();
  // Let the reads answer and the follow-ups (pictures) run.
  await Promise.all(Object.values(window.__scenaPreload ?? {}));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return [...asked];
};

/** Every answer the script started, taken by the app without asking the server again. */
const expectAllTaken = async (take: Promise<unknown>[]) => {
  const before = asked.length;
  await Promise.all(take);
  expect(asked.length).toBe(before);
  expect(Object.keys(window.__scenaPreload ?? {})).toEqual([]);
};

const readCatalogue = (lng: string) =>
  new Promise((resolve, reject) =>
    localesBackend.read(lng, 'translation', (error, data) => (error ? reject(error) : resolve(data))),
  );

const preloadedImages = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) =>
    link.getAttribute('href'),
  );

beforeEach(() => {
  asked.length = 0;
  document.head.innerHTML =
    '<meta name="scena-image-widths" content="480 960"><meta name="scena-home-chunks" content="/assets/home.js /assets/home.css"><meta name="scena-item-chunks" content="/assets/item.js"><meta name="scena-sign-in-chunks" content="/assets/sign-in.js">';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      asked.push(url);
      return new Response(JSON.stringify(answers[url] ?? {}), { status: 200 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.__scenaPreload;
  document.cookie = 'lang=; max-age=0';
  localStorage.clear();
});

const modulePreloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

describe('the generated preload script', () => {
  it("starts the public home's reads, its code and first slide; the home's fetchers take them all", async () => {
    document.cookie = 'lang=en';
    expect(await visit(paths.publicHome)).toEqual([
      '/locales/en/translation.json',
      '/api/appconfig',
      '/external_api/config',
      '/external_api/events',
      '/external_api/videos',
      '/external_api/slides',
      '/api/categories',
    ]);
    expect(modulePreloads()).toEqual(['/assets/home.js']);
    expect(preloadedImages()).toEqual(['/uploads/slide.jpg']);
    await expectAllTaken([
      readCatalogue('en'),
      fetchAppConfig(),
      fetchHomeConfig(),
      fetchHomeEvents('guest', false),
      fetchHomeVideos('guest'),
      fetchHomeSlides('guest'),
      fetchHomeCategories(),
    ]);
  });

  it('reads no filter categories when the config hides the VOD block or its filters', async () => {
    answers['/external_api/config'] = { config: { view_slider: true, view_vod: true, vod_filters: false } };
    try {
      expect(await visit(paths.publicHome)).not.toContain('/api/categories');
    } finally {
      answers['/external_api/config'] = { config: { view_slider: true, view_vod: true, vod_filters: true } };
    }
  });

  it.each([
    ['event', links.event('Hamlet 2'), 'Hamlet 2', '/external_api/event/Hamlet%202', '/uploads/hamlet.jpg'],
    [
      'event',
      links.itemPublic('event', 'Hamlet 2'),
      'Hamlet 2',
      '/external_api/event/Hamlet%202',
      '/uploads/hamlet.jpg',
    ],
    ['video', links.video(7), '7', '/external_api/video/7', '/uploads/seven.jpg'],
    ['video', links.itemPublic('video', 7), '7', '/external_api/video/7', '/uploads/seven.jpg'],
  ] as const)(
    'on %s page %s starts its code, its answer and its picture; the item fetcher takes them',
    async (kind, page, slug, read, image) => {
      expect(await visit(page)).toEqual(['/locales/pl/translation.json', '/api/appconfig', read]);
      expect(modulePreloads()).toEqual(['/assets/item.js']);
      expect(preloadedImages()).toEqual([image]);
      await expectAllTaken([readCatalogue('pl'), fetchAppConfig(), fetchItem(kind, slug, 'guest')]);
    },
  );

  it.each([paths.signIn, paths.signedOut, paths.adminSignIn])(
    'on %s preloads the sign-in code only',
    async (page) => {
      expect(await visit(page)).toEqual(['/locales/pl/translation.json', '/api/appconfig']);
      expect(modulePreloads()).toEqual(['/assets/sign-in.js']);
    },
  );

  it('reads nothing but the translations for a signed-in viewer, whose reads carry the token', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{}');
    expect(await visit(paths.publicHome)).toEqual(['/locales/pl/translation.json']);
    expect(modulePreloads()).toEqual([]);
  });
});
