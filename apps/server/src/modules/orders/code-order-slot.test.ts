import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Role } from '@scena/shared';
import { auth, createUser, signIn } from '../../../test/factories';
import { createEvent, createVideo } from '../../../test/catalog-fixtures';
import { startPaymentsHarness, type PaymentsHarness } from '../../../test/payment-fixtures';
import { ticketCount } from '../../../test/order-factories';
import { orders } from './orders.table';

/**
 * The open slot of gift and group orders (CONTEXT.md "Gift and group orders"): one unpaid order
 * per buyer, kind and item, as for a purchase. Two submits at once (a double click) make one
 * order, registered once at the provider; the other is answered with it or told it is still being
 * registered. Through the whole app and the PayU emulator, on PGlite and PostgreSQL.
 */
let h: PaymentsHarness;
let adminToken: string;
beforeAll(async () => {
  h = await startPaymentsHarness();
  adminToken = await signIn(h.t.ctx, await createUser(h.t.ctx, { role: Role.ADMIN }));
  const put = (url: string, payload: object) =>
    h.t.app.inject({ method: 'PUT', url, headers: auth(adminToken), payload });
  const gifts = await put('/api/gifts/settings', {
    gift_available: true,
    any_gift_available: true,
    gift_price: 40,
    gift_label: 'Bon na dowolny spektakl',
    gift_description: 'Podaruj teatr',
  });
  expect(gifts.statusCode, gifts.body).toBe(200);
  const groups = await put('/api/groupTickets/settings', {
    event_available: true,
    video_available: true,
    one_free: false,
    min_units: 2,
    max_units: 12,
    discount: 0,
  });
  expect(groups.statusCode, groups.body).toBe(200);
}, 240_000);
afterAll(() => h.close());

const viewer = async () => {
  const user = await createUser(h.t.ctx);
  return { user, token: await signIn(h.t.ctx, user) };
};
const post = (token: string, url: string, productSlug: string) =>
  h.t.app.inject({
    method: 'POST',
    url,
    headers: auth(token),
    payload: { productSlug, consent: true, invoice: null },
  });
const gift = (token: string, slug: string) => post(token, '/api/gifts/', slug);
const group = (token: string, slug: string) => post(token, '/api/groupTickets/', slug);
const ordersOf = (userId: number) =>
  h.t.ctx.db.select().from(orders).where(eq(orders.user_id, userId)).orderBy(orders.id);
const registered = (extOrderId: string) =>
  h.emulator.requests.filter((r) => r.path === '/api/v2_1/orders' && r.body.includes(extOrderId)).length;

/** Two answers of one double click: one new order; the other the same order again or `in_progress`. */
const expectOneOrder = async (answers: Awaited<ReturnType<typeof gift>>[], userId: number, label: string) => {
  const placed = answers.filter((res) => res.statusCode === 200 && res.json().existing === false);
  expect(placed, label).toHaveLength(1);
  for (const res of answers.filter((a) => a !== placed[0])) {
    if (res.statusCode === 200) expect(res.json(), label).toEqual({ ...placed[0]!.json(), existing: true });
    else expect([res.statusCode, res.json().type], label).toEqual([409, 'in_progress']);
  }
  const extOrderId = placed[0]!.json().extOrderId;
  expect(
    (await ordersOf(userId)).map((row) => [row.ext_order_id, row.open_slot]),
    label,
  ).toEqual([[extOrderId, true]]);
  expect(registered(extOrderId), label).toBe(1);
  return extOrderId as string;
};

describe('gift and group orders take the open slot', () => {
  it('a double click on a group purchase makes one order (limited event, unlimited event, video)', async () => {
    const limited = await createEvent(h.t, adminToken, h.video.id, {
      available_tickets: 20,
      event_price: 20,
    });
    const unlimited = await createEvent(h.t, adminToken, h.video.id, { event_price: 20 });
    const video = await createVideo(h.t, adminToken, { video_price: 12 });
    for (const slug of [`event-${limited.id}-5`, `event-${unlimited.id}-5`, `video-${video.id}-5`]) {
      const { user, token } = await viewer();
      await expectOneOrder(await Promise.all([group(token, slug), group(token, slug)]), user.id, slug);
    }
    // The limited event holds the five tickets of the one order, not ten.
    expect(await ticketCount(h.t.ctx, limited.id)).toEqual({ limit: 20, held: 5 });
  });

  it('a double click on a gift makes one order (event, video, the any-gift)', async () => {
    const limited = await createEvent(h.t, adminToken, h.video.id, { available_tickets: 3, event_price: 20 });
    for (const slug of [`event-${limited.id}`, `video-${h.video.id}`, 'any']) {
      const { user, token } = await viewer();
      await expectOneOrder(await Promise.all([gift(token, slug), gift(token, slug)]), user.id, slug);
    }
    expect(await ticketCount(h.t.ctx, limited.id)).toEqual({ limit: 3, held: 1 });
  });

  it('a second submit with another quantity answers the open order; its last tickets do not refuse it', async () => {
    const event = await createEvent(h.t, adminToken, h.video.id, { available_tickets: 4, event_price: 20 });
    const { user, token } = await viewer();
    const first = await group(token, `event-${event.id}-4`);
    expect(first.json()).toMatchObject({ existing: false, status: 'PENDING' });
    // The first order holds every ticket: the buyer is answered with it, not told how many are left.
    for (const slug of [`event-${event.id}-4`, `event-${event.id}-2`]) {
      const again = await group(token, slug);
      expect(again.statusCode, slug).toBe(200);
      expect(again.json(), slug).toEqual({ ...first.json(), existing: true });
    }
    expect(await ordersOf(user.id)).toHaveLength(1);
    // Someone else is refused with the spec's message.
    const other = await group((await viewer()).token, `event-${event.id}-2`);
    expect([other.statusCode, other.json().type]).toEqual([409, 'no_tickets']);
  });

  it('the slot is per kind and item: a gift, a group and a ticket of one item, and gifts of an event and a video of one id', async () => {
    const { user, token } = await viewer();
    // An event and a video of one id (the two tables count apart): their gifts are two slots.
    let video = await createVideo(h.t, adminToken, { video_price: 30 });
    let event = await createEvent(h.t, adminToken, h.video.id, { event_price: 30 });
    while (event.id !== video.id) {
      if (event.id < video.id) event = await createEvent(h.t, adminToken, h.video.id, { event_price: 30 });
      else video = await createVideo(h.t, adminToken, { video_price: 30 });
    }
    const answers = [
      await gift(token, `event-${event.id}`),
      await gift(token, `video-${video.id}`),
      await gift(token, 'any'),
      await group(token, `event-${event.id}-3`),
      await group(token, `video-${video.id}-3`),
      await post(token, `/api/payments/${event.id}`, ''),
    ];
    expect(answers.map((res) => [res.statusCode, res.json().existing])).toEqual(
      Array(answers.length).fill([200, false]),
    );
    expect(await ordersOf(user.id)).toHaveLength(answers.length);
  });

  it('an open gift order whose reservation window has ended does not block a new one', async () => {
    const { user, token } = await viewer();
    const first = (await gift(token, `video-${h.video.id}`)).json();
    await h.t.ctx.db
      .update(orders)
      .set({ hold_until: new Date(Date.now() - 1000) })
      .where(and(eq(orders.ext_order_id, first.extOrderId)));
    const second = await gift(token, `video-${h.video.id}`);
    expect(second.json()).toMatchObject({ existing: false, status: 'PENDING' });
    expect((await ordersOf(user.id)).map((row) => [row.ext_order_id, row.open_slot])).toEqual([
      [first.extOrderId, null],
      [second.json().extOrderId, true],
    ]);
  });
});
