import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fc } from '@fast-check/vitest';
import { signPayuBody } from '../../adapters/payments/payu/signature';
import { TEST_POS } from '../../adapters/payments/testing/payu-emulator';
import {
  deliver,
  notificationsOf,
  orderFootprint,
  pendingOrder,
  startPaymentsHarness,
  type PaymentsHarness,
} from '../../../test/payment-fixtures';

/**
 * Property: whatever the provider sends, in whatever order, however often, partly at once, an
 * order ends where the provider's own record says, never leaves COMPLETED, and has at most one
 * access row and one confirmation e-mail. Every notification is genuinely signed (the signature
 * is not what is under test here), including statuses PayU would not send for that order: one
 * ahead of the provider's record is answered 503 and must not block the genuine one later.
 */
let h: PaymentsHarness;
beforeAll(async () => {
  h = await startPaymentsHarness();
});
afterAll(() => h.close());

const STATUSES = ['PENDING', 'WAITING_FOR_CONFIRMATION', 'COMPLETED', 'CANCELED'] as const;
type Note = { body: string; headers: Record<string, string | string[] | undefined> };
const forged = (o: { order: { ext_order_id: string }; providerOrderId: string }, status: string): Note => {
  const body = JSON.stringify({
    order: {
      orderId: o.providerOrderId,
      extOrderId: o.order.ext_order_id,
      merchantPosId: TEST_POS.posId,
      currencyCode: 'PLN',
      totalAmount: '8000',
      status,
    },
  });
  return { body, headers: { 'openpayu-signature': signPayuBody(body, TEST_POS.secondKey) } };
};

/** Picks from a pool by index, in batches: each batch is delivered at once, batches one after another. */
const deliveries = fc.array(fc.array(fc.nat(), { minLength: 1, maxLength: 4 }), {
  minLength: 1,
  maxLength: 6,
});
/** `ahead`: notifications may be ahead of the provider's record, answered 503 (resend later) instead of 200. */
const deliverAll = async (pool: Note[], batches: number[][], ahead = false) => {
  for (const batch of batches) {
    const answers = await Promise.all(batch.map((i) => deliver(h.t, pool[i % pool.length]!)));
    for (const answer of answers) expect(ahead ? [200, 503] : [200]).toContain(answer.statusCode);
  }
};

describe('notification sequences (property)', () => {
  it('never downgrade COMPLETED, never grant twice, never grant what the provider has not been paid', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('pay' as const, 'decline' as const),
        deliveries,
        deliveries,
        async (outcome, before, after) => {
          const o = await pendingOrder(h);
          // The buyer opens the checkout: the provider says PENDING, whatever the bodies say.
          await h.emulator.core.decide(o.providerOrderId, o.token, 'pending');
          const pool: Note[] = STATUSES.map((status) => forged(o, status));
          await deliverAll(pool, before, true);
          expect(await orderFootprint(h.t, o.order)).toMatchObject({
            status: 'PENDING',
            grants: 0,
            mails: 0,
          });

          await h.emulator.core.decide(o.providerOrderId, o.token, outcome);
          await expect.poll(() => notificationsOf(h, o.providerOrderId).length).toBeGreaterThanOrEqual(2);
          const genuine = notificationsOf(h, o.providerOrderId);
          pool.push(...genuine);
          await deliverAll(pool, after);
          const final = outcome === 'pay' ? 'COMPLETED' : 'CANCELED';
          const midway = await orderFootprint(h.t, o.order);
          expect(['PENDING', final]).toContain(midway.status);
          expect(midway.grants).toBeLessThanOrEqual(1);
          // The provider resends its final notification until it gets a 200: at least one copy arrives.
          expect((await deliver(h.t, genuine.at(-1)!)).statusCode).toBe(200);
          expect(await orderFootprint(h.t, o.order)).toMatchObject({
            status: final,
            history: [`PENDING->${final} provider`],
            grants: outcome === 'pay' ? 1 : 0,
            mails: outcome === 'pay' ? 1 : 0,
            mailJobs: 0,
          });
        },
      ),
      { numRuns: 25 },
    );
  }, 60_000);
});
