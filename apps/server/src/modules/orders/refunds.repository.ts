import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ProviderRefund } from '../../adapters/payments';
import type { DbOrTx } from '../../db/client';
import { orderRefunds } from './orders.table';

/** The refunds of orders (CONTEXT.md "Refunds"): ours and the ones made in the provider's panel. */
export const refundsRepository = {
  /** Records a refund we asked for; false when it was already recorded (a retried job). */
  async recordRefund(db: DbOrTx, values: typeof orderRefunds.$inferInsert): Promise<boolean> {
    const rows = await db
      .insert(orderRefunds)
      .values(values)
      .onConflictDoNothing({ target: orderRefunds.ext_refund_id })
      .returning({ id: orderRefunds.id });
    return rows.length > 0;
  },

  /**
   * The provider's answer to a refund we asked for (rows written 'requested' before asking): its
   * refund id and state. A notification that got here first (PENDING or final) is never moved
   * back: only 'requested' rows take any state, PENDING ones only a final one.
   */
  async recordAnswer(db: DbOrTx, id: number, refund: ProviderRefund): Promise<void> {
    await db
      .update(orderRefunds)
      .set({
        provider_refund_id: sql`coalesce(${orderRefunds.provider_refund_id}, ${refund.refundId})`,
        ...(refund.amount !== null ? { amount: refund.amount } : {}),
        status: refund.status,
        updated_at: sql`now()`,
      })
      .where(
        and(
          eq(orderRefunds.id, id),
          refund.status === 'PENDING'
            ? eq(orderRefunds.status, 'requested')
            : inArray(orderRefunds.status, ['requested', 'PENDING']),
        ),
      );
  },

  /** A request the provider refused outright: the row goes (nothing is on its way). */
  async dropRequested(db: DbOrTx, id: number): Promise<boolean> {
    const rows = await db
      .delete(orderRefunds)
      .where(and(eq(orderRefunds.id, id), eq(orderRefunds.status, 'requested')))
      .returning({ id: orderRefunds.id });
    return rows.length > 0;
  },

  async refundsOf(db: DbOrTx, orderId: number) {
    return db.select().from(orderRefunds).where(eq(orderRefunds.order_id, orderId)).orderBy(orderRefunds.id);
  },
};
