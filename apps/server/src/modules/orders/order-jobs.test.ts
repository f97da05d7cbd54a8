import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  orderFootprint,
  pendingOrder,
  startPaymentsHarness,
  type PaymentsHarness,
} from '../../../test/payment-fixtures';
import { ticketCount } from '../../../test/order-factories';
import { createEvent } from '../../../test/catalog-fixtures';
import { createUser, signIn } from '../../../test/factories';
import { Role } from '@scena/shared';
import { ticketStockRepository } from '../tickets';
import { orders } from './orders.table';
import { reconcileOrders } from './reconcile.job';
import { releaseExpiredHolds } from './release-holds.job';

/**
 * The payment jobs against the loopback PayU emulator: reconciliation of orders whose
 * notification never came, and the release of expired ticket holds (provider asked first).
 * The emulator's notifications go to a receiver the app never hears from: the job is the only way
 * the order can learn what happened.
 */
let h: PaymentsHarness;
beforeAll(async () => {
  h = await startPaymentsHarness();
});
afterAll(() => h.close());

const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE);
const log = () => h.t.app.log;
/** An order made 20 minutes ago (its notification lost), optionally an event ticket whose hold ended. */
const oldOrder = (options: { product?: 'event' | 'video'; holdEnded?: boolean } = {}) =>
  pendingOrder(h, {
    product: options.product,
    values: {
      created_at: ago(20),
      updated_at: ago(20),
      hold_until: options.holdEnded ? ago(5) : new Date(Date.now() + 10 * MINUTE),
    },
  });
const cancelCalls = (providerOrderId: string) =>
  h.emulator.requests.filter((r) => r.method === 'DELETE' && r.path === `/api/v2_1/orders/${providerOrderId}`)
    .length;
const providerStatus = (providerOrderId: string) => h.emulator.orders.get(providerOrderId)?.status;

describe('reconciliation job', () => {
  it('completes a PENDING order the provider says is paid, leaves a young one, and carries on past a provider error', async () => {
    const paid = await oldOrder();
    await h.emulator.core.decide(paid.providerOrderId, paid.token, 'pay');
    const declined = await oldOrder();
    await h.emulator.core.decide(declined.providerOrderId, declined.token, 'decline');
    const unknownAtProvider = await oldOrder();
    await h.t.ctx.db
      .update(orders)
      .set({ provider_order_id: 'GONE00000000000GUEST000P01' })
      .where(eq(orders.id, unknownAtProvider.order.id));
    const young = await pendingOrder(h);
    await h.emulator.core.decide(young.providerOrderId, young.token, 'pay');

    const summary = await reconcileOrders(h.t.ctx, { log: log() });
    expect(summary.failed).toBeGreaterThanOrEqual(1);
    expect(await orderFootprint(h.t, paid.order)).toMatchObject({
      status: 'COMPLETED',
      history: ['PENDING->COMPLETED job:reconcile'],
      grants: 1,
    });
    expect(await orderFootprint(h.t, declined.order)).toMatchObject({
      status: 'CANCELED',
      history: ['PENDING->CANCELED job:reconcile'],
      grants: 0,
    });
    expect(await orderFootprint(h.t, unknownAtProvider.order)).toMatchObject({
      status: 'PENDING',
      history: [],
    });
    expect(await orderFootprint(h.t, young.order)).toMatchObject({
      status: 'PENDING',
      history: [],
      grants: 0,
    });

    // A second run at once finds nothing new: the orders just asked about are leased.
    const again = await reconcileOrders(h.t.ctx, { log: log() });
    expect(again.processed).toBe(0);
    // Later (the lease passed, the young order is old now) the young one is reconciled; nothing is granted twice.
    await reconcileOrders(h.t.ctx, { log: log(), now: new Date(Date.now() + 20 * MINUTE) });
    expect(await orderFootprint(h.t, young.order)).toMatchObject({ status: 'COMPLETED', grants: 1 });
    expect(await orderFootprint(h.t, paid.order)).toMatchObject({
      status: 'COMPLETED',
      history: ['PENDING->COMPLETED job:reconcile'],
      grants: 1,
    });
  });

  it('leaves an order whose provider amount differs from ours unpaid', async () => {
    const o = await pendingOrder(h, {
      amount: 8000,
      providerAmount: 7999,
      values: { created_at: ago(20), updated_at: ago(20) },
    });
    await h.emulator.core.decide(o.providerOrderId, o.token, 'pay');
    await reconcileOrders(h.t.ctx, { log: log() });
    expect(await orderFootprint(h.t, o.order)).toMatchObject({ status: 'PENDING', history: [], grants: 0 });
  });
});

describe('hold release job', () => {
  it('asks the provider, cancels the unpaid order there, releases the hold and cancels ours', async () => {
    const o = await oldOrder({ product: 'event', holdEnded: true });
    await releaseExpiredHolds(h.t.ctx, { log: log() });
    expect(cancelCalls(o.providerOrderId)).toBe(1);
    expect(providerStatus(o.providerOrderId)).toBe('CANCELED');
    expect(await orderFootprint(h.t, o.order)).toMatchObject({
      status: 'CANCELED',
      holdsTicket: false,
      history: ['PENDING->CANCELED job:release-holds'],
      grants: 0,
    });
  });

  it('gives the ticket of a limited event back', async () => {
    const adminToken = await signIn(h.t.ctx, await createUser(h.t.ctx, { role: Role.ADMIN }));
    const limited = await createEvent(h.t, adminToken, h.video.id, { available_tickets: 1, title: 'Dziady' });
    expect(await ticketStockRepository.take(h.t.ctx.db, limited.id)).toBe('taken');
    const o = await pendingOrder(h, {
      product: 'event',
      values: { event_id: limited.id, created_at: ago(20), updated_at: ago(20), hold_until: ago(5) },
    });
    expect(await ticketCount(h.t.ctx, limited.id)).toEqual({ limit: 1, held: 1 });
    await releaseExpiredHolds(h.t.ctx, { log: log() });
    expect(await orderFootprint(h.t, o.order)).toMatchObject({ status: 'CANCELED', holdsTicket: false });
    expect(await ticketCount(h.t.ctx, limited.id)).toEqual({ limit: 1, held: 0 });
  });

  it('keeps the ticket of an expired hold whose payment completed (the notification was lost)', async () => {
    const o = await oldOrder({ product: 'event', holdEnded: true });
    await h.emulator.core.decide(o.providerOrderId, o.token, 'pay');
    await releaseExpiredHolds(h.t.ctx, { log: log() });
    expect(cancelCalls(o.providerOrderId)).toBe(0);
    expect(await orderFootprint(h.t, o.order)).toMatchObject({
      status: 'COMPLETED',
      holdsTicket: true,
      history: ['PENDING->COMPLETED job:release-holds'],
      grants: 1,
    });
  });

  it('does not touch a hold still inside its window', async () => {
    const o = await oldOrder({ product: 'event', holdEnded: false });
    await releaseExpiredHolds(h.t.ctx, { log: log() });
    expect(cancelCalls(o.providerOrderId)).toBe(0);
    expect(await orderFootprint(h.t, o.order)).toMatchObject({
      status: 'PENDING',
      holdsTicket: true,
      history: [],
    });
  });

  it('two runs at once (two instances) process each expired order once', async () => {
    const expired = await Promise.all(
      Array.from({ length: 6 }, () => oldOrder({ product: 'event', holdEnded: true })),
    );
    const [a, b] = await Promise.all([
      releaseExpiredHolds(h.t.ctx, { log: log() }),
      releaseExpiredHolds(h.t.ctx, { log: log() }),
    ]);
    expect(a.processed + b.processed).toBe(expired.length);
    for (const o of expired) {
      expect(cancelCalls(o.providerOrderId)).toBe(1);
      expect(await orderFootprint(h.t, o.order)).toMatchObject({
        status: 'CANCELED',
        holdsTicket: false,
        history: ['PENDING->CANCELED job:release-holds'],
      });
    }
  });
});
