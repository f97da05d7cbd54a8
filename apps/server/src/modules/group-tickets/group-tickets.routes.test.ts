import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Role } from '@scena/shared';
import { codes } from '../codes';
import { orders } from '../orders';
import {
  deliver,
  notificationsOf,
  startPaymentsHarness,
  statusOf,
  type PaymentsHarness,
} from '../../../test/payment-fixtures';
import { ticketCount } from '../../../test/order-factories';
import { auth, createUser, signIn } from '../../../test/factories';
import { createEvent, createVideo } from '../../../test/catalog-fixtures';

/**
 * Group tickets through the whole app (spec 1 §2, §5, §7, §9; spec 3 §2.6, §5): settings with the
 * spec's messages, buying with a quantity (refusals store nothing), the price rule at the provider
 * (the loopback PayU emulator), the codes once under duplicate notifications, the buyer's reads.
 */
let h: PaymentsHarness;
let adminToken: string;
let buyerToken: string;
let otherToken: string;
beforeAll(async () => {
  h = await startPaymentsHarness();
  adminToken = await signIn(h.t.ctx, await createUser(h.t.ctx, { role: Role.ADMIN }));
  buyerToken = await signIn(h.t.ctx, await createUser(h.t.ctx));
  otherToken = await signIn(h.t.ctx, await createUser(h.t.ctx));
});
afterAll(() => h.close());

const settings = {
  event_available: true,
  video_available: false,
  one_free: true,
  min_units: 2,
  max_units: 12,
  discount: 10,
};
const putSettings = (payload: unknown, token = adminToken) =>
  h.t.app.inject({
    method: 'PUT',
    url: '/api/groupTickets/settings',
    headers: auth(token),
    payload: payload as object,
  });
const buy = (productSlug: string, token = buyerToken, invoice: object | null = null) =>
  h.t.app.inject({
    method: 'POST',
    url: '/api/groupTickets/',
    headers: auth(token),
    payload: { consent: true, invoice, productSlug },
  });
const orderCount = async () =>
  (await h.t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]!.n;

describe('group-ticket settings', () => {
  it('start with group sales off; the spec messages refuse bad values and nothing changes', async () => {
    const first = await h.t.app.inject({ method: 'GET', url: '/api/groupTickets/settings' });
    expect(first.json()).toMatchObject({ event_available: false, video_available: false });
    const cases: [object, Record<string, string>][] = [
      [{ ...settings, min_units: undefined }, { min_units: 'Proszę podać minimalną liczbę biletów.' }],
      [{ ...settings, max_units: undefined }, { max_units: 'Proszę podać maksymalną liczbę biletów.' }],
      [{ ...settings, min_units: 'abc' }, { min_units: 'Nieprawidłowa wartość.' }],
      [{ ...settings, min_units: 5, max_units: 4 }, { max_units: 'Nieprawidłowa wartość.' }],
      [{ ...settings, discount: 100 }, { discount: 'Proszę podać wartość z zakresu 0-99' }],
      [{ ...settings, discount: -1 }, { discount: 'Proszę podać wartość z zakresu 0-99' }],
    ];
    for (const [payload, formError] of cases) {
      const res = await putSettings(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().formError).toMatchObject(formError);
    }
    expect((await h.t.app.inject({ method: 'GET', url: '/api/groupTickets/settings' })).json()).toEqual(
      first.json(),
    );
    expect((await putSettings(settings, buyerToken)).statusCode).toBe(403);
  });

  it('saves and shows them in GET settings and in /external_api/config', async () => {
    const res = await putSettings(settings);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(settings);
    expect((await h.t.app.inject({ method: 'GET', url: '/api/groupTickets/settings' })).json()).toEqual(
      settings,
    );
    const home = await h.t.app.inject({ method: 'GET', url: '/external_api/config' });
    expect(home.json().groupTicketConfig).toEqual(settings);
  });
});

describe('buying a group ticket', () => {
  it('refuses, in Polish and storing nothing: sales off for videos, a free item, quantity outside min–max, above the tickets left, a bad slug', async () => {
    await putSettings(settings);
    const event = await createEvent(h.t, adminToken, h.video.id, { available_tickets: 5, event_price: 25 });
    const free = await createEvent(h.t, adminToken, h.video.id, { event_price: 0 });
    const before = await orderCount();
    const expectations: [string, number, string][] = [
      [`video-${h.video.id}-3`, 409, 'Bilety grupowe nie są dostępne dla tego produktu.'],
      [`event-${free.id}-3`, 409, 'Ten produkt jest bezpłatny: bilet grupowy nie jest potrzebny.'],
      [`event-${event.id}-1`, 400, 'Liczba biletów musi wynosić od 2 do 12.'],
      [`event-${event.id}-13`, 400, 'Liczba biletów musi wynosić od 2 do 12.'],
      [`event-${event.id}-6`, 409, 'Dostępnych biletów: 5. Proszę zmniejszyć liczbę biletów.'],
      ['event-abc-2', 400, 'Nieprawidłowy produkt.'],
      ['event-999999-3', 404, ''],
    ];
    for (const [slug, status, message] of expectations) {
      const res = await buy(slug);
      expect(res.statusCode, slug).toBe(status);
      if (message) expect(JSON.stringify(res.json()), slug).toContain(message);
    }
    expect(await orderCount()).toBe(before);
    expect(await ticketCount(h.t.ctx, event.id)).toEqual({ limit: 5, held: 0 });
  });

  it('charges the price rule at the provider, holds the tickets, makes the codes once and shows them to the buyer only', async () => {
    await putSettings(settings);
    const event = await createEvent(h.t, adminToken, h.video.id, { available_tickets: 20, event_price: 25 });
    const res = await buy(`event-${event.id}-10`);
    expect(res.statusCode).toBe(200);
    const { extOrderId, redirectUri } = res.json();
    expect(redirectUri).toMatch(/^http/);
    const [order] = await h.t.ctx.db.select().from(orders).where(eq(orders.ext_order_id, extOrderId));
    // 10 × 25 zł, one free (9 × 25 = 225), 10 % off: 202.50 zł.
    expect(order).toMatchObject({
      amount: 20250,
      quantity: 10,
      product_type: 'group_ticket',
      one_free: true,
    });
    expect((await h.payu.retrieve(order!.provider_order_id!)).amount).toBe(20250);
    expect(await ticketCount(h.t.ctx, event.id)).toEqual({ limit: 20, held: 10 });

    const token = new URL(redirectUri).searchParams.get('token')!;
    await h.emulator.core.decide(order!.provider_order_id!, token, 'pay');
    await expect.poll(() => notificationsOf(h, order!.provider_order_id!).length).toBe(2);
    const completed = notificationsOf(h, order!.provider_order_id!).find((n) => statusOf(n) === 'COMPLETED')!;
    await Promise.all(Array.from({ length: 4 }, () => deliver(h.t, completed)));
    expect(await h.t.ctx.db.select().from(codes).where(eq(codes.order_id, order!.id))).toHaveLength(10);

    const mine = await h.t.app.inject({
      method: 'GET',
      url: `/api/groupTickets/${extOrderId}`,
      headers: auth(buyerToken),
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      status: 'COMPLETED',
      amount: 202.5,
      product_quantity: 10,
      numberOfUses: 0,
    });
    expect(mine.json().product_slug).toBe(`event-${event.id}`);
    expect(mine.json().codes).toHaveLength(10);
    expect(mine.json().codes[0]).toMatchObject({ used: false, voided: false, usage: null });
    const list = await h.t.app.inject({
      method: 'GET',
      url: '/api/groupTickets/user',
      headers: auth(buyerToken),
    });
    expect(list.json().orders.map((o: { extOrderId: string }) => o.extOrderId)).toContain(extOrderId);
    const others = await h.t.app.inject({
      method: 'GET',
      url: '/api/groupTickets/user',
      headers: auth(otherToken),
    });
    expect(others.json()).toEqual({ orders: [], total: 0 });
    expect(
      (
        await h.t.app.inject({
          method: 'GET',
          url: `/api/groupTickets/${extOrderId}`,
          headers: auth(otherToken),
        })
      ).statusCode,
    ).toBe(404);
    expect((await h.t.app.inject({ method: 'GET', url: `/api/groupTickets/${extOrderId}` })).statusCode).toBe(
      401,
    );
  });

  it('a video group when video sales are on; eight buyers of 3 at once for 10 tickets never oversell', async () => {
    await putSettings({ ...settings, video_available: true, one_free: false, discount: 0 });
    const video = await createVideo(h.t, adminToken, { video_price: 12 });
    const res = await buy(`video-${video.id}-4`);
    expect(res.statusCode).toBe(200);
    const [order] = await h.t.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.ext_order_id, res.json().extOrderId));
    expect(order).toMatchObject({ amount: 4800, holds_ticket: false });

    const event = await createEvent(h.t, adminToken, h.video.id, { available_tickets: 10, event_price: 25 });
    const tokens = await Promise.all(
      Array.from({ length: 8 }, async () => signIn(h.t.ctx, await createUser(h.t.ctx))),
    );
    const answers = await Promise.all(tokens.map((token) => buy(`event-${event.id}-3`, token)));
    const codesOf = answers.map((a) => a.statusCode).sort();
    expect(codesOf.filter((c) => c === 200)).toHaveLength(3);
    expect(codesOf.filter((c) => c === 409)).toHaveLength(5);
    expect(await ticketCount(h.t.ctx, event.id)).toEqual({ limit: 10, held: 9 });
  });

  it('records the invoice request with the order (the purchase contract’s rules), listed for the administrator', async () => {
    await putSettings(settings);
    const event = await createEvent(h.t, adminToken, h.video.id, { event_price: 25 });
    const school = await signIn(h.t.ctx, await createUser(h.t.ctx));
    const invoice = {
      invoiceType: 'company',
      company: 'Szkoła Podstawowa nr 1',
      nip: '526-000-12-47',
      street: 'Szkolna 1',
      postal_code: '00-001',
      city: 'Warszawa',
      state: 'mazowieckie',
      country_code: 'PL',
    };
    const before = await orderCount();
    const bad = await buy(`event-${event.id}-10`, school, invoice);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().formError['invoice.nip']).toBeDefined();
    expect(await orderCount()).toBe(before);

    const res = await buy(`event-${event.id}-10`, school, { ...invoice, nip: '526-000-12-46' });
    expect(res.statusCode).toBe(200);
    const list = await h.t.app.inject({
      method: 'GET',
      url: '/api/invoices',
      headers: auth(adminToken),
    });
    const row = list
      .json()
      .invoices.find((i: { extOrderId: string }) => i.extOrderId === res.json().extOrderId);
    expect(row).toMatchObject({
      product_type: 'group_ticket',
      amount: 202.5,
      data: {
        invoiceType: 'company',
        company: 'Szkoła Podstawowa nr 1',
        nip: '5260001246',
        city: 'Warszawa',
      },
    });
  });
});
