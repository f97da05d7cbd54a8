import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { defineJob } from '../../jobs/queue';
import { inTransaction } from '../../db/transaction';
import { prepareConfirmationMail, type ConfirmationMailCtx } from './confirmation-mail';
import { applyOrderStatus } from './order-lifecycle';
import { orderJobsRepository } from './order-jobs.repository';
import { providerStateMatches } from './provider-check';
import { runClaimedBatches, type JobRunSummary } from './claimed-batches';
import type { OrderRow } from './orders.table';

/** An order still unpaid this long after its creation is asked about (issue 8 §5). */
export const RECONCILE_AFTER_MS = 15 * 60_000;
/** An order asked about is not asked again (by either job) for this long; shorter than the cron period. */
export const RECONCILE_LEASE_MS = 4 * 60_000;
/**
 * The look-back for orders we cancelled while the provider could still take the money: Przelewy24
 * has no cancel call, so a payment begun inside its timeLimit (our reservation window) can settle
 * after our hold-release job cancelled the order. Its notification completes the order (or refunds
 * it, sold out); should that be lost (our error after `verify`: P24 stops resending once verified),
 * reconciliation asks about P24 orders cancelled on our side and created within this window. A
 * payment settling a day after its transaction was registered is not expected; after that a
 * person reads the P24 panel. PayU orders are cancelled at PayU before ours (hold release), so a
 * PayU payment cannot settle later and needs no look-back.
 */
export const LATE_PAYMENT_LOOKBACK_MS = 24 * 60 * 60_000;
/** A cancelled order asked about is not asked again for this long (≈ 48 questions a day at most). */
export const LATE_PAYMENT_LEASE_MS = 30 * 60_000;
/** Providers whose payments can settle for an order we cancelled (no cancel call). */
export const LATE_PAYMENT_PROVIDERS = ['przelewy24'] as const;
const ACTOR = 'job:reconcile';

type Ctx = ConfirmationMailCtx & Pick<AppContext, 'payments'>;

/**
 * Reconciliation (the webhook rules: never trust the notification alone): a notification can be lost (our outage past
 * PayU's retries, a P24 notification never sent), so orders still unpaid 15 minutes after their
 * creation are asked about with `retrieve`, and the provider's status goes through the status
 * machine like a notification's. Then, for Przelewy24 only, orders we cancelled within the
 * look-back are asked whether P24 took the money after all (LATE_PAYMENT_LOOKBACK_MS); only a
 * COMPLETED answer moves them (the lifecycle's late payment). Batches are claimed
 * (claimed-batches.ts); each order is moved in its own transaction.
 */
export const reconcileOrders = async (
  ctx: Ctx,
  options: { log: FastifyBaseLogger; now?: Date },
): Promise<JobRunSummary> => {
  const now = options.now ?? new Date();
  const unpaid = await runClaimedBatches({
    claim: (limit) =>
      orderJobsRepository.claimStale(ctx.db, {
        now,
        olderThan: new Date(now.getTime() - RECONCILE_AFTER_MS),
        leaseMs: RECONCILE_LEASE_MS,
        limit,
      }),
    handle: (order) => reconcileOne(ctx, order, options.log),
    log: options.log,
    what: 'reconciliation',
  });
  // Orders of the provider this instance talks to (its `retrieve` is the one to ask).
  const providers = LATE_PAYMENT_PROVIDERS.filter((name) => name === ctx.payments.name);
  const none: JobRunSummary = { processed: 0, moved: 0, failed: 0 };
  const cancelled =
    providers.length === 0
      ? none
      : await runClaimedBatches({
          claim: (limit) =>
            orderJobsRepository.claimCancelledSince(ctx.db, {
              now,
              since: new Date(now.getTime() - LATE_PAYMENT_LOOKBACK_MS),
              providers,
              leaseMs: LATE_PAYMENT_LEASE_MS,
              limit,
            }),
          // Only a payment the provider completed changes a cancelled order (the lifecycle's late payment).
          handle: (order) => reconcileOne(ctx, order, options.log, 'COMPLETED'),
          log: options.log,
          what: 'reconciliation of cancelled orders',
        });
  return {
    processed: unpaid.processed + cancelled.processed,
    moved: unpaid.moved + cancelled.moved,
    failed: unpaid.failed + cancelled.failed,
  };
};

const reconcileOne = async (
  ctx: Ctx,
  order: OrderRow,
  log: FastifyBaseLogger,
  only?: 'COMPLETED',
): Promise<boolean> => {
  const state = await ctx.payments.retrieve(order.provider_order_id!);
  if (only && state.status !== only) return false;
  if (!providerStateMatches(order, state, log, ACTOR)) return false;
  const confirmation = state.status === 'COMPLETED' ? await prepareConfirmationMail(ctx, order) : undefined;
  const result = await inTransaction(ctx.db, (tx) =>
    applyOrderStatus(tx, order.id, {
      to: state.status,
      cause: 'payment',
      actor: ACTOR,
      note: `provider says ${state.providerStatus}`,
      ...(confirmation ? { confirmation } : {}),
    }),
  );
  if (result.moved)
    log.info(
      { orderId: order.id, from: result.from, to: result.order.status },
      'reconciliation moved an order',
    );
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
