import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role, warsawDay } from '@scena/shared';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auth, createUser, DEFAULT_TEST_PASSWORD, signIn } from '../../../test/factories';
import { createEvent, createVideo, findMedia } from '../../../test/catalog-fixtures';
import { grantAccess } from '../../../test/access-factories';
import { createAppConfigService } from '../content';
import { bans, createBanService } from '../bans';
import { outbox } from '../../adapters/mailer';
import { accessGrants, playbackStarts } from './access.table';

const DE = '5.5.5.5';
const PL = '6.6.6.6';
const US = '7.7.7.7';
const HOUR = 3_600_000;

let t: TestApp;
let admin: string;
let paidVideo: { id: number; slug: string };
let runningEvent: { id: number; slug: string };
let futureEvent: { id: number; slug: string };

const get = (url: string, token?: string, ip = PL) =>
  t.app.inject({ method: 'GET', url, headers: token ? auth(token) : {}, remoteAddress: ip });
const play = (kind: 'events' | 'videos', id: number, token: string, ip = PL, version = 'standard') =>
  t.app.inject({
    method: 'POST',
    url: `/api/${kind}/${id}/playback`,
    headers: auth(token),
    payload: { version },
    remoteAddress: ip,
  });
const viewer = async (overrides: Parameters<typeof createUser>[1] = {}) => {
  const user = await createUser(t.ctx, overrides);
  return { user, token: await signIn(t.ctx, user) };
};

/** Every endpoint that answers events or videos, for one video and one event. */
const itemEndpoints = (videoId: number, eventId: number) => [
  '/api/videos',
  `/api/videos/${videoId}`,
  '/api/events',
  `/api/events/${eventId}`,
  '/external_api/videos',
  `/external_api/video/${videoId}`,
  '/external_api/events',
  `/external_api/event/${eventId}`,
];

beforeAll(async () => {
  t = await createTestApp({ geo: { [DE]: 'DE', [PL]: 'PL', [US]: 'US' } });
  const a = await createUser(t.ctx, { role: Role.ADMIN });
  admin = await signIn(t.ctx, a);
  paidVideo = await createVideo(t, admin, {
    title: 'Płatne',
    video_price: 20,
    accessibility_video: '111',
    autodesc_video: '222',
  });
  const today = warsawDay(new Date());
  const later = warsawDay(new Date(Date.now() + 5 * 24 * HOUR));
  runningEvent = await createEvent(t, admin, paidVideo.id, {
    title: 'Trwa',
    date_from: today,
    date_to: later,
    full_day: true,
    time_from: null,
    time_to: null,
    vimeo_chat: '<p>czat</p>',
  });
  futureEvent = await createEvent(t, admin, paidVideo.id, {
    title: 'Później',
    date_from: '2031-01-10',
    date_to: '2031-01-10',
  });
}, 60_000);
afterAll(() => t.close());

describe('media only where the access module allows it', () => {
  it('never reaches a guest or a viewer without access, on any endpoint', async () => {
    const { token } = await viewer();
    for (const url of itemEndpoints(paidVideo.id, runningEvent.id)) {
      for (const caller of [undefined, token]) {
        const res = await get(url, caller);
        expect(res.statusCode, url).toBe(200);
        expect(findMedia(res.json()), `${url} as ${caller ? 'viewer' : 'guest'}`).toEqual([]);
      }
    }
    const page = (await get(`/api/videos/${paidVideo.id}`, token)).json().video;
    expect(page).toMatchObject({
      access: false,
      can_watch: false,
      access_reason: 'no_access',
      countryBlock: false,
    });
    expect((await get(`/api/videos/${paidVideo.id}`)).json().video).toMatchObject({
      access: false,
      access_reason: 'sign_in',
    });
  });

  it('reaches a viewer with a grant on the item pages only, never through lists or /external_api', async () => {
    const { user, token } = await viewer();
    await grantAccess(t.ctx, user, { kind: 'video', id: paidVideo.id });
    await grantAccess(t.ctx, user, { kind: 'event', id: runningEvent.id });
    const video = (await get(`/api/videos/${paidVideo.id}`, token)).json().video;
    expect(video).toMatchObject({
      access: true,
      can_watch: true,
      access_source: 'grant',
      video_link: '123456789',
      accessibility_video: '111',
      autodesc_video: '222',
    });
    const event = (await get(`/api/events/${runningEvent.slug}`, token)).json().event;
    expect(event).toMatchObject({ can_watch: true, vimeo_chat: '<p>czat</p>', video_link: '123456789' });
    // The other event of the same video is not granted.
    expect(findMedia((await get(`/api/events/${futureEvent.id}`, token)).json())).toEqual([]);
    // A list carries cards (cards.contract.ts): the viewer's access for the card's watch button,
    // never the media, which the item page asks for.
    const list = (await get('/api/events', token)).json();
    expect(list.events.find((e: { id: number }) => e.id === runningEvent.id)).toMatchObject({
      can_watch: true,
      access_source: 'grant',
    });
    expect(findMedia(list)).toEqual([]);
    expect(findMedia((await get('/api/videos', token)).json())).toEqual([]);
    for (const url of itemEndpoints(paidVideo.id, runningEvent.id).filter((u) =>
      u.startsWith('/external_api'),
    )) {
      expect(findMedia((await get(url, token)).json()), url).toEqual([]);
    }
  });

  it('a holder of a future event sees not_started, without media', async () => {
    const { user, token } = await viewer();
    await grantAccess(t.ctx, user, { kind: 'event', id: futureEvent.id });
    const event = (await get(`/api/events/${futureEvent.id}`, token)).json().event;
    expect(event).toMatchObject({ access: true, can_watch: false, access_reason: 'not_started' });
    expect(findMedia(event)).toEqual([]);
  });

  it('premium and free items need no purchase; a free event with limited tickets does', async () => {
    const premium = await viewer({ role: Role.PREMIUM });
    expect((await get(`/api/videos/${paidVideo.id}`, premium.token)).json().video).toMatchObject({
      can_watch: true,
      access_source: 'premium',
    });
    const free = await createVideo(t, admin, { title: 'Darmowe', video_price: 0 });
    const { token } = await viewer();
    expect((await get(`/api/videos/${free.id}`, token)).json().video).toMatchObject({
      can_watch: true,
      access_source: 'free',
      video_link: '123456789',
    });
    const today = warsawDay(new Date());
    const limited = await createEvent(t, admin, free.id, {
      event_price: 0,
      available_tickets: 10,
      date_from: today,
      date_to: '2031-01-01',
      full_day: true,
      time_from: null,
      time_to: null,
    });
    expect((await get(`/api/events/${limited.id}`, token)).json().event).toMatchObject({
      can_watch: false,
      access_reason: 'no_access',
    });
  });

  it('refuses a too-young viewer and a blocked country, with the reason', async () => {
    const adult = await createVideo(t, admin, {
      title: 'Dla dorosłych',
      video_price: 0,
      age_restriction: 18,
    });
    const child = await viewer({ birthday: '2014-03-01' });
    const res = await get(`/api/videos/${adult.id}`, child.token);
    expect(res.json().video).toMatchObject({ can_watch: false, access_reason: 'age_restriction' });
    const refused = await play('videos', adult.id, child.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      type: 'age_restriction',
      message: 'Ograniczenie wiekowe: nie możesz oglądać tego materiału.',
    });

    const polish = await createVideo(t, admin, {
      title: 'Tylko w Polsce',
      video_price: 0,
      restricted_access: 'poland',
    });
    const { token } = await viewer({ country_code: 'PL' });
    expect((await get(`/api/videos/${polish.id}`, token, DE)).json().video).toMatchObject({
      can_watch: false,
      countryBlock: true,
      access_reason: 'country_blocked',
    });
    expect(findMedia((await get(`/api/videos/${polish.id}`, token, DE)).json())).toEqual([]);
    expect((await get(`/api/videos/${polish.id}`, token, PL)).json().video).toMatchObject({
      can_watch: true,
      countryBlock: false,
    });
    // No country from the IP (local network): the account's country decides.
    expect((await get(`/api/videos/${polish.id}`, token, '127.0.0.1')).json().video.can_watch).toBe(true);
    const abroad = await viewer({ country_code: 'DE' });
    expect(
      (await get(`/api/videos/${polish.id}`, abroad.token, '127.0.0.1')).json().video.access_reason,
    ).toBe('country_blocked');
  });

  it('a banned account is refused at once (its session ends)', async () => {
    const { user, token } = await viewer();
    await grantAccess(t.ctx, user, { kind: 'video', id: paidVideo.id });
    expect((await get(`/api/videos/${paidVideo.id}`, token)).json().video.can_watch).toBe(true);
    await createBanService(t.ctx).banUser(user.id, { forever: true });
    // A public read with the ended session is a guest's: no media.
    expect(findMedia((await get(`/api/videos/${paidVideo.id}`, token)).json())).toEqual([]);
    expect((await play('videos', paidVideo.id, token)).json()).toMatchObject({
      statusCode: 401,
      type: 'userBlocked',
    });
    expect((await get('/api/users/validate-session', token)).json()).toMatchObject({
      statusCode: 401,
      type: 'userBlocked',
    });
  });
});

describe('ticket validity starts at the first playback', () => {
  it('sets the end once, from the video hours; a version switch in the same sitting is not a new view', async () => {
    const video = await createVideo(t, admin, { title: 'Ważne 3 h', tickets_expiration_time: 3 });
    const { user, token } = await viewer();
    const [row] = [await grantAccess(t.ctx, user, { kind: 'video', id: video.id })];
    expect((await get(`/api/videos/${video.id}`, token)).json().video.expiration_date).toBeNull();
    const before = Date.now();
    const first = await play('videos', video.id, token, PL, 'pjm');
    expect(first.statusCode).toBe(200);
    const end = Date.parse(first.json().access.expiration_date);
    expect(end).toBeGreaterThanOrEqual(before + 3 * HOUR);
    expect(end).toBeLessThanOrEqual(Date.now() + 3 * HOUR);
    const second = await play('videos', video.id, token);
    expect(second.json().access.expiration_date).toBe(first.json().access.expiration_date);
    const [stored] = await t.ctx.db.select().from(accessGrants).where(eq(accessGrants.id, row!.id));
    expect(stored).toMatchObject({ views: 1 });
    const starts = await t.ctx.db.select().from(playbackStarts).where(eq(playbackStarts.access_id, row!.id));
    expect(starts.map((s) => [s.version, s.ip, s.country])).toEqual([
      ['pjm', PL, 'PL'],
      ['standard', PL, 'PL'],
    ]);
  });

  it('never runs past the item end, and the global hours apply when the video has none', async () => {
    await createAppConfigService(t.ctx).update({ tickets_expiration_time: 72 });
    const endsSoon = new Date(Date.now() + HOUR).toISOString();
    const video = await createVideo(t, admin, { title: 'Kończy się', end_date: endsSoon });
    const { user, token } = await viewer();
    await grantAccess(t.ctx, user, { kind: 'video', id: video.id });
    const res = await play('videos', video.id, token);
    expect(Date.parse(res.json().access.expiration_date)).toBe(Date.parse(endsSoon));
    await createAppConfigService(t.ctx).update({ tickets_expiration_time: 0 });
  });

  it('refuses a guest (401), an unknown item (404) and one without access (409 no_access)', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/videos/${paidVideo.id}/playback`, payload: {} }))
        .statusCode,
    ).toBe(401);
    const { token } = await viewer();
    expect((await play('videos', 999_999, token)).statusCode).toBe(404);
    const res = await play('videos', paidVideo.id, token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ type: 'no_access', message: 'Brak dostępu.' });
  });
});

describe('IP-limit auto-ban', () => {
  it('bans the account past the limit of different IPs in 24 hours and e-mails it when asked', async () => {
    const config = createAppConfigService(t.ctx);
    await config.update({
      autoban_after_exceeding_ip_limit: true,
      max_diff_ip_views_per_user: 2,
      send_email_after_ip_ban: true,
    });
    try {
      const free = await createVideo(t, admin, { title: 'Wiele IP', video_price: 0 });
      const { user, token } = await viewer();
      expect((await play('videos', free.id, token, PL)).statusCode).toBe(200);
      expect((await play('videos', free.id, token, PL)).statusCode).toBe(200);
      expect((await play('videos', free.id, token, DE)).statusCode).toBe(200);
      const third = await play('videos', free.id, token, US);
      expect(third.statusCode).toBe(401);
      expect(third.json().type).toBe('userBlocked');
      expect(await t.ctx.db.select().from(bans).where(eq(bans.user_id, user.id))).toHaveLength(1);
      expect((await get('/api/users/validate-session', token)).statusCode).toBe(401);
      const mails = await t.ctx.db.select().from(outbox).where(eq(outbox.to_address, user.email));
      expect(mails.map((m) => m.subject)).toEqual(['Scena: Twoje konto zostało zablokowane']);
    } finally {
      await config.update({
        autoban_after_exceeding_ip_limit: false,
        send_email_after_ip_ban: false,
        max_diff_ip_views_per_user: 5,
      });
    }
  });

  it('lasts the configured hours, names the IPs, shows in the bans table and can be lifted for good', async () => {
    const config = createAppConfigService(t.ctx);
    await config.update({ autoban_after_exceeding_ip_limit: true, max_diff_ip_views_per_user: 1 });
    try {
      const free = await createVideo(t, admin, { title: 'Limit IP 2', video_price: 0 });
      const { user, token } = await viewer({ language: 'en' });
      expect((await play('videos', free.id, token, PL)).statusCode).toBe(200);
      const before = Date.now();
      expect((await play('videos', free.id, token, DE)).statusCode).toBe(401);
      const [ban] = await t.ctx.db.select().from(bans).where(eq(bans.user_id, user.id));
      expect(ban).toMatchObject({ automatic: true, forever: false, created_by: null });
      expect(ban!.reason).toBe(`limit IP: 2 adresów w 24 h (dozwolone 1): ${PL}, ${DE}`);
      // The default duration: 24 hours from the offending playback.
      const ends = ban!.expiration_date!.getTime();
      expect(ends).toBeGreaterThanOrEqual(before + 24 * HOUR - 1000);
      expect(ends).toBeLessThanOrEqual(Date.now() + 24 * HOUR + 1000);

      const listed = await get(`/api/bans?q=${encodeURIComponent(user.email)}`, admin);
      expect(listed.json().bans).toMatchObject([{ id: ban!.id, automatic: true, reason: ban!.reason }]);

      // Lifted like any other: sign-in works again and the same addresses do not re-ban at once.
      const lifted = await t.app.inject({
        method: 'DELETE',
        url: `/api/bans/${ban!.id}`,
        headers: auth(admin),
      });
      expect(lifted.statusCode).toBe(200);
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/auth',
        payload: { email: user.email, password: DEFAULT_TEST_PASSWORD, remember: false },
        remoteAddress: PL,
      });
      expect(again.statusCode).toBe(200);
      const fresh = again.json().token as string;
      expect((await play('videos', free.id, fresh, DE)).statusCode).toBe(200);
      // A second address after the lift is past the limit again: a new ban.
      expect((await play('videos', free.id, fresh, US)).statusCode).toBe(401);

      // It ends by itself: once its end has passed the account signs in again.
      await t.ctx.db
        .update(bans)
        .set({ expiration_date: new Date(Date.now() - 1000) })
        .where(eq(bans.user_id, user.id));
      const later = await t.app.inject({
        method: 'POST',
        url: '/api/auth',
        payload: { email: user.email, password: DEFAULT_TEST_PASSWORD, remember: false },
        remoteAddress: US,
      });
      expect(later.statusCode).toBe(200);
    } finally {
      await config.update({ autoban_after_exceeding_ip_limit: false, max_diff_ip_views_per_user: 5 });
    }
  });

  it("with duration 0 bans until lifted, and its e-mail (in the viewer's language) says how to ask for help", async () => {
    const config = createAppConfigService(t.ctx);
    await config.update({
      autoban_after_exceeding_ip_limit: true,
      max_diff_ip_views_per_user: 1,
      send_email_after_ip_ban: true,
      ip_ban_duration_hours: 0,
    });
    try {
      const free = await createVideo(t, admin, { title: 'Limit IP 3', video_price: 0 });
      const { user, token } = await viewer({ language: 'en' });
      expect((await play('videos', free.id, token, PL)).statusCode).toBe(200);
      expect((await play('videos', free.id, token, US)).statusCode).toBe(401);
      const [ban] = await t.ctx.db.select().from(bans).where(eq(bans.user_id, user.id));
      expect(ban).toMatchObject({ forever: true, expiration_date: null, automatic: true });
      const [mail] = await t.ctx.db.select().from(outbox).where(eq(outbox.to_address, user.email));
      expect(mail).toMatchObject({ template: 'ip_ban', lang: 'en' });
      expect(mail!.text).toContain('The block lasts until it is lifted.');
      expect(mail!.text).toContain('write to us through the contact page');
      expect(mail!.text).toContain('/kontakt');
    } finally {
      await config.update({
        autoban_after_exceeding_ip_limit: false,
        max_diff_ip_views_per_user: 5,
        send_email_after_ip_ban: false,
        ip_ban_duration_hours: 24,
      });
    }
  });

  it('does nothing while auto-ban is off', async () => {
    const free = await createVideo(t, admin, { title: 'Bez limitu', video_price: 0 });
    const { token } = await viewer();
    for (const ip of ['1.1.1.1', '1.1.1.2', '1.1.1.3', '1.1.1.4', '1.1.1.5', '1.1.1.6', '1.1.1.7']) {
      expect((await play('videos', free.id, token, ip)).statusCode).toBe(200);
    }
  });
});
