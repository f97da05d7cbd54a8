import type { PaymentProviderError, ProviderRefund } from '../../adapters/payments';
import type { DbOrTx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { applyOrderStatus } from './order-lifecycle';
import { refundTotals, statusAfterRefunds } from './order-refunds';
import { ordersRepository } from './orders.repository';
import type { orderRefunds } from './orders.table';
import { refundsRepository } from './refunds.repository';

type RefundRow = typeof orderRefunds.$inferSelect;

/** Who asked the provider: the administrator in the panel, or the retry job. Written into the history. */
export interface RefundActor {
  actor: string;
  actorUserId?: number;
}

/**
 * The provider's answer to a refund we wrote `requested` (panel refunds, CONTEXT.md "Refunds from
 * the panel"), in one transaction under the order's row lock: the answer recorded (`recordAnswer`
 * never moves back a row a notification already moved), then the order moved by the sum of its
 * refunds through the lifecycle; a change that moves no status leaves a history note with the sums.
 * Shared by the panel and the retry job, so an answer is recorded the same way whoever asked.
 */
export const recordRefundAnswer = (
  db: DbOrTx,
  request: Pick<RefundRow, 'id' | 'order_id' | 'ext_refund_id' | 'amount'>,
  refund: ProviderRefund,
  by: RefundActor,
): Promise<void> =>
  inTransaction(db, async (tx) => {
    const locked = (await ordersRepository.lockById(tx, request.order_id))!;
    await refundsRepository.recordAnswer(tx, request.id, refund);
    const rows = await refundsRepository.refundsOf(tx, locked.id);
    const result = await applyOrderStatus(tx, locked.id, {
      to: statusAfterRefunds(locked.amount, rows),
      cause: 'refund',
      actor: by.actor,
      ...(by.actorUserId !== undefined ? { actorUserId: by.actorUserId } : {}),
      note: `refund ${request.ext_refund_id} (${refund.status})`,
    });
    if (!result.moved) {
      const { refunded, pending } = refundTotals(rows);
      await ordersRepository.addHistory(tx, {
        order_id: locked.id,
        from_status: locked.status,
        to_status: locked.status,
        actor: by.actor,
        actor_user_id: by.actorUserId ?? null,
        note: `refund ${request.ext_refund_id} ${refund.status}: ${request.amount} of ${locked.amount} grosze (returned ${refunded}, on its way ${pending})`,
      });
    }
  });

/**
 * A request the provider refused outright (not an outage): nothing is on its way, so the row goes
 * and the order's history says why. Returns whether the row was still there to drop.
 */
export const dropRefusedRefund = (
  db: DbOrTx,
  request: Pick<RefundRow, 'id' | 'order_id' | 'ext_refund_id' | 'amount'>,
  error: PaymentProviderError,
  by: RefundActor,
): Promise<boolean> =>
  inTransaction(db, async (tx) => {
    const order = (await ordersRepository.lockById(tx, request.order_id))!;
    const dropped = await refundsRepository.dropRequested(tx, request.id);
    if (dropped)
      await ordersRepository.addHistory(tx, {
        order_id: order.id,
        from_status: order.status,
        to_status: order.status,
        actor: by.actor,
        actor_user_id: by.actorUserId ?? null,
        note: `refund ${request.ext_refund_id} of ${request.amount} grosze refused: ${error.message}`.slice(
          0,
          1000,
        ),
      });
    return dropped;
  });
