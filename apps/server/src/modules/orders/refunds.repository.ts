import { eq } from 'drizzle-orm';
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

  async refundsOf(db: DbOrTx, orderId: number) {
    return db.select().from(orderRefunds).where(eq(orderRefunds.order_id, orderId)).orderBy(orderRefunds.id);
  },
};
