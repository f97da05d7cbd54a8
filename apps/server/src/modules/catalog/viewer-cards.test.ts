import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, eventsResponseSchema, videosResponseSchema, warsawDay } from '@scena/shared';
import { buildApp } from '../../app';
import { staticGeoIp } from '../../adapters/geoip';
import { inTransaction } from '../../db/transaction';
import { compiledSerializer } from '../../http/response-serializer';
import { accessGrants } from '../access';
import { applyOrderStatus } from '../orders';
import type { UserRow } from '../users';
import { grantAccess } from '../../../test/access-factories';
import { createEvent, createVideo } from '../../../test/catalog-fixtures';
import { decodedBody } from '../../../test/decoded-body';
import { auth, createUser, signIn } from '../../../test/factories';
import { insertOrder } from '../../../test/order-factories';
import { activate, insertCode } from '../../../test/priced-code-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testConfig } from '../../../test/test-config';
import { createEventsService } from './events.service';
import { createVideosService } from './videos.service';

type Card = Record<string, unknown> & { id: number };
type Kind = 'events' | 'videos';

const serializers = {
  events: compiledSerializer(eventsResponseSchema),
  videos: compiledSerializer(videosResponseSchema),
};

/**
 * Signed-in whole lists from the shared card base, the profile answer and the viewer's overlay
 * (viewer-cards.ts, http/stored-answers/personalize.ts): every viewer gets exactly what the per-request path made for them (kept as the
 * reference: the services' list()), never another viewer's, and writes, sales and payments show at once.
 */
describe('signed-in whole lists', () => {
  let t: TestApp;
  let admin: string;
  const viewers: Record<string, { user: UserRow; token: string }> = {};
  const ids = {} as Record<
    'paid' | 'free' | 'adult' | 'poland' | 'soon' | 'now' | 'limited' | 'one' | 'closed' | 'future',
    number
  >;

  const viewer = async (name: string, values: Partial<UserRow> = {}) => {
    const user = await createUser(t.ctx, values);
    viewers[name] = { user, token: await signIn(t.ctx, user) };
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.ctx, await createUser(t.ctx, { role: Role.ADMIN }));
    const today = warsawDay(new Date());
    const later = warsawDay(new Date(Date.now() + 3 * 86_400_000));
    ids.paid = (await createVideo(t, admin, { title: 'Płatne', video_price: 20 })).id;
    ids.free = (await createVideo(t, admin, { title: 'Darmowe', video_price: 0 })).id;
    ids.adult = (await createVideo(t, admin, { title: 'Dla dorosłych', age_restriction: 18 })).id;
    ids.poland = (await createVideo(t, admin, { title: 'Tylko w Polsce', restricted_access: 'poland' })).id;
    ids.soon = (
      await createVideo(t, admin, {
        title: 'Wkrótce',
        available_from: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      })
    ).id;
    const live = { date_from: today, date_to: later, full_day: true, time_from: null, time_to: null };
    ids.now = (await createEvent(t, admin, ids.paid, { title: 'Teraz', ...live })).id;
    ids.limited = (
      await createEvent(t, admin, ids.paid, { title: 'Trzy bilety', available_tickets: 3, ...live })
    ).id;
    ids.one = (await createEvent(t, admin, ids.paid, { title: 'Jeden bilet', available_tickets: 1 })).id;
    ids.closed = (
      await createEvent(t, admin, ids.adult, { title: 'Bez sprzedaży', enable_tickets: false })
    ).id;
    ids.future = (await createEvent(t, admin, ids.poland, { title: 'Później' })).id;
    await viewer('plain');
    await viewer('holder');
    await viewer('minor', { birthday: warsawDay(new Date(Date.now() - 15 * 365 * 86_400_000)) });
    await viewer('abroad', { country_code: 'US' });
    await viewer('premium', { role: Role.PREMIUM });
    await viewer('expired');
    // Code prices are the viewer's own cards (codes CONTEXT.md): a discount for any product (events
    // here do not allow discount codes) and a cash code for one video; an "any" gift for everything.
    await viewer('coded');
    await viewer('gifted');
    await activate(t.ctx, viewers.coded!.user.id, await insertCode(t.ctx, { discount_percent: 25 }));
    await activate(
      t.ctx,
      viewers.coded!.user.id,
      await insertCode(t.ctx, {
        discount_percent: null,
        discount_cash: 1800,
        product_type: 'video',
        video_id: ids.paid,
      }),
    );
    await activate(
      t.ctx,
      viewers.gifted!.user.id,
      await insertCode(t.ctx, { kind: 'gift', discount_percent: 100 }),
    );
    const { holder, expired } = viewers;
    await grantAccess(t.ctx, holder!.user, { kind: 'event', id: ids.now });
    const played = await grantAccess(t.ctx, holder!.user, { kind: 'video', id: ids.paid });
    // A ticket whose validity runs (first played an hour ago, two hours left): expiration_date from the row.
    await t.ctx.db
      .update(accessGrants)
      .set({
        first_played_at: new Date(Date.now() - 3_600_000),
        expiration_date: new Date(Date.now() + 7_200_000),
      })
      .where(eq(accessGrants.id, played.id));
    await insertOrder(t.ctx, holder!.user, { kind: 'event', id: ids.one }, { status: 'PENDING' });
    await insertOrder(t.ctx, holder!.user, { kind: 'video', id: ids.poland }, { status: 'CANCELED' });
    const grant = await grantAccess(t.ctx, expired!.user, { kind: 'video', id: ids.adult });
    await t.ctx.db
      .update(accessGrants)
      .set({
        first_played_at: new Date(Date.now() - 86_400_000),
        expiration_date: new Date(Date.now() - 3_600_000),
      })
      .where(eq(accessGrants.id, grant.id));
  });
  afterAll(() => t.close());

  /** The list as a client gets it (gzip, brotli or plain), decoded. */
  const list = async (
    kind: Kind,
    token: string,
    encoding = 'gzip, deflate, br',
    app: FastifyInstance = t.app,
  ): Promise<Card[]> => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/${kind}`,
      headers: { ...auth(token), 'accept-encoding': encoding },
    });
    expect(res.statusCode, res.body).toBe(200);
    return JSON.parse(decodedBody(res).toString())[kind];
  };
  /** The reference: the per-request path (the services' list()) through the same card schema. */
  const reference = async (kind: Kind, user: UserRow): Promise<Card[]> => {
    const items =
      kind === 'events'
        ? await createEventsService(t.ctx).list(user, {}, null)
        : await createVideosService(t.ctx).list(user, {}, null);
    return JSON.parse(serializers[kind]({ [kind]: items }))[kind];
  };
  const card = (cards: Card[], id: number) => cards.find((c) => c.id === id)!;

  it('equals, field for field, what the per-request path makes, for every viewer, list and encoding', async () => {
    for (const kind of ['events', 'videos'] as const) {
      for (const [name, { user, token }] of Object.entries(viewers)) {
        const expected = await reference(kind, user);
        expect(expected.length).toBeGreaterThan(0);
        for (const encoding of ['gzip, deflate, br', 'identity', 'br']) {
          expect(await list(kind, token, encoding), `${kind} as ${name} (${encoding})`).toEqual(expected);
        }
      }
    }
    // The states the comparison went through.
    const holder = await list('events', viewers.holder!.token);
    expect(card(holder, ids.now)).toMatchObject({ access: true, can_watch: true, access_source: 'grant' });
    expect(card(holder, ids.one)).toMatchObject({ paymentStatus: 'PENDING', ticketsLeft: 0 });
    expect(card(await list('videos', viewers.holder!.token), ids.paid)).toMatchObject({
      can_watch: true,
      expiration_date: expect.any(String),
    });
    expect(card(await list('events', viewers.plain!.token), ids.one)).toMatchObject({
      access_reason: 'no_tickets',
      paymentStatus: null,
    });
    expect(card(await list('videos', viewers.expired!.token), ids.adult)).toMatchObject({
      access_reason: 'expired',
    });
    expect(card(await list('videos', viewers.minor!.token), ids.adult)).toMatchObject({
      access_reason: 'age_restriction',
    });
    expect(card(await list('videos', viewers.abroad!.token), ids.poland)).toMatchObject({
      access_reason: 'country_blocked',
      countryBlock: true,
    });
    expect(card(await list('videos', viewers.premium!.token), ids.soon)).toMatchObject({
      can_watch: true,
      access_source: 'premium',
    });
  });

  it("carries a viewer's code price on their own cards only (newPrice, usedCode); events without enable_codes ignore discounts", async () => {
    const coded = await list('videos', viewers.coded!.token);
    expect(card(coded, ids.paid)).toMatchObject({
      video_price: 20,
      newPrice: 2,
      usedCode: expect.any(String),
    });
    expect(card(coded, ids.adult).newPrice).toBeDefined();
    expect(card(coded, ids.free).newPrice).toBeUndefined();
    expect((await list('events', viewers.coded!.token)).every((c) => c.newPrice === undefined)).toBe(true);
    const gifted = await list('events', viewers.gifted!.token);
    expect(card(gifted, ids.now)).toMatchObject({ newPrice: 0, usedCode: expect.any(String) });
    for (const kind of ['events', 'videos'] as const)
      expect(
        (await list(kind, viewers.plain!.token)).every(
          (c) => c.newPrice === undefined && c.usedCode === undefined,
        ),
      ).toBe(true);
    const guest = await t.app.inject({ method: 'GET', url: '/api/videos' });
    expect(guest.json().videos.every((c: Card) => c.newPrice === undefined)).toBe(true);
    // The item's own answer says the same.
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/videos/${ids.paid}`,
      headers: auth(viewers.coded!.token),
    });
    expect(own.json().video).toMatchObject({ newPrice: 2, usedCode: card(coded, ids.paid).usedCode });
    const asGuest = await t.app.inject({ method: 'GET', url: `/api/videos/${ids.paid}` });
    expect(asGuest.json().video.newPrice).toBeUndefined();
  });

  it("two viewers asking in turn each get their own answer, never the other's", async () => {
    const { holder, plain } = viewers;
    const answers = await Promise.all([holder, plain, holder, plain].map((v) => list('events', v!.token)));
    for (const [index, who] of [holder, plain, holder, plain].entries())
      expect(answers[index]).toEqual(await reference('events', who!.user));
    expect(card(answers[0]!, ids.now).access).toBe(true);
    expect(card(answers[1]!, ids.now).access).toBe(false);
    const tags = await Promise.all(
      [holder, plain].map(
        async (v) => (await t.app.inject({ url: '/api/events', headers: auth(v!.token) })).headers.etag,
      ),
    );
    expect(tags[0]).not.toBe(tags[1]);
    // Each answer's own tag revalidates it (304); the other viewer's does not.
    const ask = (token: string, tag: unknown) =>
      t.app.inject({ url: '/api/events', headers: { ...auth(token), 'if-none-match': String(tag) } });
    expect((await ask(holder!.token, tags[0])).statusCode).toBe(304);
    expect((await ask(plain!.token, tags[1])).statusCode).toBe(304);
    expect((await ask(plain!.token, tags[0])).statusCode).toBe(200);
  });

  it('every viewer asking at once (their facts read together in one statement) gets exactly their own list', async () => {
    const asks = (['events', 'videos'] as const).flatMap((kind) =>
      Object.values(viewers).flatMap((v) => [
        { kind, v },
        { kind, v },
      ]),
    );
    const answers = await Promise.all(asks.map(({ kind, v }) => list(kind, v.token)));
    for (const [index, { kind, v }] of asks.entries())
      expect(answers[index], `${kind} #${index}`).toEqual(await reference(kind, v.user));
  });

  it('a sale and a payment show at once: live tickets for everyone, the status and access for the buyer', async () => {
    const { plain, minor } = viewers;
    expect(card(await list('events', minor!.token), ids.limited).ticketsLeft).toBe(3);
    const order = await insertOrder(
      t.ctx,
      plain!.user,
      { kind: 'event', id: ids.limited },
      { status: 'PENDING' },
    );
    expect(card(await list('events', minor!.token), ids.limited).ticketsLeft).toBe(2);
    expect(card(await list('events', plain!.token), ids.limited)).toMatchObject({
      ticketsLeft: 2,
      paymentStatus: 'PENDING',
      access: false,
    });
    await inTransaction(t.ctx.db, (tx) =>
      applyOrderStatus(tx, order.id, { to: 'COMPLETED', cause: 'payment', actor: 'provider' }),
    );
    const paid = await list('events', plain!.token);
    expect(card(paid, ids.limited)).toMatchObject({
      paymentStatus: 'COMPLETED',
      access: true,
      can_watch: true,
      access_source: 'order',
    });
    expect(paid).toEqual(await reference('events', plain!.user));
  });

  it('a viewer with cards of their own gets their stored answer again, yet a sale, their purchase and their ticket running out show on the next request', async () => {
    const buyer = await createUser(t.ctx);
    const token = await signIn(t.ctx, buyer);
    await grantAccess(t.ctx, buyer, { kind: 'event', id: ids.now });
    // A video ticket of their own that runs out in a moment (first played a minute ago).
    const ends = Date.now() + 1_500;
    const ticket = await grantAccess(t.ctx, buyer, { kind: 'video', id: ids.paid });
    await t.ctx.db
      .update(accessGrants)
      .set({ first_played_at: new Date(Date.now() - 60_000), expiration_date: new Date(ends) })
      .where(eq(accessGrants.id, ticket.id));
    const ask = () =>
      t.app.inject({ url: '/api/events', headers: { ...auth(token), 'accept-encoding': 'gzip' } });
    const [first, again] = [await ask(), await ask()];
    // Cards of their own, nothing changed: the same bytes and ETag, and 304 on it.
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(card(JSON.parse(zlib.gunzipSync(first.rawPayload).toString()).events, ids.now)).toMatchObject({
      access: true,
      access_source: 'grant',
    });
    const revalidated = await t.app.inject({
      url: '/api/events',
      headers: { ...auth(token), 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    // A browser (brotli and gzip) gets the same text as brotli, under the same ETag.
    const browser = await t.app.inject({
      url: '/api/events',
      headers: { ...auth(token), 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(browser.headers['content-encoding']).toBe('br');
    expect(browser.headers.etag).toBe(first.headers.etag);
    expect(zlib.brotliDecompressSync(browser.rawPayload).equals(zlib.gunzipSync(first.rawPayload))).toBe(
      true,
    );

    // Another viewer's sale: the live count moves on the buyer's next request.
    const left = card(await list('events', token, 'gzip'), ids.limited).ticketsLeft as number;
    expect(left).toBeGreaterThan(0);
    await insertOrder(
      t.ctx,
      viewers.premium!.user,
      { kind: 'event', id: ids.limited },
      { status: 'PENDING' },
    );
    expect(card(await list('events', token, 'gzip'), ids.limited).ticketsLeft).toBe(left - 1);
    // Their own purchase: the card shows it on the next request.
    await insertOrder(t.ctx, buyer, { kind: 'event', id: ids.future }, { status: 'PENDING' });
    expect(card(await list('events', token, 'gzip'), ids.future).paymentStatus).toBe('PENDING');
    expect(await list('events', token, 'gzip')).toEqual(await reference('events', buyer));

    // The clock passing their ticket's end: the next request shows it expired.
    const videos = await list('videos', token, 'gzip');
    expect(card(videos, ids.paid)).toMatchObject({ can_watch: true });
    expect(await list('videos', token, 'gzip')).toEqual(videos);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, ends - Date.now()) + 50));
    const later = await list('videos', token, 'gzip');
    expect(card(later, ids.paid)).toMatchObject({ can_watch: false, access_reason: 'expired' });
    expect(later).toEqual(await reference('videos', buyer));
  });

  it("an administrator's write shows at once, also through another instance on the same database", async () => {
    const second = await buildApp({
      config: testConfig(),
      database: t.database,
      geoip: staticGeoIp(),
      logger: false,
      serveWeb: false,
    });
    await second.app.ready();
    try {
      const { holder } = viewers;
      for (const app of [t.app, second.app])
        expect(card(await list('events', holder!.token, 'gzip', app), ids.now).title).toBe('Teraz');
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/events/${ids.now}`,
        headers: auth(admin),
        payload: { title: 'Teraz zmienione' },
      });
      expect(res.statusCode, res.body).toBe(200);
      for (const app of [t.app, second.app]) {
        expect(card(await list('events', holder!.token, 'gzip', app), ids.now).title).toBe('Teraz zmienione');
        expect(card(await list('events', viewers.plain!.token, 'br', app), ids.now).title).toBe(
          'Teraz zmienione',
        );
      }
    } finally {
      await second.app.close();
    }
  });

  it('administrators keep the per-request answer (what is sold and hidden is theirs)', async () => {
    const res = await t.app.inject({ url: '/api/events', headers: auth(admin) });
    expect(res.json().events.every((e: Card) => e.access_source === 'admin')).toBe(true);
  });
});
