import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { orderFootprint, pendingOrder } from '../../../test/payment-fixtures';
import { useRefundApp } from '../../../test/refund-app';
import { insertOrder } from '../../../test/order-factories';
import { ordersRepository } from '../orders';
import { refundsRepository } from '../orders/refunds.repository';

/**
 * Refunds from the panel against the loopback PayU (the same core as the sandbox): partial and
 * full, idempotent on the panel's key, over-amount refused (by us, and by PayU when it knows of a
 * refund we do not), recorded as PayU confirms them; access goes when the money is all back.
 */
const h = useRefundApp();
const refundPosts = (providerOrderId: string) =>
  h.emulator.requests.filter((r) => r.method === 'POST' && r.path.endsWith(`${providerOrderId}/refunds`));

describe('refunds from the panel (PayU)', () => {
  it('partial, repeated, over-amount, then the rest: REFUNDED and access removed only when all is back', async () => {
    const o = await h.paid();
    const part = await h.refund(o.order.ext_order_id, { amount: '30,00', key: 'PART000001' });
    expect(part.statusCode).toBe(200);
    expect(part.json()).toMatchObject({
      refunds: [{ amount: 30, status: 'PENDING', reason: 'admin' }],
      refunded: 0,
      pending: 30,
      refundable: 50,
      order: { status: 'COMPLETED' },
    });
    // The same click again (a retry, a double click): the same refund, PayU asked at most once more, nothing added.
    const again = await h.refund(o.order.ext_order_id, { amount: 30, key: 'PART000001' });
    expect(again.statusCode).toBe(200);
    expect(again.json().refunds).toHaveLength(1);
    expect(h.refundsAtPayu(o.providerOrderId)).toHaveLength(1);
    expect(refundPosts(o.providerOrderId)).toHaveLength(1);
    expect(JSON.parse(refundPosts(o.providerOrderId)[0]!.body).refund).toMatchObject({
      amount: '3000',
      extRefundId: `${o.order.ext_order_id}-APART000001`,
    });

    // More than is left: refused before PayU is asked.
    const over = await h.refund(o.order.ext_order_id, { amount: 50.01, key: 'OVER000001' });
    expect(over.statusCode).toBe(400);
    expect(over.json().formError).toEqual({ amount: 'Kwota zwrotu może wynosić najwyżej 50,00 zł.' });
    expect(refundPosts(o.providerOrderId)).toHaveLength(1);

    // PayU's notifications: PENDING, then FINALIZED (settled at PayU) — a partial refund keeps the access.
    await h.deliverNext(o.providerOrderId, 3);
    await h.emulator.core.settleRefund(
      o.providerOrderId,
      h.refundsAtPayu(o.providerOrderId)[0]!.refundId,
      'FINALIZED',
    );
    await h.deliverNext(o.providerOrderId, 4);
    expect(await orderFootprint(h.t, o.order)).toMatchObject({ status: 'COMPLETED', grants: 1 });

    // The rest (no amount = everything left): on its way → WAITING_FOR_REFUND, access kept.
    const rest = await h.refund(o.order.ext_order_id, { key: 'REST000001' });
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toMatchObject({
      refunded: 30,
      pending: 50,
      refundable: 0,
      order: { status: 'WAITING_FOR_REFUND' },
    });
    expect(await orderFootprint(h.t, o.order)).toMatchObject({ status: 'WAITING_FOR_REFUND', grants: 1 });
    const nothing = await h.refund(o.order.ext_order_id, { key: 'MORE000001' });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe('Całą kwotę tego zamówienia już zwrócono albo zwrot jest w toku.');

    await h.deliverNext(o.providerOrderId, 5);
    await h.emulator.core.settleRefund(
      o.providerOrderId,
      h.refundsAtPayu(o.providerOrderId)[1]!.refundId,
      'FINALIZED',
    );
    await h.deliverNext(o.providerOrderId, 6);
    const after = await orderFootprint(h.t, o.order);
    expect(after).toMatchObject({ status: 'REFUNDED', grants: 0 });
    expect(after.history).toEqual([
      'PENDING->COMPLETED provider',
      'COMPLETED->WAITING_FOR_REFUND admin',
      'WAITING_FOR_REFUND->REFUNDED provider',
    ]);
    // Each refund recorded once (the notifications found our rows through PayU's extRefundId).
    const list = await h.refundList(o.order.ext_order_id);
    expect(list.json()).toMatchObject({
      refunds: [
        { amount: 30, status: 'FINALIZED', reason: 'admin' },
        { amount: 50, status: 'FINALIZED', reason: 'admin' },
      ],
      refunded: 80,
      pending: 0,
      refundable: 0,
    });
    const history = await ordersRepository.history(h.t.ctx.db, o.order.id);
    expect(history.filter((r) => r.actor === 'admin').every((r) => r.actor_user_id !== null)).toBe(true);
  });

  it('an answer lost after PayU took the refund: its notifications find our requested row, the retry with the same key records it once', async () => {
    const o = await h.paid();
    const extRefundId = `${o.order.ext_order_id}-AFULL000001`;
    // The panel's first attempt: our row written, PayU took the refund, the answer never came back.
    await refundsRepository.recordRefund(h.t.ctx.db, {
      order_id: o.order.id,
      ext_refund_id: extRefundId,
      amount: 8000,
      status: 'requested',
      reason: 'admin',
    });
    const taken = await h.payu.refund(o.providerOrderId, {
      extRefundId,
      amount: 8000,
      description: 'Zwrot – Wesele',
    });
    await h.deliverNext(o.providerOrderId, 3);
    await h.emulator.core.settleRefund(o.providerOrderId, taken.refundId, 'FINALIZED');
    await h.deliverNext(o.providerOrderId, 4);
    expect(await orderFootprint(h.t, o.order)).toMatchObject({ status: 'REFUNDED', grants: 0 });
    // The retry (same key): PayU answers the refund it already made; nothing is added or moved twice.
    const again = await h.refund(o.order.ext_order_id, { amount: 80, key: 'FULL000001' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      refunds: [{ amount: 80, status: 'FINALIZED', reason: 'admin' }],
      refunded: 80,
      order: { status: 'REFUNDED' },
    });
    expect(h.refundsAtPayu(o.providerOrderId)).toHaveLength(1);
    expect(await orderFootprint(h.t, o.order)).toMatchObject({
      status: 'REFUNDED',
      history: [
        'PENDING->COMPLETED provider',
        'COMPLETED->WAITING_FOR_REFUND provider',
        'WAITING_FOR_REFUND->REFUNDED provider',
      ],
    });
  });

  it('PayU refuses more than it still holds (a refund made in its own panel): our request is dropped, the reason shown', async () => {
    const o = await h.paid();
    await h.payu.refund(o.providerOrderId, {
      extRefundId: 'panel-1',
      amount: 6000,
      description: 'Zwrot w panelu',
    });
    const res = await h.refund(o.order.ext_order_id, { amount: 30, key: 'TOOMUCH001' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Operator płatności odrzucił zwrot: .*exceeds/);
    expect((await h.refundList(o.order.ext_order_id)).json()).toMatchObject({ refunds: [], refundable: 80 });
    expect(await orderFootprint(h.t, o.order)).toMatchObject({ status: 'COMPLETED', grants: 1 });
  });

  it('refuses an unpaid order, a free order, a bad amount or key, and an unknown order', async () => {
    const pending = await pendingOrder(h);
    const unpaid = await h.refund(pending.order.ext_order_id, { key: 'UNPAID0001' });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe(
      'Zwrot jest możliwy tylko dla opłaconego zamówienia (status PENDING).',
    );
    const free = await insertOrder(
      h.t.ctx,
      await createUser(h.t.ctx),
      { kind: 'video', id: h.video.id },
      {
        provider: 'free',
        provider_order_id: null,
        status: 'COMPLETED',
      },
    );
    expect((await h.refund(free.ext_order_id, { key: 'FREE000001' })).json().message).toContain(
      'nie przeszło przez operatora płatności',
    );
    const bad = await h.refund(pending.order.ext_order_id, { amount: '-5', key: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().formError).toEqual({
      amount: 'Podaj kwotę większą od 0 z najwyżej dwoma miejscami po przecinku.',
      key: 'Niepoprawna wartość',
    });
    expect((await h.refund('0000000000000000000000AB', { key: 'NOORDER001' })).statusCode).toBe(404);
    expect(refundPosts(pending.providerOrderId)).toHaveLength(0);
  });
});
