import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { Role } from '@scena/shared';
import { EXT_ORDER_ID_PATTERN } from '@scena/shared/orders.contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auth, createUser, signIn } from '../../../test/factories';
import { createEvent, createVideo } from '../../../test/catalog-fixtures';
import { grantAccess } from '../../../test/access-factories';
import { activate, insertCode } from '../../../test/priced-code-factories';
import { payuForTests, queuedJobs, ticketCount } from '../../../test/order-factories';
import { outbox } from '../../adapters/mailer';
import { createPayuProvider } from '../../adapters/payments';
import { TEST_POS } from '../../adapters/payments/testing/payu-emulator';
import { accessGrants } from '../access';
import { invoiceRequests, orderHistory, orders } from './orders.table';
import { ordersRepository } from './orders.repository';
import { ORDER_JOBS } from './job-names';

const COMPANY = {
  invoiceType: 'company',
  company: 'Teatr Sp. z o.o.',
  nip: '5260250274',
  street: 'Długa 1',
  city: 'Warszawa',
  state: 'mazowieckie',
  postal_code: '00-001',
  country_code: 'PL',
};

describe('purchase API', () => {
  let t: TestApp;
  let payu: Awaited<ReturnType<typeof payuForTests>>;
  let adminToken: string;
  let videoId: number;

  const viewer = async (overrides: Parameters<typeof createUser>[1] = {}) => {
    const user = await createUser(t.ctx, overrides);
    return { user, token: await signIn(t.ctx, user) };
  };
  // Each call from its own address unless told (the purchase route's rate limit is per client; the country then comes from the account).
  let client = 0;
  const buy = (
    token: string,
    path: string,
    payload: Record<string, unknown> = { consent: true },
    remoteAddress = `10.3.${Math.floor(++client / 250)}.${(client % 250) + 1}`,
  ) => t.app.inject({ method: 'POST', url: path, headers: auth(token), payload, remoteAddress });
  const countOf = async (
    table: typeof orders | typeof orderHistory | typeof invoiceRequests | typeof accessGrants,
  ) => Number((await t.ctx.db.select({ n: count() }).from(table))[0]!.n);
  const stored = async () => ({
    orders: await countOf(orders),
    history: await countOf(orderHistory),
    invoices: await countOf(invoiceRequests),
    access: await countOf(accessGrants),
  });

  beforeAll(async () => {
    payu = await payuForTests();
    t = await createTestApp({ payments: payu.payments, geo: { '10.9.9.9': 'DE', '10.1.1.1': 'PL' } });
    adminToken = await signIn(t.ctx, await createUser(t.ctx, { role: Role.ADMIN }));
    videoId = (await createVideo(t, adminToken)).id;
  });
  afterAll(async () => {
    await t.close();
    await payu.emulator.close();
  });

  it('refuses with the reason and stores nothing', async () => {
    const { token } = await viewer();
    const { user: kid, token: kidToken } = await viewer({ birthday: '2015-01-01' });
    const over = await createEvent(t, adminToken, videoId, {
      date_from: '2020-01-01',
      date_to: '2020-01-02',
    });
    const off = await createEvent(t, adminToken, videoId, { enable_tickets: false });
    const hidden = await createEvent(t, adminToken, videoId, { published: false });
    const adult = await createVideo(t, adminToken, { age_restriction: 18 });
    const polish = await createVideo(t, adminToken, { restricted_access: 'poland' });
    const invisible = await createVideo(t, adminToken, { visible: false });
    const freeLimited = await createEvent(t, adminToken, videoId, { event_price: 0, available_tickets: 5 });
    const held = await createVideo(t, adminToken);
    const { user: holder, token: holderToken } = await viewer();
    await grantAccess(t.ctx, holder, { kind: 'video', id: held.id });
    void kid;
    const before = await stored();

    const cases: [string, string, number, string | undefined, string, Record<string, unknown>?, string?][] = [
      [token, `/api/payments/${over.id}`, 409, 'event_over', 'Wydarzenie się zakończyło.'],
      [token, `/api/payments/${off.id}`, 409, 'payments_not_available', ''],
      [token, `/api/payments/${hidden.id}`, 404, undefined, 'Nie znaleziono wydarzenia.'],
      [token, '/api/payments/999999', 404, undefined, 'Nie znaleziono wydarzenia.'],
      [token, `/api/videopayments/${invisible.id}`, 404, undefined, 'Nie znaleziono wideo.'],
      [kidToken, `/api/videopayments/${adult.id}`, 409, 'age_restriction', ''],
      [token, `/api/videopayments/${polish.id}`, 409, 'country_blocked', '', { consent: true }, '10.9.9.9'],
      [
        holderToken,
        `/api/videopayments/${held.id}`,
        409,
        'already_has_access',
        'Masz już dostęp do tego materiału.',
      ],
      [token, `/api/payments/${freeLimited.id}`, 400, undefined, '', { consent: true, invoice: COMPANY }],
      [token, `/api/videopayments/${held.id}`, 400, undefined, '', { consent: false }],
      [
        token,
        `/api/videopayments/${held.id}`,
        400,
        undefined,
        '',
        { consent: true, invoice: { ...COMPANY, nip: '5260250275' } },
      ],
    ];
    for (const [who, path, status, type, message, payload, ip] of cases) {
      const res = await buy(who, path, payload, ip);
      expect(res.statusCode, path).toBe(status);
      if (type) expect(res.json().type, path).toBe(type);
      if (message) expect(res.json().message, path).toBe(message);
    }
    const free = await buy(token, `/api/payments/${freeLimited.id}`, { consent: true, invoice: COMPANY });
    expect(free.json().formError.invoice).toBe('Faktura jest dostępna tylko dla płatnych zamówień.');
    const noConsent = await buy(token, `/api/videopayments/${held.id}`, { consent: false });
    expect(noConsent.json().formError.consent).toBe('Musisz wyrazić zgodę, aby kupić dostęp.');
    expect(await stored()).toEqual(before);
    expect(payu.emulator.requests.filter((r) => r.path === '/api/v2_1/orders')).toHaveLength(0);
  });

  it('a paid purchase: one order at the provider, ticket held, invoice stored, PENDING; asked again it answers the same order', async () => {
    const { user, token } = await viewer();
    const event = await createEvent(t, adminToken, videoId, { available_tickets: 3, event_price: 25 });
    const res = await buy(
      token,
      `/api/payments/${event.id}`,
      { consent: true, invoice: COMPANY },
      '10.1.1.1',
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'PENDING', existing: false });
    expect(body.extOrderId).toMatch(EXT_ORDER_ID_PATTERN);
    expect(body.redirectUri).toMatch(/^http:\/\/payu\.invalid\/pay\/\?orderId=/);

    const order = (await ordersRepository.findByExtOrderId(t.ctx.db, body.extOrderId))!;
    expect(order).toMatchObject({
      user_id: user.id,
      event_id: event.id,
      amount: 2500,
      status: 'PENDING',
      holds_ticket: true,
      provider: 'payu',
      email: user.email,
      country: 'PL',
      customer_ip: '10.1.1.1',
      language: 'pl',
      redirect_uri: body.redirectUri,
    });
    expect(order.provider_order_id).toBeTruthy();
    expect(order.hold_until!.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(await ticketCount(t.ctx, event.id)).toEqual({ limit: 3, held: 1 });
    const [invoice] = await t.ctx.db
      .select()
      .from(invoiceRequests)
      .where(eq(invoiceRequests.order_id, order.id));
    expect(invoice!.data).toMatchObject({ invoiceType: 'company', nip: '5260250274' });
    expect((await ordersRepository.history(t.ctx.db, order.id)).map((h) => h.to_status)).toEqual([
      'NOT_STARTED',
      'PENDING',
    ]);

    const sent = payu.emulator.requests.filter(
      (r) => r.path === '/api/v2_1/orders' && r.body.includes(body.extOrderId),
    );
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!.body)).toMatchObject({
      extOrderId: body.extOrderId,
      totalAmount: '2500',
      currencyCode: 'PLN',
      customerIp: '10.1.1.1',
      validityTime: '900',
    });

    const again = await buy(token, `/api/payments/${event.id}`);
    expect(again.json()).toEqual({ ...body, existing: true });
    expect(await ticketCount(t.ctx, event.id)).toEqual({ limit: 3, held: 1 });
    expect(
      payu.emulator.requests.filter((r) => r.path === '/api/v2_1/orders' && r.body.includes(body.extOrderId)),
    ).toHaveLength(1);
  });

  it('sold out: no_tickets and nothing stored; the buyer whose hold is the last ticket still gets their order back', async () => {
    const first = await viewer();
    const second = await viewer();
    const event = await createEvent(t, adminToken, videoId, { available_tickets: 1 });
    const won = await buy(first.token, `/api/payments/${event.id}`);
    expect(won.statusCode).toBe(200);
    const before = await stored();
    const lost = await buy(second.token, `/api/payments/${event.id}`);
    expect(lost.statusCode).toBe(409);
    expect(lost.json()).toMatchObject({ type: 'no_tickets', message: 'Brak biletów.' });
    expect(await stored()).toEqual(before);
    expect((await buy(first.token, `/api/payments/${event.id}`)).json()).toMatchObject({
      extOrderId: won.json().extOrderId,
      existing: true,
    });
  });

  it('a provider that cannot be reached: 503 provider_unavailable, the order cancelled, no ticket held', async () => {
    const broken = createPayuProvider({
      apiUrl: 'http://127.0.0.1:9',
      posId: TEST_POS.posId,
      clientId: TEST_POS.posId,
      clientSecret: TEST_POS.clientSecret,
      secondKey: TEST_POS.secondKey,
      publicUrl: 'http://127.0.0.1:9',
    });
    const down = await createTestApp({ payments: broken });
    try {
      const admin = await signIn(down.ctx, await createUser(down.ctx, { role: Role.ADMIN }));
      const video = await createVideo(down, admin);
      const event = await createEvent(down, admin, video.id, { available_tickets: 2 });
      const token = await signIn(down.ctx, await createUser(down.ctx));
      const res = await down.app.inject({
        method: 'POST',
        url: `/api/payments/${event.id}`,
        headers: auth(token),
        payload: { consent: true },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        type: 'provider_unavailable',
        message: 'Nie udało się połączyć z operatorem płatności. Spróbuj ponownie za chwilę.',
      });
      expect(await ticketCount(down.ctx, event.id)).toEqual({ limit: 2, held: 0 });
      const rows = await down.ctx.db.select().from(orders);
      expect(rows.map((row) => [row.status, row.holds_ticket])).toEqual([['CANCELED', false]]);
    } finally {
      await down.close();
    }
  });

  describe('createOrder on a connection the server closes without answering', () => {
    const historyOf = (orderId: number) =>
      t.ctx.db.select().from(orderHistory).where(eq(orderHistory.order_id, orderId)).orderBy(orderHistory.id);
    const atPayu = (extOrderId: string) =>
      [...payu.emulator.orders.values()].filter((o) => o.extOrderId === extOrderId);
    const createCalls = (extOrderId: string) =>
      payu.emulator.requests.filter(
        (r) => r.method === 'POST' && r.path === '/api/v2_1/orders' && r.body.includes(extOrderId),
      );

    it('closed before PayU recorded the order: sent once more on a fresh connection, one order at PayU, the buyer gets the redirect', async () => {
      const { token } = await viewer();
      const event = await createEvent(t, adminToken, videoId, { available_tickets: 3 });
      payu.emulator.dropNextCreateAnswer('before');
      const res = await buy(token, `/api/payments/${event.id}`);
      expect(res.statusCode).toBe(200);
      const { extOrderId, redirectUri } = res.json();
      expect(redirectUri).toMatch(/^http:\/\/payu\.invalid\/pay\/\?orderId=/);
      expect(createCalls(extOrderId)).toHaveLength(2);
      expect(atPayu(extOrderId)).toHaveLength(1);
      const order = (await ordersRepository.findByExtOrderId(t.ctx.db, extOrderId))!;
      expect(order).toMatchObject({
        status: 'PENDING',
        provider_order_id: atPayu(extOrderId)[0]!.orderId,
        holds_ticket: true,
      });
      expect(await ticketCount(t.ctx, event.id)).toEqual({ limit: 3, held: 1 });
    });

    it('closed after PayU recorded it: the repeat is refused as ERROR_ORDER_NOT_UNIQUE, so ours is CANCELED with its ticket back and a note, 503', async () => {
      const { user, token } = await viewer();
      const event = await createEvent(t, adminToken, videoId, { available_tickets: 3 });
      payu.emulator.dropNextCreateAnswer('after');
      const res = await buy(token, `/api/payments/${event.id}`);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ type: 'provider_unavailable' });
      const [order] = await t.ctx.db.select().from(orders).where(eq(orders.user_id, user.id));
      expect(order).toMatchObject({
        status: 'CANCELED',
        holds_ticket: false,
        provider_order_id: null,
        open_slot: null,
      });
      expect(createCalls(order!.ext_order_id)).toHaveLength(2);
      expect(atPayu(order!.ext_order_id)).toHaveLength(1);
      expect(await ticketCount(t.ctx, event.id)).toEqual({ limit: 3, held: 0 });
      const last = (await historyOf(order!.id)).at(-1)!;
      expect(last).toMatchObject({ from_status: 'NOT_STARTED', to_status: 'CANCELED', actor: 'system' });
      expect(last.note).toContain('answer lost');
      expect(last.note).toContain('ERROR_ORDER_NOT_UNIQUE');
      // PayU's orphan order expires unpaid; its CANCELED notification would be refused by the status machine.
      // The buyer may buy again at once: a new order, a new extOrderId.
      const again = await buy(token, `/api/payments/${event.id}`);
      expect(again.statusCode).toBe(200);
      expect(again.json().extOrderId).not.toBe(order!.ext_order_id);
    });
  });

  it('a free event with limited tickets: "get access" completes at once with an access row, no provider', async () => {
    const { user, token } = await viewer();
    const event = await createEvent(t, adminToken, videoId, { event_price: 0, available_tickets: 2 });
    const res = await buy(token, `/api/payments/${event.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'COMPLETED', redirectUri: null, existing: false });
    const order = (await ordersRepository.findByExtOrderId(t.ctx.db, res.json().extOrderId))!;
    expect(order).toMatchObject({ provider: 'free', amount: 0, holds_ticket: true });
    expect(await t.ctx.db.select().from(accessGrants).where(eq(accessGrants.user_id, user.id))).toMatchObject(
      [{ source: 'order', event_id: event.id }],
    );
    expect(await ticketCount(t.ctx, event.id)).toEqual({ limit: 2, held: 1 });
    // The confirmation e-mail is written with the grant, in the same transaction: no job for it.
    const mails = await t.ctx.db.select().from(outbox).where(eq(outbox.to_address, user.email));
    expect(mails.map((mail) => mail.template)).toEqual(['order_confirmation']);
    expect(
      (await queuedJobs<{ orderId: number }>(t.ctx, ORDER_JOBS.confirmationMail)).filter(
        (job) => job.orderId === order.id,
      ),
    ).toHaveLength(0);
    expect((await buy(token, `/api/payments/${event.id}`)).json()).toMatchObject({
      type: 'already_has_access',
    });
  });

  it('a double click: two purchases of one buyer at once make one order (limited event, unlimited event, video)', async () => {
    const limited = await createEvent(t, adminToken, videoId, { available_tickets: 5 });
    const unlimited = await createEvent(t, adminToken, videoId);
    const video = await createVideo(t, adminToken);
    for (const path of [
      `/api/payments/${limited.id}`,
      `/api/payments/${unlimited.id}`,
      `/api/videopayments/${video.id}`,
    ]) {
      const { user, token } = await viewer();
      const answers = await Promise.all([buy(token, path), buy(token, path), buy(token, path)]);
      // The first click's order; the others are answered with it (existing) or told it is still being registered.
      const placed = answers.filter((res) => res.statusCode === 200 && res.json().existing === false);
      expect(placed, path).toHaveLength(1);
      for (const res of answers.filter((a) => a !== placed[0])) {
        if (res.statusCode === 200)
          expect(res.json(), path).toEqual({ ...placed[0]!.json(), existing: true });
        else expect([res.statusCode, res.json().type], path).toEqual([409, 'in_progress']);
      }
      const rows = await t.ctx.db.select().from(orders).where(eq(orders.user_id, user.id));
      expect(
        rows.map((row) => row.ext_order_id),
        path,
      ).toEqual([placed[0]!.json().extOrderId]);
      expect(
        payu.emulator.requests.filter(
          (r) => r.path === '/api/v2_1/orders' && r.body.includes(placed[0]!.json().extOrderId),
        ),
        path,
      ).toHaveLength(1);
    }
    expect(await ticketCount(t.ctx, limited.id)).toEqual({ limit: 5, held: 1 });
  });

  it('an open order whose reservation window has ended does not block a new purchase', async () => {
    const { user, token } = await viewer();
    const event = await createEvent(t, adminToken, videoId, { available_tickets: 5 });
    const first = (await buy(token, `/api/payments/${event.id}`)).json();
    await t.ctx.db
      .update(orders)
      .set({ hold_until: new Date(Date.now() - 1000) })
      .where(eq(orders.ext_order_id, first.extOrderId));
    const second = await buy(token, `/api/payments/${event.id}`);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ existing: false, status: 'PENDING' });
    const rows = await t.ctx.db.select().from(orders).where(eq(orders.user_id, user.id)).orderBy(orders.id);
    expect(rows.map((row) => [row.ext_order_id, row.open_slot])).toEqual([
      [first.extOrderId, null],
      [second.json().extOrderId, true],
    ]);
  });

  it('30 buyers at once for 10 tickets: exactly 10 hold one, 20 are told no_tickets', async () => {
    const event = await createEvent(t, adminToken, videoId, { available_tickets: 10 });
    const buyers = await Promise.all(Array.from({ length: 30 }, () => viewer()));
    // Each from its own address: the purchase route's rate limit is per client.
    const answers = await Promise.all(
      buyers.map((b, i) => buy(b.token, `/api/payments/${event.id}`, { consent: true }, `10.2.0.${i + 1}`)),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(answers.filter((res) => res.statusCode === 409 && res.json().type === 'no_tickets')).toHaveLength(
      20,
    );
    expect(await ticketCount(t.ctx, event.id)).toEqual({ limit: 10, held: 10 });
    expect(await t.ctx.db.select().from(orders).where(eq(orders.event_id, event.id))).toHaveLength(10);
  });

  it('buyers of one event at once are each decided on their own facts (their reads are batched together)', async () => {
    const event = await createEvent(t, adminToken, videoId, { available_tickets: 10, enable_codes: true });
    const holder = await viewer();
    await grantAccess(t.ctx, holder.user, { kind: 'event', id: event.id });
    const discounted = await viewer();
    await activate(t.ctx, discounted.user.id, await insertCode(t.ctx, { discount_percent: 40 }));
    const plain = await viewer();
    const [held, cheaper, full] = await Promise.all(
      [holder, discounted, plain].map((b, i) =>
        buy(b.token, `/api/payments/${event.id}`, { consent: true }, `10.4.0.${i + 1}`),
      ),
    );
    expect([held!.statusCode, held!.json().type]).toEqual([409, 'already_has_access']);
    expect([cheaper!.statusCode, full!.statusCode]).toEqual([200, 200]);
    const amounts = Object.fromEntries(
      (await t.ctx.db.select().from(orders).where(eq(orders.event_id, event.id))).map((o) => [
        o.user_id,
        [o.amount, o.used_code !== null],
      ]),
    );
    expect(amounts).toEqual({ [discounted.user.id]: [1500, true], [plain.user.id]: [2500, false] });
  });
});
