import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import type { ProviderOrderState } from '../../adapters/payments';
import { defineJob } from '../../jobs/queue';
import { inTransaction } from '../../db/transaction';
import { prepareConfirmationMail, type ConfirmationMailCtx } from './confirmation-mail';
import { applyOrderStatus, releaseHold } from './order-lifecycle';
import { orderJobsRepository } from './order-jobs.repository';
import { providerStateMatches } from './provider-check';
import { runClaimedBatches, type JobRunSummary } from './claimed-batches';
import type { OrderRow } from './orders.table';

/** An expired hold is looked at again (after a provider error, or while it waits for capture) after this. */
export const RELEASE_LEASE_MS = 5 * 60_000;
const ACTOR = 'job:release-holds';

type Ctx = ConfirmationMailCtx & Pick<AppContext, 'payments'>;

/**
 * Limited tickets (CONTEXT.md "Ticket"): an unpaid order holds its ticket only inside its
 * reservation window. After it, the provider is asked first, because the buyer may have paid at
 * the last second and the notification is late or lost:
 * - paid (COMPLETED): the order completes; it keeps its ticket (the lifecycle refunds it only when
 *   the event sold out meanwhile);
 * - WAITING_FOR_CONFIRMATION: the buyer's money is authorised; the hold stays until it settles;
 * - otherwise: cancelled at the provider (so it can no longer be paid), then the hold is released
 *   and the order CANCELED. A cancel the provider refuses (paid meanwhile) leaves the order for the
 *   next run, which finds it paid.
 * Safe with two instances: batches are claimed with SKIP LOCKED and a lease (claimed-batches.ts).
 */
export const releaseExpiredHolds = (
  ctx: Ctx,
  options: { log: FastifyBaseLogger; now?: Date },
): Promise<JobRunSummary> => {
  const now = options.now ?? new Date();
  return runClaimedBatches({
    claim: (limit) =>
      orderJobsRepository.claimExpiredHolds(ctx.db, { now, leaseMs: RELEASE_LEASE_MS, limit }),
    handle: (order) => releaseOne(ctx, order, options.log),
    log: options.log,
    what: 'hold release',
  });
};

const releaseOne = async (ctx: Ctx, order: OrderRow, log: FastifyBaseLogger): Promise<boolean> => {
  // An order the provider never accepted (create failed or never finished) has nothing to ask about.
  const state: ProviderOrderState | null = order.provider_order_id
    ? await ctx.payments.retrieve(order.provider_order_id)
    : null;
  if (state && !providerStateMatches(order, state, log, ACTOR)) return false;
  if (state?.status === 'COMPLETED') {
    const confirmation = await prepareConfirmationMail(ctx, order);
    const result = await inTransaction(ctx.db, (tx) =>
      applyOrderStatus(tx, order.id, {
        to: 'COMPLETED',
        cause: 'payment',
        actor: ACTOR,
        note: 'paid after its reservation window',
        confirmation,
      }),
    );
    return result.moved;
  }
  if (state?.status === 'WAITING_FOR_CONFIRMATION') {
    await inTransaction(ctx.db, (tx) =>
      applyOrderStatus(tx, order.id, {
        to: state.status,
        cause: 'payment',
        actor: ACTOR,
        note: 'awaiting capture',
      }),
    );
    return false;
  }
  if (state && state.status !== 'CANCELED') await ctx.payments.cancel(state.providerOrderId);
  return inTransaction(ctx.db, async (tx) => {
    const released = await releaseHold(tx, order.id, ACTOR);
    const result = await applyOrderStatus(tx, order.id, {
      to: 'CANCELED',
      cause: 'payment',
      actor: ACTOR,
      note: 'reservation window ended unpaid',
    });
    if (released || result.moved) log.info({ orderId: order.id, from: result.from }, 'expired hold released');
    return released || result.moved;
  });
};

/** Every minute (cron's finest step); pg-boss sends each occurrence once across instances. */
export const releaseHoldsJob = defineJob<null>({
  name: 'orders.release-holds',
  cron: '* * * * *',
  maxAttempts: 1,
  handler: async (_payload, job) => {
    const summary = await releaseExpiredHolds(job.ctx, { log: job.log });
    if (summary.processed > 0) job.log.info(summary, 'hold release run');
  },
});
