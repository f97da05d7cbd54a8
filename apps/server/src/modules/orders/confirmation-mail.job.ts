import { defineJob } from '../../jobs/queue';
import { inTransaction } from '../../db/transaction';
import { CODES_MAIL_NOTE, CONFIRMATION_NOTE, prepareConfirmationMail } from './confirmation-mail';
import { ORDER_JOBS } from './job-names';
import { ordersRepository } from './orders.repository';

/**
 * The purchase confirmation as a job: the lifecycle's fallback for a completion whose caller gave
 * it no prepared e-mail (every caller today prepares one: notifications, reconciliation, hold
 * release and the free purchase), and for jobs queued before the lifecycle wrote it itself. At
 * least once: the order row is locked and a history note marks the e-mail queued in the same
 * transaction as the outbox row, so a retried job sends nothing twice.
 */
export const confirmationMailJob = defineJob<{ orderId: number }>({
  name: ORDER_JOBS.confirmationMail,
  maxAttempts: 5,
  handler: async ({ orderId }, job) => {
    const before = await ordersRepository.findById(job.db, orderId);
    if (!before) return;
    const mail = await prepareConfirmationMail(job.ctx, before);
    await inTransaction(job.db, async (tx) => {
      const order = await ordersRepository.lockById(tx, orderId);
      if (!order || order.status !== 'COMPLETED') return;
      // A gift or group order has no access row: its e-mail carries the codes instead.
      const codeOrder = order.product_type === 'gift' || order.product_type === 'group_ticket';
      if (!codeOrder && order.access_id === null) return;
      const sentNote = codeOrder ? CODES_MAIL_NOTE : CONFIRMATION_NOTE;
      const history = await ordersRepository.history(tx, order.id);
      if (history.some((row) => row.note?.includes(sentNote))) return;
      await mail.write(tx, order);
      await ordersRepository.addHistory(tx, {
        order_id: order.id,
        from_status: order.status,
        to_status: order.status,
        actor: `job:${ORDER_JOBS.confirmationMail}`,
        note: sentNote,
      });
    });
  },
});
