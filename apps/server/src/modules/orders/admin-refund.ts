import { AppError, fromGrosze, type PaymentStatus } from '@scena/shared';
import type { ProductType } from '@scena/shared/orders/status';
import { PaymentProviderError } from '../../adapters/payments';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { atProvider, orderOfKind, type AdminActor } from './admin-order-actions';
import { isPaid } from './order-status';
import { dropRefusedRefund, recordRefundAnswer } from './refund-answer';
import { ordersRepository } from './orders.repository';
import type { OrderRow, orderRefunds } from './orders.table';
import { refundsRepository } from './refunds.repository';

type RefundRow = typeof orderRefunds.$inferSelect;

/** Grosze still refundable: the amount less every refund not cancelled (returned, on its way, asked). */
export const refundableOf = (order: Pick<OrderRow, 'amount'>, rows: readonly RefundRow[]): number =>
  order.amount - rows.filter((r) => r.status !== 'CANCELED').reduce((sum, r) => sum + r.amount, 0);

/** Our refund id for a panel refund: the order's number and the panel's key, so the same click asks once. */
export const panelRefundId = (extOrderId: string, key: string): string => `${extOrderId}-A${key}`;

/**
 * A refund from the panel (CONTEXT.md "Refunds from the panel"), full (amount left out: what is
 * left) or partial. Three steps, never an HTTP call inside a transaction (rule 14):
 * 1. under the order's row lock: checks (paid, through our provider, within what is left) and a
 *    `requested` row under our refund id — the lock serialises two panels refunding at once;
 * 2. the provider's refund call, idempotent on that id (PayU answers the same refund again, P24's
 *    adapter finds it in P24's list), so a repeated key never refunds twice;
 * 3. the answer recorded and the order moved by the sum of its refunds through the lifecycle
 *    (REFUNDED removes the access and gives the ticket back only when the money is all back).
 * A repeated key answers the recorded refund; one left `requested` (the provider unreachable) is
 * asked again, by a repeated click or by the retry job (refund-retry.job.ts). A refusal by the provider removes the request and says why.
 */
export const refundOrder = async (
  ctx: AppContext,
  /** Any product type: a gift or group order's refund voids its unused codes (the lifecycle's effects). */
  kind: ProductType,
  extOrderId: string,
  input: { amount?: number; key: string },
  admin: AdminActor,
): Promise<{ order: OrderRow; refunds: RefundRow[] }> => {
  const found = orderOfKind(await ordersRepository.findByExtOrderId(ctx.db, extOrderId), kind);
  const extRefundId = panelRefundId(found.ext_order_id, input.key);

  const request = await inTransaction(ctx.db, async (tx) => {
    const order = (await ordersRepository.lockById(tx, found.id))!;
    const rows = await refundsRepository.refundsOf(tx, order.id);
    const mine = rows.find((row) => row.ext_refund_id === extRefundId);
    if (mine) return { order, row: mine };
    if (!atProvider(ctx, order)) throw new AppError('CONFLICT', 'payments.error.no_provider');
    if (!isPaid(order.status as PaymentStatus))
      throw new AppError('CONFLICT', 'payments.error.not_refundable', { params: { status: order.status } });
    const left = refundableOf(order, rows);
    if (left <= 0) throw new AppError('CONFLICT', 'payments.error.nothing_to_refund');
    const amount = input.amount === undefined ? left : Math.round(input.amount * 100);
    if (amount > left)
      throw new AppError('BAD_REQUEST', 'payments.error.refund_too_much', {
        params: { max: fromGrosze(left).toFixed(2).replace('.', ',') },
        formError: { amount: 'payments.error.refund_too_much' },
      });
    const row = {
      order_id: order.id,
      ext_refund_id: extRefundId,
      amount,
      status: 'requested',
      reason: 'admin',
    };
    await refundsRepository.recordRefund(tx, row);
    const [written] = (await refundsRepository.refundsOf(tx, order.id)).filter(
      (r) => r.ext_refund_id === extRefundId,
    );
    return { order, row: written! };
  });
  if (request.row.status !== 'requested') return answer(ctx, found.id);

  const order = request.order as OrderRow & { provider_order_id: string };
  const by = { actor: 'admin', actorUserId: admin.id };
  let refund;
  try {
    refund = await ctx.payments.refund(order.provider_order_id, {
      extRefundId,
      amount: request.row.amount,
      description: `Zwrot – ${order.title}`.slice(0, 100),
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    // Unreachable: the request stays; the same key asks again (the provider is idempotent on it),
    // and so does the retry job (refund-retry.job.ts) if nobody repeats the click.
    if (error.details.retryable) throw new AppError('UNAVAILABLE', 'orders.error.provider_unavailable');
    await dropRefusedRefund(ctx.db, request.row, error, by);
    throw new AppError('CONFLICT', 'payments.error.refund_refused', { params: { reason: error.message } });
  }

  await recordRefundAnswer(ctx.db, request.row, refund, by);
  return answer(ctx, found.id);
};

const answer = async (ctx: AppContext, orderId: number) => ({
  order: (await ordersRepository.findById(ctx.db, orderId))!,
  refunds: await refundsRepository.refundsOf(ctx.db, orderId),
});

/** An order's refunds for the panel's dialog. */
export const refundsOfOrder = async (ctx: AppContext, kind: ProductType, extOrderId: string) => {
  const order = orderOfKind(await ordersRepository.findByExtOrderId(ctx.db, extOrderId), kind);
  return { order, refunds: await refundsRepository.refundsOf(ctx.db, order.id) };
};
