import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { signPayuBody } from '../../adapters/payments/payu/signature';
import { TEST_POS } from '../../adapters/payments/testing/payu-emulator';
import {
  deliver,
  notificationsOf,
  orderFootprint,
  pendingOrder,
  startPaymentsHarness,
  statusOf,
  type PaymentsHarness,
} from '../../../test/payment-fixtures';
import { orderRefunds } from './orders.table';
import { ordersRepository } from './orders.repository';

/**
 * POST /api/payments/notify through the whole app: the webhook matrix (signature,
 * confirmation, idempotency, order of arrival), with genuine notifications from the loopback PayU emulator (the
 * adapter re-fetches the order from it) and hand-signed ones where PayU would never send them.
 */
let h: PaymentsHarness;
beforeAll(async () => {
  h = await startPaymentsHarness();
});
afterAll(() => h.close());

/** The buyer pays at the emulator's checkout; returns its two genuine notifications (PENDING, COMPLETED). */
const paid = async () => {
  const o = await pendingOrder(h);
  await h.emulator.core.decide(o.providerOrderId, o.token, 'pay');
  await expect.poll(() => notificationsOf(h, o.providerOrderId).length).toBe(2);
  const [pending, completed] = notificationsOf(h, o.providerOrderId);
  expect([statusOf(pending!), statusOf(completed!)]).toEqual(['PENDING', 'COMPLETED']);
  return { ...o, pending: pending!, completed: completed! };
};

/** A body PayU could have signed (our second key), saying whatever the test needs. */
const signed = (body: object, algorithm: 'MD5' | 'SHA-256' = 'SHA-256') => {
  const text = JSON.stringify(body);
  return { body: text, headers: { 'openpayu-signature': signPayuBody(text, TEST_POS.secondKey, algorithm) } };
};
const orderBody = (
  o: { order: { ext_order_id: string }; providerOrderId: string },
  status: string,
  totalAmount = '8000',
) => ({
  order: {
    orderId: o.providerOrderId,
    extOrderId: o.order.ext_order_id,
    merchantPosId: TEST_POS.posId,
    currencyCode: 'PLN',
    totalAmount,
    status,
  },
});

const COMPLETED_ONCE = {
  status: 'COMPLETED',
  history: ['PENDING->COMPLETED provider'],
  grants: 1,
  // The e-mail is written into the outbox by the move itself: no job per order.
  mailJobs: 0,
};

describe('payment notifications (A3 webhook matrix)', () => {
  it('the same COMPLETED notification ten times at once: 200 each, one move, one access row, one e-mail', async () => {
    const o = await paid();
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(h.t, o.completed)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const after = await orderFootprint(h.t, o.order);
    expect(after).toMatchObject({ ...COMPLETED_ONCE, notifications: ['order:COMPLETED:applied'], mails: 1 });
    // The PENDING that comes late is recorded and moves nothing.
    expect((await deliver(h.t, o.pending)).statusCode).toBe(200);
    expect(await orderFootprint(h.t, o.order)).toMatchObject({
      ...COMPLETED_ONCE,
      notifications: ['order:COMPLETED:applied', 'order:PENDING:ignored'],
      mails: 1,
    });
  });

  it('a notification already recorded is answered from our record: no re-fetch, nothing recorded again', async () => {
    const o = await paid();
    const refetches = () =>
      h.emulator.requests.filter((r) => r.method === 'GET' && r.path.includes(o.providerOrderId)).length;
    expect((await deliver(h.t, o.completed)).statusCode).toBe(200);
    const afterFirst = refetches();
    expect(afterFirst).toBeGreaterThan(0);
    for (const n of [o.completed, o.completed]) expect((await deliver(h.t, n)).statusCode).toBe(200);
    expect(refetches()).toBe(afterFirst);
    // A key not seen yet for the same order still asks the provider (the shortcut is by key).
    expect((await deliver(h.t, o.pending)).statusCode).toBe(200);
    expect(refetches()).toBeGreaterThan(afterFirst);
    expect(await orderFootprint(h.t, o.order)).toMatchObject({
      ...COMPLETED_ONCE,
      notifications: ['order:COMPLETED:applied', 'order:PENDING:ignored'],
      mails: 1,
    });
  });

  it('out of order (COMPLETED before PENDING) and repeated: COMPLETED stays, one grant', async () => {
    const o = await paid();
    for (const n of [o.completed, o.pending, o.completed, o.pending])
      expect((await deliver(h.t, n)).statusCode).toBe(200);
    expect(await orderFootprint(h.t, o.order)).toMatchObject({
      ...COMPLETED_ONCE,
      notifications: ['order:COMPLETED:applied', 'order:PENDING:ignored'],
      mails: 1,
    });
  });

  it('a PENDING notification whose re-fetch says COMPLETED completes the order (the provider decides, not the body)', async () => {
    const o = await paid();
    expect((await deliver(h.t, o.pending)).statusCode).toBe(200);
    expect(await orderFootprint(h.t, o.order)).toMatchObject({
      ...COMPLETED_ONCE,
      notifications: ['order:PENDING:applied'],
    });
  });

  it('refuses with 401 and changes nothing: a tampered byte, a missing header, an unknown algorithm name, another key', async () => {
    const o = await paid();
    const before = await orderFootprint(h.t, o.order);
    const tampered = {
      ...o.completed,
      body: o.completed.body.replace('"totalAmount":"8000"', '"totalAmount":"8001"'),
    };
    expect(tampered.body).not.toBe(o.completed.body);
    const signature = String(o.completed.headers['openpayu-signature']);
    const cases = [
      tampered,
      { body: o.completed.body, headers: {} },
      {
        body: o.completed.body,
        headers: { 'openpayu-signature': signature.replace(/algorithm=[^;]+/, 'algorithm=SHA-999') },
      },
      {
        body: o.completed.body,
        headers: { 'openpayu-signature': signPayuBody(o.completed.body, 'not-our-second-key') },
      },
    ];
    for (const n of cases) {
      const res = await deliver(h.t, n);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ statusCode: 401 });
    }
    expect(await orderFootprint(h.t, o.order)).toEqual(before);
    expect(before).toMatchObject({ status: 'PENDING', history: [], notifications: [], grants: 0, mails: 0 });
  });

  it('MD5 signatures are accepted like SHA-256 (PayU sandbox signs with MD5)', async () => {
    const o = await paid();
    expect((await deliver(h.t, signed(orderBody(o, 'COMPLETED'), 'MD5'))).statusCode).toBe(200);
    expect(await orderFootprint(h.t, o.order)).toMatchObject(COMPLETED_ONCE);
  });

  it('a stale notification (CANCELED or PENDING signed for an order the provider has COMPLETED) never downgrades it', async () => {
    const o = await paid();
    await deliver(h.t, o.completed);
    for (const status of ['CANCELED', 'PENDING', 'WAITING_FOR_CONFIRMATION'])
      expect((await deliver(h.t, signed(orderBody(o, status)))).statusCode).toBe(200);
    expect(await orderFootprint(h.t, o.order)).toMatchObject({
      ...COMPLETED_ONCE,
      notifications: [
        'order:COMPLETED:applied',
        'order:CANCELED:ignored',
        'order:PENDING:ignored',
        'order:WAITING_FOR_CONFIRMATION:ignored',
      ],
      mails: 1,
    });
  });

  it('an amount one grosz short at the provider: refused, recorded, no grant, 200 (a resend would not change PayU’s record)', async () => {
    const o = await pendingOrder(h, { amount: 8000, providerAmount: 7999 });
    await h.emulator.core.decide(o.providerOrderId, o.token, 'pay');
    await expect.poll(() => notificationsOf(h, o.providerOrderId).length).toBe(2);
    for (const n of notificationsOf(h, o.providerOrderId))
      expect((await deliver(h.t, n)).statusCode).toBe(200);
    // A body claiming our amount changes nothing either: the re-fetch, not the body, is compared.
    expect((await deliver(h.t, signed(orderBody(o, 'COMPLETED', '8000')))).statusCode).toBe(200);
    const after = await orderFootprint(h.t, o.order);
    expect(after).toMatchObject({ status: 'PENDING', history: [], grants: 0, mails: 0 });
    expect(after.notifications).toEqual(['order:PENDING:refused', 'order:COMPLETED:refused']);
  });

  it('a COMPLETED the provider’s record does not show yet: 503, nothing recorded; the resend after payment completes the order', async () => {
    const o = await pendingOrder(h);
    const early = signed(orderBody(o, 'COMPLETED'));
    expect((await deliver(h.t, early)).statusCode).toBe(503);
    expect(await orderFootprint(h.t, o.order)).toMatchObject({
      status: 'PENDING',
      notifications: [],
      grants: 0,
    });
    await h.emulator.core.decide(o.providerOrderId, o.token, 'pay');
    expect((await deliver(h.t, early)).statusCode).toBe(200);
    expect(await orderFootprint(h.t, o.order)).toMatchObject({
      ...COMPLETED_ONCE,
      notifications: ['order:COMPLETED:applied'],
      mails: 1,
    });
  });

  it('an unknown order: 200, nothing stored', async () => {
    const o = await paid();
    const res = await deliver(
      h.t,
      signed({ order: { ...orderBody(o, 'COMPLETED').order, extOrderId: 'UNKNOWN0000000000000000000' } }),
    );
    expect(res.statusCode).toBe(200);
    expect(await orderFootprint(h.t, o.order)).toMatchObject({ status: 'PENDING', notifications: [] });
  });

  it('refunds: PENDING → WAITING_FOR_REFUND, FINALIZED → REFUNDED (access removed), each once; the refund row follows', async () => {
    const o = await paid();
    await deliver(h.t, o.completed);
    const refund = await h.payu.refund(o.providerOrderId, {
      extRefundId: `R-${o.order.id}`,
      description: 'Zwrot',
    });
    await h.t.ctx.db.insert(orderRefunds).values({
      order_id: o.order.id,
      ext_refund_id: `R-${o.order.id}`,
      provider_refund_id: refund.refundId,
      amount: 8000,
      status: 'requested',
      reason: 'test',
    });
    await expect.poll(() => notificationsOf(h, o.providerOrderId).length).toBe(3);
    const pendingRefund = notificationsOf(h, o.providerOrderId)[2]!;
    for (let i = 0; i < 3; i += 1) expect((await deliver(h.t, pendingRefund)).statusCode).toBe(200);
    expect(await orderFootprint(h.t, o.order)).toMatchObject({ status: 'WAITING_FOR_REFUND', grants: 1 });
    const refundRow = async () =>
      (await h.t.ctx.db.select().from(orderRefunds).where(eq(orderRefunds.order_id, o.order.id)))[0]!.status;
    expect(await refundRow()).toBe('PENDING');

    await h.emulator.core.settleRefund(o.providerOrderId, refund.refundId, 'FINALIZED');
    await expect.poll(() => notificationsOf(h, o.providerOrderId).length).toBe(4);
    const finalized = notificationsOf(h, o.providerOrderId)[3]!;
    for (const n of [finalized, pendingRefund, finalized])
      expect((await deliver(h.t, n)).statusCode).toBe(200);
    const after = await orderFootprint(h.t, o.order);
    expect(after).toMatchObject({
      status: 'REFUNDED',
      history: [
        'PENDING->COMPLETED provider',
        'COMPLETED->WAITING_FOR_REFUND provider',
        'WAITING_FOR_REFUND->REFUNDED provider',
      ],
      grants: 0,
    });
    expect(after.notifications).toEqual([
      'order:COMPLETED:applied',
      'refund:WAITING_FOR_REFUND:applied',
      'refund:REFUNDED:applied',
    ]);
    expect(await refundRow()).toBe('FINALIZED');
  });

  it('a cancelled refund moves the order back to COMPLETED and keeps its access', async () => {
    const o = await paid();
    await deliver(h.t, o.completed);
    const refund = await h.payu.refund(o.providerOrderId, {
      extRefundId: `R-${o.order.id}`,
      description: 'Zwrot',
    });
    await expect.poll(() => notificationsOf(h, o.providerOrderId).length).toBe(3);
    await deliver(h.t, notificationsOf(h, o.providerOrderId)[2]!);
    await h.emulator.core.settleRefund(o.providerOrderId, refund.refundId, 'CANCELED');
    await expect.poll(() => notificationsOf(h, o.providerOrderId).length).toBe(4);
    expect((await deliver(h.t, notificationsOf(h, o.providerOrderId)[3]!)).statusCode).toBe(200);
    expect(await orderFootprint(h.t, o.order)).toMatchObject({
      status: 'COMPLETED',
      history: [
        'PENDING->COMPLETED provider',
        'COMPLETED->WAITING_FOR_REFUND provider',
        'WAITING_FOR_REFUND->COMPLETED provider',
      ],
      grants: 1,
      mails: 1,
    });
  });

  it('a partial refund is recorded and keeps COMPLETED and the access; REFUNDED only once the refunds reach the amount', async () => {
    const o = await paid();
    await deliver(h.t, o.completed);
    const refunds = async () =>
      (
        await h.t.ctx.db
          .select()
          .from(orderRefunds)
          .where(eq(orderRefunds.order_id, o.order.id))
          .orderBy(orderRefunds.id)
      ).map((r) => [r.amount, r.status, r.reason]);
    const latest = async (count: number) => {
      await expect.poll(() => notificationsOf(h, o.providerOrderId).length).toBe(count);
      return notificationsOf(h, o.providerOrderId)[count - 1]!;
    };
    // 30 zł of 80 back, ours (a row we wrote when asking): PENDING, then FINALIZED, each delivered twice.
    const part = await h.payu.refund(o.providerOrderId, {
      extRefundId: `P-${o.order.id}`,
      amount: 3000,
      description: 'Zwrot części',
    });
    await h.t.ctx.db.insert(orderRefunds).values({
      order_id: o.order.id,
      ext_refund_id: `P-${o.order.id}`,
      provider_refund_id: part.refundId,
      amount: 3000,
      status: 'requested',
      reason: 'test',
    });
    const partPending = await latest(3);
    for (const n of [partPending, partPending]) expect((await deliver(h.t, n)).statusCode).toBe(200);
    await h.emulator.core.settleRefund(o.providerOrderId, part.refundId, 'FINALIZED');
    const partDone = await latest(4);
    for (const n of [partDone, partDone]) expect((await deliver(h.t, n)).statusCode).toBe(200);
    const midway = await orderFootprint(h.t, o.order);
    expect(midway).toMatchObject({
      status: 'COMPLETED',
      history: ['PENDING->COMPLETED provider'],
      grants: 1,
      mails: 1,
    });
    expect(midway.notifications).toEqual([
      'order:COMPLETED:applied',
      'refund:WAITING_FOR_REFUND:applied',
      'refund:REFUNDED:applied',
    ]);
    expect(await refunds()).toEqual([[3000, 'FINALIZED', 'test']]);
    const notes = (await ordersRepository.history(h.t.ctx.db, o.order.id)).map((row) => row.note ?? '');
    expect(notes.at(-1)).toContain('FINALIZED: 3000 of 8000 grosze (returned 3000, on its way 0)');

    // The other 50 zł, made in PayU's panel (no row of ours): WAITING_FOR_REFUND, then REFUNDED, access removed.
    const rest = await h.payu.refund(o.providerOrderId, {
      extRefundId: `panel-${o.order.id}`,
      amount: 5000,
      description: 'Zwrot',
    });
    expect((await deliver(h.t, await latest(5))).statusCode).toBe(200);
    expect(await orderFootprint(h.t, o.order)).toMatchObject({ status: 'WAITING_FOR_REFUND', grants: 1 });
    await h.emulator.core.settleRefund(o.providerOrderId, rest.refundId, 'FINALIZED');
    expect((await deliver(h.t, await latest(6))).statusCode).toBe(200);
    expect(await orderFootprint(h.t, o.order)).toMatchObject({
      status: 'REFUNDED',
      history: [
        'PENDING->COMPLETED provider',
        'COMPLETED->WAITING_FOR_REFUND provider',
        'WAITING_FOR_REFUND->REFUNDED provider',
      ],
      grants: 0,
    });
    expect(await refunds()).toEqual([
      [3000, 'FINALIZED', 'test'],
      [5000, 'FINALIZED', 'provider'],
    ]);
  });
});
