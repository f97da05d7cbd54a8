import { and, eq, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderRefunds, paymentNotifications } from './orders.table';

export type NotificationOutcome = 'applied' | 'ignored' | 'refused';

export interface NotificationRecord {
  idempotencyKey: string;
  orderId: number;
  provider: string;
  kind: 'order' | 'refund';
  status: string;
  outcome: NotificationOutcome;
  detail: string | null;
}

/** payment_notifications (each notification acted on once) and the refund rows notifications settle. */
export const paymentNotificationsRepository = {
  /**
   * Records a notification under its unique key; null when the key is already there (a duplicate).
   * ON CONFLICT DO NOTHING rather than catching the violation: on PostgreSQL a failed statement
   * would abort the surrounding transaction, and a concurrent duplicate waits here for the first
   * one's transaction and then finds the row.
   */
  async record(db: DbOrTx, record: NotificationRecord): Promise<number | null> {
    const [row] = await db
      .insert(paymentNotifications)
      .values({
        idempotency_key: record.idempotencyKey,
        order_id: record.orderId,
        provider: record.provider,
        kind: record.kind,
        status: record.status,
        outcome: record.outcome,
        detail: record.detail,
      })
      .onConflictDoNothing({ target: paymentNotifications.idempotency_key })
      .returning({ id: paymentNotifications.id });
    return row?.id ?? null;
  },

  /** Whether a notification was already recorded under this key (the cheap path for duplicates). */
  async exists(db: DbOrTx, idempotencyKey: string): Promise<boolean> {
    const [row] = await db.select({ id: paymentNotifications.id }).from(paymentNotifications).where(eq(paymentNotifications.idempotency_key, idempotencyKey)).limit(1);
    return row !== undefined;
  },

  async setOutcome(db: DbOrTx, id: number, outcome: NotificationOutcome): Promise<void> {
    await db.update(paymentNotifications).set({ outcome }).where(eq(paymentNotifications.id, id));
  },

  /**
   * Moves our refund row to the provider's refund status. PayU names the refund by its refundId
   * (kept as provider_refund_id); Przelewy24 by our refundsUuid (= ext_refund_id). A final row
   * (FINALIZED, CANCELED) is never moved again by a late PENDING. Returns whether a row moved.
   */
  async settleRefund(db: DbOrTx, orderId: number, refundId: string, status: 'PENDING' | 'FINALIZED' | 'CANCELED'): Promise<boolean> {
    const moved = await db
      .update(orderRefunds)
      .set({ status, updated_at: sql`now()` })
      .where(
        and(
          eq(orderRefunds.order_id, orderId),
          or(eq(orderRefunds.provider_refund_id, refundId), eq(orderRefunds.ext_refund_id, refundId)),
          notInArray(orderRefunds.status, ['FINALIZED', 'CANCELED', status]),
        ),
      )
      .returning({ id: orderRefunds.id });
    return moved.length > 0;
  },
};
