import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
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

  /**
   * Claims a batch of refunds still `requested` (the provider never answered) for one run of the
   * retry job: written before `askedBefore`, not touched within the lease, and not yet stamped past
   * `giveUpAfterMs` from their creation (the give-up stamp keeps a row out for good). Like the
   * order jobs' claim (order-jobs.repository.ts): `FOR UPDATE SKIP LOCKED` and `updated_at = now`
   * in one statement, so two instances, or an overlapping run, take each row once per lease.
   */
  async claimUnanswered(
    db: DbOrTx,
    options: { now: Date; askedBefore: Date; leaseMs: number; giveUpAfterMs: number; limit: number },
  ) {
    const candidates = db
      .select({ id: orderRefunds.id })
      .from(orderRefunds)
      .where(
        and(
          eq(orderRefunds.status, 'requested'),
          lt(orderRefunds.created_at, options.askedBefore),
          lt(orderRefunds.updated_at, new Date(options.now.getTime() - options.leaseMs)),
          sql`${orderRefunds.updated_at} < ${orderRefunds.created_at} + make_interval(secs => ${options.giveUpAfterMs / 1000})`,
        ),
      )
      .orderBy(asc(orderRefunds.id))
      .limit(options.limit)
      .for('update', { skipLocked: true });
    return db
      .update(orderRefunds)
      .set({ updated_at: options.now })
      .where(inArray(orderRefunds.id, candidates))
      .returning();
  },

  async refundsOf(db: DbOrTx, orderId: number) {
    return db.select().from(orderRefunds).where(eq(orderRefunds.order_id, orderId)).orderBy(orderRefunds.id);
  },
};
