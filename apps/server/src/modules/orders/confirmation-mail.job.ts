import { defineJob } from '../../jobs/queue';
import { inTransaction } from '../../db/transaction';
import type { Language } from '@scena/shared';
import { ORDER_JOBS } from './job-names';
import { orderMailFields, orderMailItem, siteUrl } from './order-mail';
import { ordersRepository } from './orders.repository';

const MARK = 'confirmation e-mail queued';

/**
 * The purchase confirmation (issue 8 §6), enqueued by the lifecycle when a payment completes with
 * access. At least once: the order row is locked and a history note marks the e-mail queued in the
 * same transaction as the outbox row, so a retried job sends nothing twice.
 */
export const confirmationMailJob = defineJob<{ orderId: number }>({
  name: ORDER_JOBS.confirmationMail,
  maxAttempts: 5,
  handler: async ({ orderId }, job) => {
    // Read before the transaction: the settings come through their own cache and connection.
    const before = await ordersRepository.findById(job.db, orderId);
    const item = before ? await orderMailItem(job.ctx, job.db, before) : null;
    if (!item) return;
    await inTransaction(job.db, async (tx) => {
      const order = await ordersRepository.lockById(tx, orderId);
      if (!order || order.status !== 'COMPLETED' || order.access_id === null) return;
      const history = await ordersRepository.history(tx, order.id);
      if (history.some((row) => row.note === MARK)) return;
      await job.ctx.mailer.enqueue(tx, {
        to: order.email,
        template: 'order_confirmation',
        lang: order.language as Language,
        data: {
          ...orderMailFields(order),
          window: item.window,
          link: siteUrl(job.ctx.config.PUBLIC_URL, `${item.slug}?ogladaj`),
        },
      });
      await ordersRepository.addHistory(tx, { order_id: order.id, from_status: order.status, to_status: order.status, actor: `job:${ORDER_JOBS.confirmationMail}`, note: MARK });
    });
  },
});
