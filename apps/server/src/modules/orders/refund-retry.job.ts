import type { FastifyBaseLogger } from 'fastify';
import { PaymentProviderError } from '../../adapters/payments';
import type { AppContext } from '../../context';
import { defineJob } from '../../jobs/queue';
import { atProvider } from './admin-order-actions';
import { runClaimedBatches, type JobRunSummary } from './claimed-batches';
import { ordersRepository } from './orders.repository';
import type { orderRefunds } from './orders.table';
import { dropRefusedRefund, recordRefundAnswer, type RefundActor } from './refund-answer';
import { refundsRepository } from './refunds.repository';

type RefundRow = typeof orderRefunds.$inferSelect;

/**
 * A refund still `requested` this long after the panel wrote it is asked about again: the panel's
 * own call has long finished (answered, or 503 to the administrator), so the job never races a
 * click still waiting for the provider.
 */
export const REFUND_RETRY_AFTER_MS = 5 * 60_000;
/** A refund asked about is not asked again for this long; shorter than the cron period, as reconciliation's. */
export const REFUND_RETRY_LEASE_MS = 4 * 60_000;
/**
 * After this long without the provider's answer (≈ 288 runs) the job stops asking and alerts: a
 * provider down for a day is a person's matter (its panel, the buyer). The row stays `requested`
 * (the money may be on its way), and the panel's repeat of the same refund still asks again.
 */
export const REFUND_GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
const BY: RefundActor = { actor: 'job:refund-retry' };

type Ctx = Pick<AppContext, 'db' | 'payments'>;

/**
 * The background retry of refunds from the panel that the provider never answered (CONTEXT.md
 * "Jobs"): the same call with the same refund id (`<extOrderId>-A<key>`), which the provider
 * treats as the same refund (PayU answers the refund already made; P24's adapter finds it in P24's
 * list), so a refund that did reach the provider is recorded, never made twice. The answer is
 * recorded as the panel records it (refund-answer.ts); a refusal drops the request as the panel
 * does; an outage leaves it for the next run, until the give-up bound.
 */
export const retryRequestedRefunds = async (
  ctx: Ctx,
  options: { log: FastifyBaseLogger; now?: Date },
): Promise<JobRunSummary> => {
  const now = options.now ?? new Date();
  return runClaimedBatches({
    claim: (limit) =>
      refundsRepository.claimUnanswered(ctx.db, {
        now,
        askedBefore: new Date(now.getTime() - REFUND_RETRY_AFTER_MS),
        leaseMs: REFUND_RETRY_LEASE_MS,
        giveUpAfterMs: REFUND_GIVE_UP_AFTER_MS,
        limit,
      }),
    handle: (row) => retryOne(ctx, row, now, options.log),
    log: options.log,
    what: 'refund retry',
  });
};

const retryOne = async (ctx: Ctx, row: RefundRow, now: Date, log: FastifyBaseLogger): Promise<boolean> => {
  const order = (await ordersRepository.findById(ctx.db, row.order_id))!;
  const alert = (reason: string) =>
    log.error(
      { alert: 'refund_unanswered', orderId: order.id, extRefundId: row.ext_refund_id, amount: row.amount },
      `refund retry: ${reason}; a person checks the provider's panel`,
    );
  if (now.getTime() - row.created_at.getTime() >= REFUND_GIVE_UP_AFTER_MS) {
    // The claim stamped the row past the bound: it is never claimed again, so this alerts once.
    alert(`no answer after ${REFUND_GIVE_UP_AFTER_MS / 3_600_000} h, not asked again`);
    await ordersRepository.addHistory(ctx.db, {
      order_id: order.id,
      from_status: order.status,
      to_status: order.status,
      actor: BY.actor,
      note: `refund ${row.ext_refund_id} of ${row.amount} grosze: no answer from the provider, retries stopped`,
    });
    return false;
  }
  // Another provider configured now cannot be asked about this order's refund.
  if (!atProvider(ctx, order)) {
    alert(`the order went through ${order.provider}, not the configured ${ctx.payments.name}`);
    return false;
  }
  let refund;
  try {
    refund = await ctx.payments.refund(order.provider_order_id, {
      extRefundId: row.ext_refund_id,
      amount: row.amount,
      description: `Zwrot – ${order.title}`.slice(0, 100),
    });
  } catch (error) {
    // Still unreachable: thrown, counted and logged by the loop; the lease brings it back next run.
    if (!(error instanceof PaymentProviderError) || error.details.retryable) throw error;
    if (await dropRefusedRefund(ctx.db, row, error, BY))
      log.error(
        { alert: 'refund_refused', orderId: order.id, extRefundId: row.ext_refund_id, error: error.message },
        'refund retry: the provider refused the refund; the request is dropped',
      );
    return false;
  }
  await recordRefundAnswer(ctx.db, row, refund, BY);
  log.info(
    { orderId: order.id, extRefundId: row.ext_refund_id, status: refund.status },
    'refund retry answered',
  );
  return true;
};

/** Every 5 minutes; pg-boss sends each occurrence once across instances, the claim does the rest. */
export const refundRetryJob = defineJob<null>({
  name: 'orders.refund-retry',
  cron: '*/5 * * * *',
  // The next occurrence is the retry.
  maxAttempts: 1,
  handler: async (_payload, job) => {
    const summary = await retryRequestedRefunds(job.ctx, { log: job.log });
    if (summary.processed > 0) job.log.info(summary, 'refund retry run');
  },
});
