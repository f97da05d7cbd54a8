import type { PaymentStatus } from '@scena/shared';
import type { RefundStatus } from '../../adapters/payments';
import type { Tx } from '../../db/client';
import { applyOrderStatus } from './order-lifecycle';
import { ordersRepository } from './orders.repository';
import { refundsRepository } from './refunds.repository';
import { paymentNotificationsRepository } from './payment-notifications.repository';
import type { orderRefunds } from './orders.table';

type RefundRow = Pick<typeof orderRefunds.$inferSelect, 'amount' | 'status'>;

/** Grosze returned (FINALIZED) and on their way (PENDING, or requested and not answered yet). */
export const refundTotals = (rows: readonly RefundRow[]) => ({
  refunded: rows.filter((r) => r.status === 'FINALIZED').reduce((sum, r) => sum + r.amount, 0),
  pending: rows
    .filter((r) => r.status === 'PENDING' || r.status === 'requested')
    .reduce((sum, r) => sum + r.amount, 0),
});

/**
 * What a paid order's status is, given its refunds (CONTEXT.md "Refunds"): REFUNDED only when the
 * refunds returned reach the order's amount; WAITING_FOR_REFUND while the refunds returned and on
 * their way reach it; otherwise COMPLETED — a partial refund is recorded and keeps the access.
 */
export const statusAfterRefunds = (orderAmount: number, rows: readonly RefundRow[]): PaymentStatus => {
  const { refunded, pending } = refundTotals(rows);
  if (refunded >= orderAmount) return 'REFUNDED';
  if (refunded + pending >= orderAmount) return 'WAITING_FOR_REFUND';
  return 'COMPLETED';
};

/**
 * A refund the provider reports (notification, after `confirm`), inside the notification's
 * transaction: the refund row is recorded or moved, then the order goes where its refunds put it
 * (statusAfterRefunds) through the lifecycle, which removes the access only on REFUNDED. A change
 * that moves no status (a partial refund) leaves a history note with the sums. Returns whether
 * anything changed.
 */
export const applyRefundReport = async (
  tx: Tx,
  orderId: number,
  report: {
    provider: string;
    refund: { refundId: string; status: RefundStatus; amount: number; extRefundId?: string };
    actor: string;
    note: string;
  },
): Promise<boolean> => {
  const order = await ordersRepository.lockById(tx, orderId);
  if (!order) throw new Error(`order ${orderId} does not exist`);
  const changed = await paymentNotificationsRepository.recordProviderRefund(
    tx,
    order,
    report.provider,
    report.refund,
  );
  const rows = await refundsRepository.refundsOf(tx, order.id);
  const result = await applyOrderStatus(tx, order.id, {
    to: statusAfterRefunds(order.amount, rows),
    cause: 'refund',
    actor: report.actor,
    note: report.note,
  });
  if (changed && !result.moved) {
    const { refunded, pending } = refundTotals(rows);
    const { refundId, status, amount } = report.refund;
    await ordersRepository.addHistory(tx, {
      order_id: order.id,
      from_status: order.status,
      to_status: order.status,
      actor: report.actor,
      note: `refund ${refundId} ${status}: ${amount} of ${order.amount} grosze (returned ${refunded}, on its way ${pending})`,
    });
  }
  return changed || result.moved;
};
