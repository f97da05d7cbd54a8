import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventCardSchema,
  eventCardTranslationSchema,
  videoCardSchema,
  videoCardTranslationSchema,
} from '@scena/shared';
import { createTestAppWithTokens, type TestApp } from '../../../test/test-app';
import { auth, type CallerTokens } from '../../../test/factories';
import { createEvent, createVideo } from '../../../test/catalog-fixtures';

const keysOf = (schema: { shape: Record<string, unknown> }) => Object.keys(schema.shape).sort();
const sorted = (value: object) => Object.keys(value).sort();

/**
 * Whole-list answers carry cards (packages/shared/src/catalog/cards.contract.ts): exactly the card
 * fields, for every caller, on both paths; the item's own answer and the admin's pages keep the
 * whole item. The card schema is the one source: the route's serializer writes what it names.
 */
describe('list answers carry cards', () => {
  let t: TestApp;
  let tokens: CallerTokens;
  let eventId: number;
  let videoId: number;
  beforeAll(async () => {
    ({ t, tokens } = await createTestAppWithTokens());
    const video = await createVideo(t, tokens.admin, { title: 'Karta', slug: 'karta' });
    videoId = video.id;
    eventId = (await createEvent(t, tokens.admin, video.id, { title: 'Karta – wieczór' })).id;
    const translate = (kind: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/translations/${kind}`,
        headers: auth(tokens.admin),
        payload,
      });
    expect(
      (
        await translate('video', {
          video_id: videoId,
          language_code: 'en',
          title: 'Card',
          description: '<p>A card.</p>',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await translate('event', { event_id: eventId, language_code: 'en', title: 'Card night' })).statusCode,
    ).toBe(200);
  });
  afterAll(() => t.close());

  const get = async (url: string, token: string | null) => {
    const res = await t.app.inject({ method: 'GET', url, headers: token ? auth(token) : {} });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  };
  const callers = (): [string, string | null][] => [
    ['guest', null],
    ['viewer', tokens.owner],
    ['admin', tokens.admin],
  ];

  it('events: the card fields, translations without row ids, for every caller', async () => {
    for (const [who, token] of callers()) {
      for (const url of ['/api/events', '/external_api/events']) {
        const card = (await get(url, token)).events.find((e: { id: number }) => e.id === eventId);
        expect(sorted(card), `${url} as ${who}`).toEqual(keysOf(eventCardSchema));
        expect(sorted(card.translations[0]), `${url} as ${who}`).toEqual(keysOf(eventCardTranslationSchema));
        expect(card.translations[0].title).toBe('Card night');
        expect(sorted(card.videoTranslations[0]), `${url} as ${who}`).toEqual(
          keysOf(videoCardTranslationSchema),
        );
        expect(card.videoTranslations[0].description).toBe('<p>A card.</p>');
      }
    }
  });

  it('videos: the card fields, translations without row ids, for every caller', async () => {
    for (const [who, token] of callers()) {
      for (const url of ['/api/videos', '/external_api/videos']) {
        const card = (await get(url, token)).videos.find((v: { id: number }) => v.id === videoId);
        expect(sorted(card), `${url} as ${who}`).toEqual(keysOf(videoCardSchema));
        expect(sorted(card.translations[0]), `${url} as ${who}`).toEqual(keysOf(videoCardTranslationSchema));
      }
    }
  });

  it('item answers and admin pages keep the whole item', async () => {
    const event = (await get(`/api/events/${eventId}`, null)).event;
    expect(event).toHaveProperty('next_change');
    expect(event).toHaveProperty('created_at');
    expect(event.translations[0]).toMatchObject({ event_id: eventId, language_code: 'en' });
    const page = (await get('/api/events?page=1&page_size=10', tokens.admin)).events;
    expect(page[0]).toHaveProperty('enable_codes');
    expect(page[0]).toHaveProperty('time_status');
    const videos = (await get('/api/videos?page=1&page_size=10', tokens.admin)).videos;
    expect(videos[0]).toHaveProperty('weight');
    expect(videos[0]).toHaveProperty('added_at');
    expect((await get(`/external_api/video/${videoId}`, null)).video).toHaveProperty(
      'tickets_expiration_time',
    );
  });
});
