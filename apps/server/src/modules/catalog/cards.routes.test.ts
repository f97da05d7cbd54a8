import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithTokens, type TestApp } from '../../../test/test-app';
import { auth, type CallerTokens } from '../../../test/factories';
import { createEvent, createVideo } from '../../../test/catalog-fixtures';

const sorted = (value: object) => Object.keys(value).sort();

/*
 * The card fields are written out here, not read from the card schemas: a field added to a schema
 * by mistake (a media link, a setting) must fail this test, not silently become the expectation.
 * Changing a list below is a decision against the spec, made in review.
 */

/** The viewer's access on every card (spec 3 §2.13's buttons: processing, watch for admins and premium users). */
const ACCESS_FIELDS = [
  'access',
  'can_watch',
  'access_reason',
  'access_source',
  'countryBlock',
  'expiration_date',
];

/**
 * Spec 3 §3 "Event (cards)", in its order, less newPrice (it arrives with discount codes) and with
 * ticketsAvailable served as ticketsLeft (tickets still for sale), plus the access fields.
 */
const EVENT_CARD = [
  ...[
    'id',
    'slug',
    'title',
    'subtitle',
    'translations',
    'videoTranslations',
    'description',
    'additional_desc',
  ],
  ...['date_from', 'date_to', 'time_from', 'time_to', 'full_day', 'hide_time_to', 'event_price'],
  ...['enable_tickets', 'available_tickets', 'ticketsLeft', 'published', 'dashboard_hidden', 'is_festival'],
  ...['paymentStatus', 'thumb_link', 'image_link', 'teaser_link', 'gallery', 'age_restriction', 'duration'],
  ...['available', 'video_id'],
  ...ACCESS_FIELDS,
].sort();

/** Spec 3 §3 "Video (cards)", in its order, less newPrice (codes), plus the access fields. */
const VIDEO_CARD = [
  ...['id', 'slug', 'title', 'subtitle', 'translations', 'description', 'additional_desc', 'video_price'],
  ...['available_from', 'end_date', 'visible', 'dashboard_hidden', 'categories', 'paymentStatus'],
  ...['thumb_link', 'image_link', 'teaser_link', 'gallery', 'duration', 'age_restriction', 'available'],
  ...ACCESS_FIELDS,
].sort();

/** A card's translation: its language and translated texts (spec 2 §2.4, §2.6), no row ids, no media. */
const EVENT_CARD_TRANSLATION = ['language_code', 'subtitle', 'title'];
const VIDEO_CARD_TRANSLATION = [
  'additional_desc',
  'description',
  'language_code',
  'subtitle',
  'teaser_link',
  'title',
];

/**
 * Whole-list answers carry cards (packages/shared/src/catalog/cards.contract.ts): exactly the card
 * fields, for every caller, on both paths; the item's own answer and the admin's pages keep the
 * whole item.
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
        expect(sorted(card), `${url} as ${who}`).toEqual(EVENT_CARD);
        expect(sorted(card.translations[0]), `${url} as ${who}`).toEqual(EVENT_CARD_TRANSLATION);
        expect(card.translations[0].title).toBe('Card night');
        expect(sorted(card.videoTranslations[0]), `${url} as ${who}`).toEqual(VIDEO_CARD_TRANSLATION);
        expect(card.videoTranslations[0].description).toBe('<p>A card.</p>');
      }
    }
  });

  it('videos: the card fields, translations without row ids, for every caller', async () => {
    for (const [who, token] of callers()) {
      for (const url of ['/api/videos', '/external_api/videos']) {
        const card = (await get(url, token)).videos.find((v: { id: number }) => v.id === videoId);
        expect(sorted(card), `${url} as ${who}`).toEqual(VIDEO_CARD);
        expect(sorted(card.translations[0]), `${url} as ${who}`).toEqual(VIDEO_CARD_TRANSLATION);
      }
    }
  });

  it('item answers and admin pages keep the whole item', async () => {
    const event = (await get(`/api/events/${eventId}`, null)).event;
    expect(event).toHaveProperty('next_change');
    expect(event).toHaveProperty('created_at');
    expect(event.translations[0]).toMatchObject({ event_id: eventId, language_code: 'en' });
    const page = (await get('/api/admin/events?page=1&page_size=10', tokens.admin)).events;
    expect(page[0]).toHaveProperty('enable_codes');
    expect(page[0]).toHaveProperty('time_status');
    const videos = (await get('/api/admin/videos?page=1&page_size=10', tokens.admin)).videos;
    expect(videos[0]).toHaveProperty('weight');
    expect(videos[0]).toHaveProperty('added_at');
    expect((await get(`/external_api/video/${videoId}`, null)).video).toHaveProperty(
      'tickets_expiration_time',
    );
  });
});
