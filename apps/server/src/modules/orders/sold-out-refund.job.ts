import type { Language } from '@scena/shared';
import { defineJob } from '../../jobs/queue';
import { inTransaction } from '../../db/transaction';
import { ORDER_JOBS, soldOutRefundId } from './job-names';
import { applyOrderStatus } from './order-lifecycle';
import { orderMailFields, siteUrl } from './order-mail';
import { ordersRepository } from './orders.repository';
import { refundsRepository } from './refunds.repository';

/**
 * A payment that completed after its reservation window ended, for an event sold out meanwhile
 * (the buyer paid, but no ticket is left to give): refund it in full and tell the buyer. The provider call is outside any
 * transaction and idempotent on the order's deterministic extRefundId, so a retry never refunds
 * twice; the refund row (unique on that id), the e-mail and the move to WAITING_FOR_REFUND are
 * written once, together. A provider error fails the attempt: pg-boss retries with back-off.
 */
export const soldOutRefundJob = defineJob<{ orderId: number }>({
  name: ORDER_JOBS.soldOutRefund,
  maxAttempts: 8,
  handler: async ({ orderId }, job) => {
    const order = await ordersRepository.findById(job.db, orderId);
    if (!order || order.status !== 'COMPLETED' || order.access_id !== null || !order.provider_order_id)
      return;
    const extRefundId = soldOutRefundId(order.ext_order_id);
    const description = `Zwrot: wyprzedane – ${order.title}`.slice(0, 100);
    const refund = await job.ctx.payments.refund(order.provider_order_id, { extRefundId, description });
    await inTransaction(job.db, async (tx) => {
      const fresh = await refundsRepository.recordRefund(tx, {
        order_id: order.id,
        ext_refund_id: extRefundId,
        provider_refund_id: refund.refundId,
        amount: refund.amount ?? order.amount,
        status: refund.status,
        reason: 'sold_out',
      });
      if (!fresh) return;
      const to =
        refund.status === 'FINALIZED'
          ? 'REFUNDED'
          : refund.status === 'PENDING'
            ? 'WAITING_FOR_REFUND'
            : null;
      if (to)
        await applyOrderStatus(tx, order.id, {
          to,
          cause: 'refund',
          actor: `job:${ORDER_JOBS.soldOutRefund}`,
          note: `refund ${refund.refundId}`,
        });
      await job.ctx.mailer.enqueue(tx, {
        to: order.email,
        template: 'order_sold_out_refund',
        lang: order.language as Language,
        data: {
          ...orderMailFields(order),
          link: siteUrl(job.ctx.config.PUBLIC_URL, 'konto'),
        },
      });
    });
  },
});
