import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { defineJob } from '../../jobs/queue';
import { inTransaction } from '../../db/transaction';
import { prepareConfirmationMail, type ConfirmationMailCtx } from './confirmation-mail';
import { applyOrderStatus } from './order-lifecycle';
import { orderJobsRepository } from './order-jobs.repository';
import { errorMessage, providerStateMatches } from './provider-check';
import type { OrderRow } from './orders.table';

/** An order still unpaid this long after its creation is asked about (issue 8 §5). */
export const RECONCILE_AFTER_MS = 15 * 60_000;
/** An order asked about is not asked again (by either job) for this long; shorter than the cron period. */
export const RECONCILE_LEASE_MS = 4 * 60_000;
const BATCH = 50;
const ACTOR = 'job:reconcile';

export interface JobRunSummary {
  processed: number;
  moved: number;
  failed: number;
}

type Ctx = ConfirmationMailCtx & Pick<AppContext, 'payments'>;

/**
 * Reconciliation (security-and-performance.md A3 §6): a notification can be lost (our outage past
 * PayU's retries, a P24 notification never sent), so orders still unpaid 15 minutes after their
 * creation are asked about with `retrieve`, and the provider's status goes through the status
 * machine like a notification's. Batches are claimed (order-jobs.repository.ts), each order is
 * moved in its own transaction, and one order's provider error does not stop the rest.
 */
export const reconcileOrders = async (ctx: Ctx, options: { log: FastifyBaseLogger; now?: Date }): Promise<JobRunSummary> => {
  const now = options.now ?? new Date();
  const summary: JobRunSummary = { processed: 0, moved: 0, failed: 0 };
  for (;;) {
    const batch = await orderJobsRepository.claimStale(ctx.db, { now, olderThan: new Date(now.getTime() - RECONCILE_AFTER_MS), leaseMs: RECONCILE_LEASE_MS, limit: BATCH });
    for (const order of batch) {
      summary.processed += 1;
      try {
        if (await reconcileOne(ctx, order, options.log)) summary.moved += 1;
      } catch (error) {
        summary.failed += 1;
        options.log.warn({ orderId: order.id, error: errorMessage(error) }, 'reconciliation: provider call failed, next run retries');
      }
    }
    // Claimed orders are stamped, so the next claim only finds orders not seen yet.
    if (batch.length < BATCH) return summary;
  }
};

const reconcileOne = async (ctx: Ctx, order: OrderRow, log: FastifyBaseLogger): Promise<boolean> => {
  const state = await ctx.payments.retrieve(order.provider_order_id!);
  if (!providerStateMatches(order, state, log, ACTOR)) return false;
  const confirmation = state.status === 'COMPLETED' ? await prepareConfirmationMail(ctx, order) : undefined;
  const result = await inTransaction(ctx.db, (tx) =>
    applyOrderStatus(tx, order.id, { to: state.status, cause: 'payment', actor: ACTOR, note: `provider says ${state.providerStatus}`, ...(confirmation ? { confirmation } : {}) }),
  );
  if (result.moved) log.info({ orderId: order.id, from: result.from, to: result.order.status }, 'reconciliation moved an order');
  return result.moved;
};

/** Every 5 minutes; pg-boss sends each occurrence once across instances. */
export const reconcileOrdersJob = defineJob<null>({
  name: 'orders.reconcile',
  cron: '*/5 * * * *',
  // The next occurrence is the retry.
  maxAttempts: 1,
  handler: async (_payload, job) => {
    const summary = await reconcileOrders(job.ctx, { log: job.log });
    if (summary.processed > 0) job.log.info(summary, 'reconciliation run');
  },
});
