import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { Role } from '@scena/shared';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auth, createUser, signIn } from '../../../test/factories';
import { createEvent, createVideo } from '../../../test/catalog-fixtures';
import { payuForTests } from '../../../test/order-factories';
import { activate, activationOf, insertCode } from '../../../test/priced-code-factories';
import { inTransaction } from '../../db/transaction';
import { accessGrants } from '../access';
import { codes, userCodes } from '../codes';
import { applyOrderStatus } from './order-lifecycle';
import { ordersRepository } from './orders.repository';
import { orders } from './orders.table';

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

/**
 * Codes at purchase (codes CONTEXT.md "Which code prices a purchase"; issue 22 item 2) at the PayU
 * emulator: the order is charged the discounted price and the provider is asked for that amount;
 * the activation is attached to the order, spent when it completes and let go when it is
 * cancelled; a code bringing the price to 0 completes the order without the provider.
 */
describe('purchase with a code', () => {
  let t: TestApp;
  let payu: Awaited<ReturnType<typeof payuForTests>>;
  let adminToken: string;
  let videoId: number;

  const viewer = async () => {
    const user = await createUser(t.ctx);
    return { user, token: await signIn(t.ctx, user) };
  };
  let client = 0;
  const buy = (token: string, path: string, payload: Record<string, unknown> = { consent: true }) =>
    t.app.inject({
      method: 'POST',
      url: path,
      headers: auth(token),
      payload,
      remoteAddress: `10.7.${Math.floor(++client / 250)}.${(client % 250) + 1}`,
    });
  const order = async (extOrderId: string) =>
    (await ordersRepository.findByExtOrderId(t.ctx.db, extOrderId))!;
  const atPayu = (extOrderId: string) =>
    [...payu.emulator.orders.values()].filter((o) => o.extOrderId === extOrderId);
  const rows = async (table: typeof orders | typeof userCodes | typeof accessGrants) =>
    Number((await t.ctx.db.select({ n: count() }).from(table))[0]!.n);
  const complete = (orderId: number) =>
    inTransaction(t.ctx.db, (tx) =>
      applyOrderStatus(tx, orderId, { to: 'COMPLETED', cause: 'payment', actor: 'provider' }),
    );

  beforeAll(async () => {
    payu = await payuForTests();
    t = await createTestApp({ payments: payu.payments });
    adminToken = await signIn(t.ctx, await createUser(t.ctx, { role: Role.ADMIN }));
    videoId = (await createVideo(t, adminToken)).id;
  });
  afterAll(async () => {
    await t.close();
    await payu.emulator.close();
  });

  it('charges the discounted price at PayU, records the code, and a cancelled payment gives the use back', async () => {
    const { user, token } = await viewer();
    const code = await insertCode(t.ctx, { discount_percent: 25 });
    const activation = await activate(t.ctx, user.id, code);
    const video = await createVideo(t, adminToken, { video_price: 19.99 });

    const first = await buy(token, `/api/videopayments/${video.id}`);
    expect(first.statusCode).toBe(200);
    const placed = await order(first.json().extOrderId);
    // 25 % of 19,99 zł = 499.75 gr, rounded half up to 500: 14,99 zł.
    expect(placed).toMatchObject({ amount: 1499, used_code: code.code, status: 'PENDING', provider: 'payu' });
    expect(atPayu(placed.ext_order_id).map((o) => Number(o.totalAmount))).toEqual([1499]);
    expect(await activationOf(t.ctx, activation.id)).toMatchObject({ order_id: placed.id, used: false });

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/videopayments/${placed.ext_order_id}/cancel`,
      headers: auth(token),
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await order(placed.ext_order_id)).status).toBe('CANCELED');
    expect(await activationOf(t.ctx, activation.id)).toMatchObject({ order_id: null, used: false });

    // The next purchase is discounted again, and completing it spends the activation.
    const again = await buy(token, `/api/videopayments/${video.id}`);
    const second = await order(again.json().extOrderId);
    expect(second).toMatchObject({ amount: 1499, used_code: code.code });
    await complete(second.id);
    expect(await activationOf(t.ctx, activation.id)).toMatchObject({ order_id: second.id, used: true });
    expect((await t.ctx.db.select().from(codes).where(eq(codes.id, code.id)))[0]!.uses).toBe(1);

    // Spent: another item is full price.
    const other = await buy(token, `/api/videopayments/${videoId}`);
    expect(await order(other.json().extOrderId)).toMatchObject({ amount: 1999, used_code: null });
  });

  it('takes the best activation: the lowest price, the earliest on a tie; cash never below 0', async () => {
    const { user, token } = await viewer();
    const video = await createVideo(t, adminToken, { video_price: 40 });
    await activate(t.ctx, user.id, await insertCode(t.ctx, { discount_percent: 10 }));
    const cash = await insertCode(t.ctx, {
      discount_percent: null,
      discount_cash: 1500,
      product_type: 'video',
      video_id: video.id,
    });
    await activate(t.ctx, user.id, cash);
    const res = await buy(token, `/api/videopayments/${video.id}`);
    expect(await order(res.json().extOrderId)).toMatchObject({ amount: 2500, used_code: cash.code });
  });

  it('a 100 % code and an "any" gift code: the free path, COMPLETED at once, access, no provider call; no invoice at 0 zł', async () => {
    const { user, token } = await viewer();
    const video = await createVideo(t, adminToken, { video_price: 30 });
    const full = await insertCode(t.ctx, {
      discount_percent: 100,
      product_type: 'video',
      video_id: video.id,
    });
    const activation = await activate(t.ctx, user.id, full);
    const calls = payu.emulator.requests.length;

    const invoice = await buy(token, `/api/videopayments/${video.id}`, {
      consent: true,
      invoice: COMPANY,
    });
    expect(invoice.statusCode).toBe(400);
    expect(invoice.json().formError.invoice).toBe('Faktura jest dostępna tylko dla płatnych zamówień.');

    const res = await buy(token, `/api/videopayments/${video.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'COMPLETED', redirectUri: null });
    const done = await order(res.json().extOrderId);
    expect(done).toMatchObject({ amount: 0, provider: 'free', used_code: full.code, status: 'COMPLETED' });
    expect(done.access_id).not.toBeNull();
    expect(await activationOf(t.ctx, activation.id)).toMatchObject({ order_id: done.id, used: true });
    expect(payu.emulator.requests.length).toBe(calls);

    // An "any" gift code is 100 % off any item, also on an event that does not allow discount codes.
    const { user: friend, token: friendToken } = await viewer();
    const event = await createEvent(t, adminToken, videoId, { event_price: 50, enable_codes: false });
    const gift = await insertCode(t.ctx, { kind: 'gift', discount_percent: 100, use_limit: 1 });
    await activate(t.ctx, friend.id, gift);
    const given = await buy(friendToken, `/api/payments/${event.id}`);
    expect(given.json()).toMatchObject({ status: 'COMPLETED', redirectUri: null });
    expect(await order(given.json().extOrderId)).toMatchObject({
      amount: 0,
      provider: 'free',
      used_code: gift.code,
    });
  });

  it('an event with enable_codes off ignores discount codes; an expired or voided code is ignored', async () => {
    const { user, token } = await viewer();
    const closed = await createEvent(t, adminToken, videoId, { event_price: 50, enable_codes: false });
    const open = await createEvent(t, adminToken, videoId, { event_price: 50, enable_codes: true });
    await activate(
      t.ctx,
      user.id,
      await insertCode(t.ctx, { discount_percent: 50, expiration_date: new Date(Date.now() - 60_000) }),
    );
    await activate(t.ctx, user.id, await insertCode(t.ctx, { discount_percent: 60, voided_at: new Date() }));
    const live = await insertCode(t.ctx, { discount_percent: 20 });
    await activate(t.ctx, user.id, live);

    const ignored = await buy(token, `/api/payments/${closed.id}`);
    expect(await order(ignored.json().extOrderId)).toMatchObject({ amount: 5000, used_code: null });
    const priced = await buy(token, `/api/payments/${open.id}`);
    expect(await order(priced.json().extOrderId)).toMatchObject({ amount: 4000, used_code: live.code });
  });

  it('the purchase page code field: activates a code and uses it; a code for another item, unknown or expired is refused on the field and nothing is stored', async () => {
    const { user, token } = await viewer();
    const video = await createVideo(t, adminToken, { video_price: 20 });
    const elsewhere = await createVideo(t, adminToken, { video_price: 20 });
    const forOther = await insertCode(t.ctx, { product_type: 'video', video_id: elsewhere.id });
    const expired = await insertCode(t.ctx, { expiration_date: new Date(Date.now() - 1000) });
    const discountOnClosed = await insertCode(t.ctx, { product_type: 'any' });
    const closed = await createEvent(t, adminToken, videoId, { event_price: 50, enable_codes: false });
    const before = { orders: await rows(orders), activations: await rows(userCodes) };

    const cases: [string, string, string][] = [
      [
        `/api/videopayments/${video.id}`,
        ` ${forOther.code.toLowerCase()} `,
        'Ten kod nie dotyczy tego produktu.',
      ],
      [`/api/payments/${closed.id}`, discountOnClosed.code, 'Ten kod nie dotyczy tego produktu.'],
      [`/api/videopayments/${video.id}`, 'NIEMATAKIEGO', 'Nieprawidłowy kod.'],
      [`/api/videopayments/${video.id}`, expired.code, 'Kod wygasł.'],
      [`/api/videopayments/${video.id}`, 'X'.repeat(31), 'Kod może mieć najwyżej 30 znaków.'],
    ];
    for (const [path, code, message] of cases) {
      const res = await buy(token, path, { consent: true, code });
      expect(res.statusCode, code).toBe(400);
      expect(res.json().formError.code, code).toBe(message);
    }
    expect({ orders: await rows(orders), activations: await rows(userCodes) }).toEqual(before);
    expect((await t.ctx.db.select().from(codes).where(eq(codes.id, forOther.id)))[0]!.uses).toBe(0);

    const typed = await insertCode(t.ctx, { discount_percent: 50, use_limit: 1 });
    const res = await buy(token, `/api/videopayments/${video.id}`, {
      consent: true,
      code: typed.code.toLowerCase(),
    });
    expect(res.statusCode).toBe(200);
    const placed = await order(res.json().extOrderId);
    expect(placed).toMatchObject({ amount: 1000, used_code: typed.code });
    const [activation] = await t.ctx.db.select().from(userCodes).where(eq(userCodes.code_id, typed.id));
    expect(activation).toMatchObject({ user_id: user.id, order_id: placed.id, used: false });
    expect((await t.ctx.db.select().from(codes).where(eq(codes.id, typed.id)))[0]!.uses).toBe(1);

    // The same code again (a second click): the open order is answered, nothing more stored.
    const twice = await buy(token, `/api/videopayments/${video.id}`, { consent: true, code: typed.code });
    expect(twice.json()).toMatchObject({ extOrderId: placed.ext_order_id, existing: true });
    // An item gift code typed on its item's purchase page becomes access at once: nothing to buy.
    const gift = await insertCode(t.ctx, {
      kind: 'gift',
      discount_percent: 100,
      use_limit: 1,
      product_type: 'video',
      video_id: elsewhere.id,
    });
    const given = await buy(token, `/api/videopayments/${elsewhere.id}`, { consent: true, code: gift.code });
    expect(given.statusCode).toBe(409);
    expect(given.json().type).toBe('already_has_access');
    expect((await t.ctx.db.select().from(orders).where(eq(orders.video_id, elsewhere.id))).length).toBe(0);
    expect((await t.ctx.db.select().from(accessGrants).where(eq(accessGrants.user_id, user.id))).length).toBe(
      1,
    );
    // Another viewer finds the single-use code used up.
    const { token: other } = await viewer();
    const late = await buy(other, `/api/videopayments/${video.id}`, { consent: true, code: typed.code });
    expect(late.statusCode).toBe(409);
    expect(late.json().formError.code).toBe('Kod został już wykorzystany.');
  });
});
