import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { orderFootprint } from '../../../test/payment-fixtures';
import { useRefundApp } from '../../../test/refund-app';
import { ordersRepository } from './orders.repository';
import { refundsRepository } from './refunds.repository';
import { REFUND_GIVE_UP_AFTER_MS, retryRequestedRefunds } from './refund-retry.job';

/**
 * The background retry of panel refunds the provider never answered, against the loopback PayU:
 * PayU down when the administrator clicked (503, the request left `requested`), then up again; an
 * answer lost after PayU took the refund; a refusal; two instances at once; the give-up bound.
 * Every case counts the refunds PayU made: never two for one request.
 */
const h = useRefundApp();

const MINUTE = 60_000;
const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE);
const log = { info: vi.fn(), debug: vi.fn(), warn: vi.fn(), error: vi.fn() };
const run = (minutes: number) =>
  retryRequestedRefunds(h.t.ctx, { log: log as unknown as FastifyBaseLogger, now: later(minutes) });
beforeEach(() => vi.clearAllMocks());

const rowsOf = (orderId: number) => refundsRepository.refundsOf(h.t.ctx.db, orderId);

describe('refund retry job (PayU)', () => {
  it('PayU unreachable at the click, then reachable: the job makes the refund once, the panel and notifications agree', async () => {
    const o = await h.paid();
    h.emulator.setUnreachable(true);
    const click = await h.refund(o.order.ext_order_id, { key: 'DOWN000001' });
    expect(click.statusCode).toBe(503);
    expect(await rowsOf(o.order.id)).toMatchObject([{ status: 'requested', amount: 8000 }]);

    expect((await run(0)).processed).toBe(0); // too young: the click may still be waiting
    const down = await run(6);
    expect(down).toMatchObject({ processed: 1, moved: 0, failed: 1 });
    expect(h.refundsAtPayu(o.providerOrderId)).toHaveLength(0);
    h.emulator.setUnreachable(false);
    expect((await run(6)).processed).toBe(0); // leased by the run that just failed
    expect(await run(11)).toMatchObject({ processed: 1, moved: 1, failed: 0 });
    expect(h.refundsAtPayu(o.providerOrderId)).toHaveLength(1);
    expect(await rowsOf(o.order.id)).toMatchObject([{ status: 'PENDING', amount: 8000 }]);
    expect(await orderFootprint(h.t, o.order)).toMatchObject({
      status: 'WAITING_FOR_REFUND',
      history: ['PENDING->COMPLETED provider', 'COMPLETED->WAITING_FOR_REFUND job:refund-retry'],
      grants: 1,
    });
    expect((await run(30)).processed).toBe(0); // answered: nothing left to ask

    // The administrator repeats the click later: the same refund, PayU makes nothing new.
    const again = await h.refund(o.order.ext_order_id, { key: 'DOWN000001' });
    expect(again.statusCode).toBe(200);
    expect(again.json().refunds).toHaveLength(1);
    expect(h.refundsAtPayu(o.providerOrderId)).toHaveLength(1);
    // PayU's notifications find the same row: REFUNDED, access removed, one refund listed.
    await h.deliverNext(o.providerOrderId, 3);
    await h.emulator.core.settleRefund(
      o.providerOrderId,
      h.refundsAtPayu(o.providerOrderId)[0]!.refundId,
      'FINALIZED',
    );
    await h.deliverNext(o.providerOrderId, 4);
    expect(await orderFootprint(h.t, o.order)).toMatchObject({ status: 'REFUNDED', grants: 0 });
    expect(await rowsOf(o.order.id)).toMatchObject([{ status: 'FINALIZED', amount: 8000 }]);
  });

  it('an answer lost after PayU took a partial refund: two instances at once record it once, nothing refunded twice', async () => {
    const o = await h.paid();
    h.emulator.dropNextRefundAnswer('after');
    expect((await h.refund(o.order.ext_order_id, { amount: 30, key: 'LOST000001' })).statusCode).toBe(503);
    expect(h.refundsAtPayu(o.providerOrderId)).toHaveLength(1);

    const [a, b] = await Promise.all([run(6), run(6)]);
    expect(a.processed + b.processed).toBe(1);
    expect(a.moved + b.moved).toBe(1);
    expect(h.refundsAtPayu(o.providerOrderId)).toHaveLength(1);
    const [row] = await rowsOf(o.order.id);
    expect(row).toMatchObject({ status: 'PENDING', amount: 3000 });
    expect(row!.provider_refund_id).toBe(h.refundsAtPayu(o.providerOrderId)[0]!.refundId);
    // A partial refund keeps the order and its access; the history notes the sums.
    expect(await orderFootprint(h.t, o.order)).toMatchObject({ status: 'COMPLETED', grants: 1 });
    const notes = (await ordersRepository.history(h.t.ctx.db, o.order.id)).map(
      (r) => `${r.actor}: ${r.note}`,
    );
    expect(notes).toContain(
      `job:refund-retry: refund ${o.order.ext_order_id}-ALOST000001 PENDING: 3000 of 8000 grosze (returned 0, on its way 3000)`,
    );
  });

  it('a refund PayU refuses on retry (a refund made in its own panel meanwhile) is dropped, noted and alerted', async () => {
    const o = await h.paid();
    h.emulator.setUnreachable(true);
    expect((await h.refund(o.order.ext_order_id, { amount: 30, key: 'REFUSE0001' })).statusCode).toBe(503);
    h.emulator.setUnreachable(false);
    await h.payu.refund(o.providerOrderId, {
      extRefundId: 'panel-1',
      amount: 6000,
      description: 'Zwrot w panelu',
    });

    expect(await run(6)).toMatchObject({ processed: 1, moved: 0, failed: 0 });
    expect(await rowsOf(o.order.id)).toEqual([]);
    expect(h.refundsAtPayu(o.providerOrderId)).toHaveLength(1); // only the panel's own
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ alert: 'refund_refused', orderId: o.order.id }),
      expect.any(String),
    );
    const notes = (await ordersRepository.history(h.t.ctx.db, o.order.id)).map((r) => r.note ?? '');
    expect(
      notes.some((n) => n.startsWith(`refund ${o.order.ext_order_id}-AREFUSE0001 of 3000 grosze refused:`)),
    ).toBe(true);
    expect(await orderFootprint(h.t, o.order)).toMatchObject({ status: 'COMPLETED', grants: 1 });
  });

  it('gives up after the bound: one alert and one history note, never asked again', async () => {
    const o = await h.paid();
    h.emulator.setUnreachable(true);
    expect((await h.refund(o.order.ext_order_id, { key: 'GIVEUP0001' })).statusCode).toBe(503);
    const refundCalls = () =>
      h.emulator.requests.filter((r) => r.path.endsWith(`${o.providerOrderId}/refunds`)).length;
    const calls = refundCalls();
    expect((await run(6)).failed).toBe(1);
    expect(refundCalls()).toBe(calls + 1);

    const pastBound = REFUND_GIVE_UP_AFTER_MS / MINUTE + 1;
    expect(await run(pastBound)).toMatchObject({ processed: 1, moved: 0, failed: 0 });
    expect(refundCalls()).toBe(calls + 1); // not asked
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ alert: 'refund_unanswered', orderId: o.order.id, amount: 8000 }),
      expect.stringContaining('not asked again'),
    );
    expect((await run(pastBound + 10)).processed).toBe(0);
    expect((await run(pastBound + 24 * 60)).processed).toBe(0);
    expect(log.error).toHaveBeenCalledTimes(1);
    const notes = (await ordersRepository.history(h.t.ctx.db, o.order.id)).filter(
      (r) => r.actor === 'job:refund-retry',
    );
    expect(notes.map((r) => r.note)).toEqual([
      `refund ${o.order.ext_order_id}-AGIVEUP0001 of 8000 grosze: no answer from the provider, retries stopped`,
    ]);
    // The request stays (the money may be on its way; it still counts against what may be refunded);
    // nothing was confirmed, so the order and its access are as they were.
    expect(await rowsOf(o.order.id)).toMatchObject([{ status: 'requested' }]);
    expect(await orderFootprint(h.t, o.order)).toMatchObject({ status: 'COMPLETED', grants: 1 });
    h.emulator.setUnreachable(false);
  });
});
