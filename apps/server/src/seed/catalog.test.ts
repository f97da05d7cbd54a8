import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../test/test-app';
import { auth, createUser, signIn } from '../../test/factories';
import { findMedia } from '../../test/catalog-fixtures';
import { Role } from '@scena/shared';
import { seedCatalog } from './catalog';
import { HOME_ANCHORS } from '@scena/shared';
import { appConfigDefaults } from '@scena/shared/app-config-defaults';
import { DEMO_SLIDES } from './catalog.data';
import { SEED_PAGES } from './content-pages.data';

const log = { info: vi.fn(), debug: vi.fn(), warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;

describe('demo catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates a season with posters, translations, a gallery and three slides, once', async () => {
    await seedCatalog(t.ctx, log);
    await seedCatalog(t.ctx, log);
    const admin = await signIn(t.ctx, await createUser(t.ctx, { role: Role.ADMIN }));

    const videos = (await t.app.inject({ method: 'GET', url: '/api/videos', headers: auth(admin) })).json()
      .videos;
    expect(videos).toHaveLength(10);
    const wesele = videos.find((v: { slug: string }) => v.slug === 'wesele');
    expect(wesele.translations[0]).toMatchObject({ language_code: 'en', title: 'The Wedding' });
    expect(wesele.gallery.images).toHaveLength(3);
    const poster = await t.app.inject({ method: 'GET', url: wesele.image_link });
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(poster.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1600,
      height: 900,
    });

    // The admin's page carries whole events (time_status included; the whole-list answer carries cards).
    const events = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/events?date_from=2000-01-01&page_size=50',
        headers: auth(admin),
      })
    ).json().events;
    expect(events).toHaveLength(10);
    const statuses = new Set(events.map((e: { time_status: string }) => e.time_status));
    expect(statuses).toContain('ended');
    expect(statuses).toContain('in_progress');
    expect(statuses).toContain('soon');
    expect(events.some((e: { full_day: boolean }) => e.full_day)).toBe(true);
    expect(events.some((e: { is_festival: boolean }) => e.is_festival)).toBe(true);
    expect(events.every((e: { translations: unknown[] }) => e.translations.length === 1)).toBe(true);

    const publicEvents = (await t.app.inject({ method: 'GET', url: '/external_api/events' })).json().events;
    expect(
      publicEvents.every((e: { published: boolean; available: number }) => e.published && e.available !== -1),
    ).toBe(true);
    expect(findMedia(publicEvents)).toEqual([]);

    const slides = (await t.app.inject({ method: 'GET', url: '/external_api/slides' })).json().slides;
    expect(slides.map((s: { title: string }) => s.title)).toEqual([
      'Nowy sezon 2025/2026',
      'Festiwal Nowej Dramaturgii',
      'Teatr dostępny dla wszystkich',
    ]);
    expect(
      slides.every(
        (s: { bg_image: string; translations: unknown[] }) => s.bg_image && s.translations.length === 1,
      ),
    ).toBe(true);
    const categories = (await t.app.inject({ method: 'GET', url: '/api/categories' })).json().categories;
    expect(categories).toHaveLength(5);
  });
});

describe('demo links', () => {
  // Which home block carries each anchor, and whether a fresh install shows it.
  const blockOn: Record<string, boolean> = {
    [HOME_ANCHORS.festival]: appConfigDefaults.view_festival,
    [HOME_ANCHORS.repertoire]: appConfigDefaults.view_eventslist,
    [HOME_ANCHORS.vod]: appConfigDefaults.view_vod,
  };
  const pageSlugs = new Set(SEED_PAGES.map((page) => page.slug));

  it.each(DEMO_SLIDES.map((slide) => [slide.title, slide.url]))(
    'slide %s links to something a fresh install has (%s)',
    (_title, url) => {
      if (url.startsWith('#')) expect(blockOn[url.slice(1)]).toBe(true);
      else if (url.startsWith('/n/')) expect(pageSlugs.has(url.slice(3))).toBe(true);
      else expect.unreachable(`unexpected demo link ${url}`);
    },
  );
});
