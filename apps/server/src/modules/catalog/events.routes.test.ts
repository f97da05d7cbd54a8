import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { warsawDay } from '@scena/shared';
import { createTestAppWithTokens, type TestApp } from '../../../test/test-app';
import { auth, type CallerTokens } from '../../../test/factories';
import { createEvent, createVideo, findMedia, validEvent } from '../../../test/catalog-fixtures';

const day = (offsetDays: number) => warsawDay(new Date(Date.now() + offsetDays * 86_400_000));

describe('events API', () => {
  let t: TestApp;
  let tokens: CallerTokens;
  let videoId: number;
  beforeAll(async () => {
    ({ t, tokens } = await createTestAppWithTokens());
    videoId = (
      await createVideo(t, tokens.admin, {
        title: 'Wideo do wydarzeń',
        accessibility_video: '555',
        description: '<p>Opis wideo</p>',
        duration: 95,
      })
    ).id;
  });
  afterAll(() => t.close());

  const post = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/events/',
      headers: auth(tokens.admin),
      payload: payload as never,
    });
  const list = async (query = '', token?: string) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/events${query}`, headers: token ? auth(token) : {} })
    ).json().events as { id: number }[];

  it('creates with the spec defaults, video fields and computed availability', async () => {
    const res = await post(
      validEvent(videoId, {
        vimeo_chat: '<iframe src="https://player.vimeo.com/chat/1"></iframe><script>x</script>',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().event).toMatchObject({
      slug: 'wesele-premiera',
      event_price: 25,
      published: true,
      enable_tickets: true,
      enable_codes: false,
      share_teatrlink: true,
      full_day: false,
      is_festival: false,
      available_tickets: null,
      description: '<p>Opis wideo</p>',
      duration: 95,
      available: 0,
      time_status: 'soon',
      next_change: '2030-06-10T17:00:00.000Z',
      accessibility_video: '555',
      videoTranslations: [],
      translations: [],
    });
    expect(res.json().event.vimeo_chat).not.toContain('script');
  });

  it('answers each spec validation message and stores nothing', async () => {
    const before = (await list('?date_from=2000-01-01', tokens.admin)).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '' }, 'title', 'Proszę podać tytuł.'],
      [{ title: 'x'.repeat(101) }, 'title', 'Maksymalnie 100 znaków.'],
      [{ subtitle: 'x'.repeat(201) }, 'subtitle', 'Maksymalnie 200 znaków.'],
      [{ slug: 'x'.repeat(41) }, 'slug', 'Maksymalnie 40 znaków.'],
      [{ video_id: undefined }, 'video_id', 'Proszę wybrać wideo.'],
      [{ video_id: 99999 }, 'video_id', 'Wybrane wideo nie istnieje.'],
      [{ event_price: '12.345' }, 'event_price', 'Niepoprawna wartość'],
      [{ event_price: 'darmo' }, 'event_price', 'Niepoprawna wartość'],
      // No price is no price (never 0 zł): a free event says 0 on purpose.
      [{ event_price: '' }, 'event_price', 'To pole jest wymagane.'],
      [{ event_price: undefined }, 'event_price', 'To pole jest wymagane.'],
      [{ date_from: undefined }, 'date_from', 'To pole jest wymagane.'],
      [{ date_from: '' }, 'date_from', 'To pole jest wymagane.'],
      [{ date_from: '2030-02-30' }, 'date_from', 'Niepoprawna data'],
      [{ date_from: '2030-06-13' }, 'date_to', 'Niepoprawna data'],
      [{ time_from: undefined }, 'time_from', 'To pole jest wymagane.'],
      [{ time_to: '25:00' }, 'time_to', 'Niepoprawne godziny'],
      [{ time_from: '21:30' }, 'time_to', 'Niepoprawne godziny'],
      [{ available_tickets: -1 }, 'available_tickets', 'Niepoprawna wartość'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await post(validEvent(videoId, overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().formError[field], JSON.stringify(overrides)).toBe(message);
    }
    expect((await list('?date_from=2000-01-01', tokens.admin)).length).toBe(before);
  });

  it('answers every error of a body at once: field rules and the date and time rules together', async () => {
    const res = await post(
      validEvent(videoId, { title: '', event_price: '', date_from: '2030-06-13', time_from: '21:30' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().formError).toEqual({
      title: 'Proszę podać tytuł.',
      event_price: 'To pole jest wymagane.',
      date_to: 'Niepoprawna data',
      time_to: 'Niepoprawne godziny',
    });
  });

  it('accepts a full-day event without times and an empty available_tickets as unlimited', async () => {
    const res = await post(
      validEvent(videoId, {
        full_day: true,
        time_from: null,
        time_to: null,
        available_tickets: null,
        event_price: '0',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().event).toMatchObject({
      full_day: true,
      time_from: null,
      available_tickets: null,
      ticketsLeft: null,
      event_price: 0,
    });
  });

  it('answers the tickets left beside the limit (the limit while nothing is sold)', async () => {
    const res = await post(validEvent(videoId, { available_tickets: 120 }));
    expect(res.json().event).toMatchObject({ available_tickets: 120, ticketsLeft: 120 });
    const listed = (await list('?date_from=2000-01-01', tokens.admin)).find(
      (event: { id: number }) => event.id === res.json().event.id,
    );
    expect(listed).toMatchObject({ available_tickets: 120, ticketsLeft: 120 });
  });

  it("refuses a taken slug with 'Odnośnik zajęty', also under two concurrent saves", async () => {
    await createEvent(t, tokens.admin, videoId, { slug: 'gala' });
    const taken = await post(validEvent(videoId, { slug: 'gala' }));
    expect(taken.json().formError.slug).toBe('Odnośnik zajęty');
    const results = await Promise.all([
      post(validEvent(videoId, { slug: 'gala-2030' })),
      post(validEvent(videoId, { slug: 'gala-2030' })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.statusCode === 400)!.json().formError.slug).toBe('Odnośnik zajęty');
  });

  it('updates only what is sent, checking the date and time rules against the stored event', async () => {
    const event = await createEvent(t, tokens.admin, videoId, { title: 'Do edycji' });
    const ok = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${event.id}`,
      headers: auth(tokens.admin),
      payload: { published: false, enable_tickets: false },
    });
    expect(ok.json().event).toMatchObject({
      title: 'Do edycji',
      published: false,
      enable_tickets: false,
      date_from: '2030-06-10',
    });
    const badDate = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${event.id}`,
      headers: auth(tokens.admin),
      payload: { date_from: '2030-07-01' },
    });
    expect(badDate.json().formError.date_to).toBe('Niepoprawna data');
    const badTime = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${event.id}`,
      headers: auth(tokens.admin),
      payload: { time_to: '18:00' },
    });
    expect(badTime.json().formError.time_to).toBe('Niepoprawne godziny');
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/events/99999',
      headers: auth(tokens.admin),
      payload: { title: 'x' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('lists current and upcoming events by default, with date, video and festival filters', async () => {
    const other = await createVideo(t, tokens.admin, { title: 'Inne wideo' });
    const past = await createEvent(t, tokens.admin, other.id, {
      title: 'Przeszłe',
      date_from: day(-10),
      date_to: day(-5),
    });
    const running = await createEvent(t, tokens.admin, other.id, {
      title: 'Trwające',
      date_from: day(-1),
      date_to: day(1),
      full_day: true,
      time_from: null,
      time_to: null,
    });
    const festival = await createEvent(t, tokens.admin, other.id, {
      title: 'Festiwalowe',
      date_from: day(3),
      date_to: day(3),
      is_festival: true,
    });
    const ids = (await list(`?video_id=${other.id}`)).map((e) => e.id);
    expect(ids).toEqual([running.id, festival.id]);
    expect((await list(`?video_id=${other.id}&date_from=2000-01-01`)).map((e) => e.id)).toEqual([
      past.id,
      running.id,
      festival.id,
    ]);
    expect(
      (await list(`?video_id=${other.id}&date_from=2000-01-01&date_to=${day(-3)}`)).map((e) => e.id),
    ).toEqual([past.id]);
    expect((await list(`?video_id=${other.id}&is_festival=true`)).map((e) => e.id)).toEqual([festival.id]);
    const one = (await t.app.inject({ method: 'GET', url: `/api/events/${running.slug}` })).json().event;
    expect(one).toMatchObject({ available: 1, time_status: 'in_progress' });
    expect((await t.app.inject({ method: 'GET', url: `/api/events/${past.id}` })).json().event).toMatchObject(
      { available: -1, time_status: 'ended', next_change: null },
    );
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/events?date_from=2030-01-02&date_to=2030-01-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().formError.date_from).toBe('Niepoprawna data');
  });

  it('shows unpublished events to administrators only, and hides dashboard_hidden ones from viewer lists', async () => {
    const draft = await createEvent(t, tokens.admin, videoId, { title: 'Szkic', published: false });
    const offHome = await createEvent(t, tokens.admin, videoId, {
      title: 'Poza główną',
      dashboard_hidden: true,
    });
    for (const token of [undefined, tokens.other]) {
      const ids = (await list('?date_from=2000-01-01', token)).map((e) => e.id);
      expect(ids).not.toContain(draft.id);
      expect(ids).not.toContain(offHome.id);
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/events/${draft.id}`,
            headers: token ? auth(token) : {},
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/events/${offHome.id}`,
            headers: token ? auth(token) : {},
          })
        ).statusCode,
      ).toBe(200);
    }
    const adminIds = (await list('?date_from=2000-01-01', tokens.admin)).map((e) => e.id);
    expect(adminIds).toEqual(expect.arrayContaining([draft.id, offHome.id]));
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/events/${draft.slug}`, headers: auth(tokens.admin) }))
        .statusCode,
    ).toBe(200);
  });

  it('never gives guests or viewers the video links or the chat', async () => {
    const event = await createEvent(t, tokens.admin, videoId, {
      vimeo_chat: '<iframe src="https://player.vimeo.com/chat/9"></iframe>',
    });
    for (const token of [undefined, tokens.other, tokens.owner]) {
      const headers = token ? auth(token) : {};
      for (const url of ['/api/events?date_from=2000-01-01', `/api/events/${event.id}`]) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode).toBe(200);
        expect(findMedia(res.json()), url).toEqual([]);
      }
    }
    const admin = (
      await t.app.inject({ method: 'GET', url: `/api/events/${event.id}`, headers: auth(tokens.admin) })
    ).json().event;
    expect(admin.video_link).toBe('123456789');
    expect(admin.vimeo_chat).toContain('player.vimeo.com/chat/9');
  });

  it('deletes an event and answers it', async () => {
    const event = await createEvent(t, tokens.admin, videoId, { title: 'Do usunięcia' });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${event.id}`,
      headers: auth(tokens.admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().event.id).toBe(event.id);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/events/${event.id}`, headers: auth(tokens.admin) }))
        .statusCode,
    ).toBe(404);
  });
});
