import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { Role } from '@scena/shared';
import { outbox } from '../../adapters/mailer';
import { auth, createUser, signIn } from '../../../test/factories';
import { createEvent, createVideo } from '../../../test/catalog-fixtures';
import {
  deliver,
  notificationsOf,
  startPaymentsHarness,
  statusOf,
  type PaymentsHarness,
} from '../../../test/payment-fixtures';
import { ticketCount } from '../../../test/order-factories';
import { accessGrants } from '../access';
import { codes } from '../codes';
import { appConfigEntries } from '../content';
import { orders, ordersRepository } from '../orders';

/**
 * POST /api/gifts/ through the real PayU adapter and its loopback emulator: the product and price
 * rules, the refusals, and the gift code made once (and e-mailed once) under duplicate notifications.
 */
let h: PaymentsHarness;
let adminToken: string;
let buyerToken: string;
const anyGift = {
  any_gift_available: true,
  gift_price: 55.5,
  gift_label: 'Bon na dowolny spektakl',
  gift_description: 'Podaruj teatr',
};

const buy = (productSlug: string, extra: object = {}, token = buyerToken) =>
  h.t.app.inject({
    method: 'POST',
    url: '/api/gifts/',
    headers: auth(token),
    payload: { productSlug, consent: true, ...extra },
  });
const settings = (payload: object) =>
  h.t.app.inject({ method: 'PUT', url: '/api/gifts/settings', headers: auth(adminToken), payload });
const orderCount = async () =>
  (await h.t.ctx.db.select({ n: count() }).from(orders).where(eq(orders.product_type, 'gift')))[0]!.n;

const payAtEmulator = async (order: { provider_order_id: string | null; redirect_uri: string | null }) => {
  const token = new URL(order.redirect_uri!).searchParams.get('token')!;
  await h.emulator.core.decide(order.provider_order_id!, token, 'pay');
  await expect.poll(() => notificationsOf(h, order.provider_order_id!).length, { timeout: 15_000 }).toBe(2);
  return notificationsOf(h, order.provider_order_id!).find((n) => statusOf(n) === 'COMPLETED')!;
};

beforeAll(async () => {
  h = await startPaymentsHarness();
  adminToken = await signIn(h.t.ctx, await createUser(h.t.ctx, { role: Role.ADMIN }));
  buyerToken = await signIn(h.t.ctx, await createUser(h.t.ctx));
}, 240_000);
afterAll(() => h.close());
beforeEach(async () => {
  await h.t.ctx.db.delete(appConfigEntries);
  await settings({ gift_available: true });
});

describe('POST /api/gifts/', () => {
  it('sells a video as a gift at its price; duplicate COMPLETED notifications make one code and one e-mail, no access', async () => {
    const answer = await buy(`video-${h.video.id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'PENDING', existing: false });
    const order = (await ordersRepository.findByExtOrderId(h.t.ctx.db, answer.json().extOrderId))!;
    expect(order).toMatchObject({ product_type: 'gift', quantity: 1, amount: 8000, video_id: h.video.id });

    const completed = await payAtEmulator(order);
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(h.t, completed)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(5).fill(200));
    const made = await h.t.ctx.db.select().from(codes).where(eq(codes.order_id, order.id));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      kind: 'gift',
      discount_percent: 100,
      use_limit: 1,
      product_type: 'video',
      video_id: h.video.id,
    });
    expect(
      await h.t.ctx.db.select().from(accessGrants).where(eq(accessGrants.user_id, order.user_id!)),
    ).toEqual([]);
    const mails = (await h.t.ctx.db.select().from(outbox)).filter((row) =>
      JSON.stringify(row).includes(made[0]!.code),
    );
    expect(mails).toHaveLength(1);

    const status = await h.t.app.inject({
      method: 'GET',
      url: `/api/gifts/${order.ext_order_id}`,
      headers: auth(buyerToken),
    });
    expect(status.json()).toMatchObject({
      status: 'COMPLETED',
      codes: [{ code: made[0]!.code, used: false }],
    });
  });

  it('holds one ticket of a limited event and refuses a sold-out one, storing nothing', async () => {
    const event = await createEvent(h.t, adminToken, h.video.id, { available_tickets: 1, event_price: 30 });
    const first = await buy(`event-${event.id}`);
    expect(first.statusCode).toBe(200);
    expect(await ticketCount(h.t.ctx, event.id)).toEqual({ limit: 1, held: 1 });
    const before = await orderCount();
    // Another buyer (the same one would be answered with their open order: the open slot).
    const other = await signIn(h.t.ctx, await createUser(h.t.ctx));
    const second = await buy(`event-${event.id}`, {}, other);
    expect(second.statusCode).toBe(409);
    expect(second.json().type).toBe('no_tickets');
    expect(await orderCount()).toBe(before);
  });

  it('sells the any-gift at gift_price while it is on and not past its end', async () => {
    await settings(anyGift);
    const answer = await buy('any');
    expect(answer.statusCode).toBe(200);
    const order = (await ordersRepository.findByExtOrderId(h.t.ctx.db, answer.json().extOrderId))!;
    expect(order).toMatchObject({
      amount: 5550,
      event_id: null,
      video_id: null,
      title: 'Bon na dowolny spektakl',
    });

    const completed = await payAtEmulator(order);
    await deliver(h.t, completed);
    const [code] = await h.t.ctx.db.select().from(codes).where(eq(codes.order_id, order.id));
    expect(code).toMatchObject({ kind: 'gift', product_type: 'any', discount_percent: 100 });
  });

  it.each([
    ['gifts off', async () => settings({ gift_available: false }), () => `video-${h.video.id}`],
    [
      'a free video',
      async () => undefined,
      async () => `video-${(await createVideo(h.t, adminToken, { video_price: 0 })).id}`,
    ],
    ['the any-gift off', async () => settings({ ...anyGift, any_gift_available: false }), () => 'any'],
    [
      'the any-gift past its end',
      async () => settings({ ...anyGift, gift_expiration: '12:00 01.01.2020' }),
      () => 'any',
    ],
  ])('refuses %s: 409 no_gift_available, nothing stored', async (_name, arrange, slug) => {
    await arrange();
    const before = await orderCount();
    const res = await buy(await slug());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ type: 'no_gift_available', message: 'Brak dostępnych prezentów.' });
    expect(await orderCount()).toBe(before);
  });

  it('refuses a bad product, an unknown item, a missing consent and a guest, storing nothing', async () => {
    const before = await orderCount();
    const bad = await buy('concert-1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().formError.productSlug).toBe('Nie ma takiego produktu.');
    expect((await buy('video-999999')).statusCode).toBe(404);
    const noConsent = await buy(`video-${h.video.id}`, { consent: false });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().formError).toHaveProperty('consent');
    const guest = await h.t.app.inject({
      method: 'POST',
      url: '/api/gifts/',
      payload: { productSlug: 'any', consent: true },
    });
    expect(guest.statusCode).toBe(401);
    expect(await orderCount()).toBe(before);
  });
});
