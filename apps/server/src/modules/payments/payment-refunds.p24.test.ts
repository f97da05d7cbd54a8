import { describe, expect, it } from 'vitest';
import type { P24Account } from '../../adapters/payments/testing/p24-emulator';
import { useP24RefundApp } from '../../../test/refund-app';
import { orderFootprint } from '../../../test/payment-fixtures';

/**
 * Refunds from the panel against the loopback Przelewy24 over real HTTP: P24 answers a refund as
 * accepted and notifies its end (status 0 done, 1 rejected) to the listening app; a repeated
 * request id is refused by P24, so the adapter finds the refund already made in P24's list.
 */
const ACCOUNT: P24Account = { merchantId: 999_998, posId: 999_998, apiKey: 'report-key-2', crc: 'crc-key-2' };
const app = useP24RefundApp(ACCOUNT);
/** Paid at P24, completed by its notification: the access given. */
const paid = async () => {
  const o = await app.paid();
  expect(await orderFootprint(app.t, o.order)).toMatchObject({ status: 'COMPLETED', grants: 1 });
  return o;
};

describe('refunds from the panel (Przelewy24)', () => {
  it('partial then full: each asked once, recorded as P24 confirms, REFUNDED with the access removed at the end', async () => {
    const o = await paid();
    const part = await app.refund(o.order.ext_order_id, { amount: 10, key: 'P24PART001' });
    expect(part.statusCode).toBe(200);
    expect(part.json()).toMatchObject({ refunds: [{ amount: 10, status: 'PENDING' }], refundable: 15 });
    const posted = JSON.parse(app.refundPosts(o.providerOrderId)[0]!.body);
    expect(posted).toMatchObject({
      requestId: `${o.order.ext_order_id}-AP24PART001`,
      refundsUuid: `${o.order.ext_order_id}-AP24PART001`,
      refunds: [{ sessionId: o.providerOrderId, amount: 1000 }],
    });
    // Repeated: the adapter finds the refund in P24's list and asks nothing more.
    expect(
      (await app.refund(o.order.ext_order_id, { amount: 10, key: 'P24PART001' })).json().refunds,
    ).toHaveLength(1);
    expect(app.refundPosts(o.providerOrderId)).toHaveLength(1);
    // Over what is left: refused here.
    const over = await app.refund(o.order.ext_order_id, { amount: 15.01, key: 'P24OVER001' });
    expect(over.statusCode).toBe(400);
    expect(over.json().formError.amount).toBe('Kwota zwrotu może wynosić najwyżej 15,00 zł.');

    // P24 says it went through: a partial refund, the access stays.
    expect((await app.emulator.refundDone(o.providerOrderId, 0, posted.refundsUuid)).status).toBe(200);
    expect(await orderFootprint(app.t, o.order)).toMatchObject({ status: 'COMPLETED', grants: 1 });

    const rest = await app.refund(o.order.ext_order_id, { key: 'P24REST001' });
    expect(rest.json()).toMatchObject({ refunded: 10, pending: 15, order: { status: 'WAITING_FOR_REFUND' } });
    expect(app.refundPosts(o.providerOrderId)).toHaveLength(2);
    expect(
      (await app.emulator.refundDone(o.providerOrderId, 0, `${o.order.ext_order_id}-AP24REST001`)).status,
    ).toBe(200);
    expect(await orderFootprint(app.t, o.order)).toMatchObject({ status: 'REFUNDED', grants: 0 });
    expect(app.emulator.transactions.get(o.providerOrderId)!.status).toBe(3);
    const list = await app.refundList(o.order.ext_order_id);
    expect(list.json()).toMatchObject({
      refunds: [
        { amount: 10, status: 'FINALIZED', reason: 'admin' },
        { amount: 15, status: 'FINALIZED', reason: 'admin' },
      ],
      refunded: 25,
      refundable: 0,
    });
  });

  it('a refund P24 rejects brings the order back to COMPLETED and its amount back to what may be refunded', async () => {
    const o = await paid();
    expect((await app.refund(o.order.ext_order_id, { key: 'P24FULL001' })).json()).toMatchObject({
      order: { status: 'WAITING_FOR_REFUND' },
      refundable: 0,
    });
    expect((await app.emulator.refundDone(o.providerOrderId, 1)).status).toBe(200);
    expect(await orderFootprint(app.t, o.order)).toMatchObject({ status: 'COMPLETED', grants: 1 });
    const list = await app.refundList(o.order.ext_order_id);
    expect(list.json()).toMatchObject({ refunds: [{ status: 'CANCELED' }], refundable: 25 });
  });

  it('an answer lost after P24 took the refund: the retry with the same key finds it and records it once', async () => {
    const o = await paid();
    app.emulator.dropNextAnswer('refund', 'after');
    const lost = await app.refund(o.order.ext_order_id, { amount: 5, key: 'P24LOST001' });
    expect(lost.statusCode).toBe(503);
    expect(app.emulator.transactions.get(o.providerOrderId)!.refunds).toHaveLength(1);
    const retry = await app.refund(o.order.ext_order_id, { amount: 5, key: 'P24LOST001' });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ refunds: [{ amount: 5, status: 'PENDING' }], refundable: 20 });
    expect(app.refundPosts(o.providerOrderId)).toHaveLength(1);
  });
});
