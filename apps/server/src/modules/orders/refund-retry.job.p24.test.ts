import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { P24Account } from '../../adapters/payments/testing/p24-emulator';
import { startP24App } from '../../../test/p24-app';
import type { TestApp } from '../../../test/test-app';
import { auth } from '../../../test/factories';
import { orderFootprint, pendingOrder } from '../../../test/payment-fixtures';
import { refundsRepository } from './refunds.repository';
import { retryRequestedRefunds } from './refund-retry.job';

/**
 * The refund retry job against the loopback Przelewy24 over real HTTP: a refund request that never
 * reached P24 is made by the job; one P24 took while its answer was lost is found in P24's refund
 * list (the same request id) and recorded, never requested twice.
 */
const ACCOUNT: P24Account = { merchantId: 999_997, posId: 999_997, apiKey: 'report-key-3', crc: 'crc-key-3' };
let emulator: Awaited<ReturnType<typeof startP24App>>['emulator'];
let t: TestApp;
let h: Parameters<typeof pendingOrder>[0];
let adminToken: string;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ emulator, t, h, adminToken, close } = await startP24App(ACCOUNT));
});
afterAll(() => close());

const run = (minutes: number) =>
  retryRequestedRefunds(t.ctx, { log: t.app.log, now: new Date(Date.now() + minutes * 60_000) });
const refund = (extOrderId: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/videopayments/${extOrderId}/refunds`,
    headers: auth(adminToken),
    payload,
  });
const refundPosts = (sessionId: string) =>
  emulator.requests.filter((r) => r.path === '/api/v1/transaction/refund' && r.body.includes(sessionId));
const paid = async () => {
  const o = await pendingOrder(h, { amount: 2500 });
  expect((await emulator.pay(o.providerOrderId)).status).toBe(200);
  return o;
};

describe('refund retry job (Przelewy24)', () => {
  it('a request that never reached P24: the job makes it once, and its notification completes the refund', async () => {
    const o = await paid();
    emulator.dropNextAnswer('refund', 'before');
    expect((await refund(o.order.ext_order_id, { key: 'P24DOWN001' })).statusCode).toBe(503);
    expect(emulator.transactions.get(o.providerOrderId)!.refunds).toHaveLength(0);

    expect(await run(6)).toMatchObject({ processed: 1, moved: 1, failed: 0 });
    expect(emulator.transactions.get(o.providerOrderId)!.refunds).toHaveLength(1);
    expect(await refundsRepository.refundsOf(t.ctx.db, o.order.id)).toMatchObject([
      { status: 'PENDING', amount: 2500, ext_refund_id: `${o.order.ext_order_id}-AP24DOWN001` },
    ]);
    expect((await run(12)).processed).toBe(0);
    expect(
      (await emulator.refundDone(o.providerOrderId, 0, `${o.order.ext_order_id}-AP24DOWN001`)).status,
    ).toBe(200);
    expect(await orderFootprint(t, o.order)).toMatchObject({
      status: 'REFUNDED',
      history: [
        'PENDING->COMPLETED provider',
        'COMPLETED->WAITING_FOR_REFUND job:refund-retry',
        'WAITING_FOR_REFUND->REFUNDED provider',
      ],
      grants: 0,
    });
    expect(emulator.transactions.get(o.providerOrderId)!.refunds).toHaveLength(1);
  });

  it('P24 took the refund but the answer was lost: the job finds it in P24’s list and asks nothing more', async () => {
    const o = await paid();
    emulator.dropNextAnswer('refund', 'after');
    expect((await refund(o.order.ext_order_id, { amount: 5, key: 'P24LOST002' })).statusCode).toBe(503);
    expect(refundPosts(o.providerOrderId)).toHaveLength(1);

    const [a, b] = await Promise.all([run(6), run(6)]);
    expect(a.processed + b.processed).toBe(1);
    expect(refundPosts(o.providerOrderId)).toHaveLength(1);
    expect(emulator.transactions.get(o.providerOrderId)!.refunds).toHaveLength(1);
    expect(await refundsRepository.refundsOf(t.ctx.db, o.order.id)).toMatchObject([
      { status: 'PENDING', amount: 500 },
    ]);
    expect(await orderFootprint(t, o.order)).toMatchObject({ status: 'COMPLETED', grants: 1 });
  });
});
