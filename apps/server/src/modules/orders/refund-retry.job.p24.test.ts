import { describe, expect, it } from 'vitest';
import type { P24Account } from '../../adapters/payments/testing/p24-emulator';
import { useP24RefundApp } from '../../../test/refund-app';
import { orderFootprint } from '../../../test/payment-fixtures';
import { refundsRepository } from './refunds.repository';
import { retryRequestedRefunds } from './refund-retry.job';

/**
 * The refund retry job against the loopback Przelewy24 over real HTTP: a refund request that never
 * reached P24 is made by the job; one P24 took while its answer was lost is found in P24's refund
 * list (the same request id) and recorded, never requested twice.
 */
const ACCOUNT: P24Account = { merchantId: 999_997, posId: 999_997, apiKey: 'report-key-3', crc: 'crc-key-3' };
const app = useP24RefundApp(ACCOUNT);
const run = (minutes: number) =>
  retryRequestedRefunds(app.t.ctx, { log: app.t.app.log, now: new Date(Date.now() + minutes * 60_000) });

describe('refund retry job (Przelewy24)', () => {
  it('a request that never reached P24: the job makes it once, and its notification completes the refund', async () => {
    const o = await app.paid();
    app.emulator.dropNextAnswer('refund', 'before');
    expect((await app.refund(o.order.ext_order_id, { key: 'P24DOWN001' })).statusCode).toBe(503);
    expect(app.emulator.transactions.get(o.providerOrderId)!.refunds).toHaveLength(0);

    expect(await run(6)).toMatchObject({ processed: 1, moved: 1, failed: 0 });
    expect(app.emulator.transactions.get(o.providerOrderId)!.refunds).toHaveLength(1);
    expect(await refundsRepository.refundsOf(app.t.ctx.db, o.order.id)).toMatchObject([
      { status: 'PENDING', amount: 2500, ext_refund_id: `${o.order.ext_order_id}-AP24DOWN001` },
    ]);
    expect((await run(12)).processed).toBe(0);
    expect(
      (await app.emulator.refundDone(o.providerOrderId, 0, `${o.order.ext_order_id}-AP24DOWN001`)).status,
    ).toBe(200);
    expect(await orderFootprint(app.t, o.order)).toMatchObject({
      status: 'REFUNDED',
      history: [
        'PENDING->COMPLETED provider',
        'COMPLETED->WAITING_FOR_REFUND job:refund-retry',
        'WAITING_FOR_REFUND->REFUNDED provider',
      ],
      grants: 0,
    });
    expect(app.emulator.transactions.get(o.providerOrderId)!.refunds).toHaveLength(1);
  });

  it('P24 took the refund but the answer was lost: the job finds it in P24’s list and asks nothing more', async () => {
    const o = await app.paid();
    app.emulator.dropNextAnswer('refund', 'after');
    expect((await app.refund(o.order.ext_order_id, { amount: 5, key: 'P24LOST002' })).statusCode).toBe(503);
    expect(app.refundPosts(o.providerOrderId)).toHaveLength(1);

    const [a, b] = await Promise.all([run(6), run(6)]);
    expect(a.processed + b.processed).toBe(1);
    expect(app.refundPosts(o.providerOrderId)).toHaveLength(1);
    expect(app.emulator.transactions.get(o.providerOrderId)!.refunds).toHaveLength(1);
    expect(await refundsRepository.refundsOf(app.t.ctx.db, o.order.id)).toMatchObject([
      { status: 'PENDING', amount: 500 },
    ]);
    expect(await orderFootprint(app.t, o.order)).toMatchObject({ status: 'COMPLETED', grants: 1 });
  });
});
