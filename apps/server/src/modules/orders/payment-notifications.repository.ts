import { and, eq, or, sql } from 'drizzle-orm';
import type { RefundStatus } from '../../adapters/payments';
import type { DbOrTx } from '../../db/client';
import { orderRefunds, orders, paymentNotifications, type OrderRow } from './orders.table';

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

  /**
   * The order a notification names (by extOrderId) and whether a notification was already recorded
   * under its key (the cheap path for duplicates), in one statement: every notification of a burst
   * asks both, and on PGlite each statement is the server thread's own time. null: no such order.
   */
  async orderAndSeen(
    db: DbOrTx,
    extOrderId: string,
    idempotencyKey: string,
  ): Promise<{ order: OrderRow; seen: boolean } | null> {
    const seen = db
      .select({ id: paymentNotifications.id })
      .from(paymentNotifications)
      .where(eq(paymentNotifications.idempotency_key, idempotencyKey));
    const [row] = await db
      .select({ order: orders, seen: sql<boolean>`exists (${seen})`.mapWith(Boolean) })
      .from(orders)
      .where(eq(orders.ext_order_id, extOrderId));
    return row ?? null;
  },

  async setOutcome(db: DbOrTx, id: number, outcome: NotificationOutcome): Promise<void> {
    await db.update(paymentNotifications).set({ outcome }).where(eq(paymentNotifications.id, id));
  },

  /**
   * Records a refund as the provider reports it (notification + confirm), in the transaction that
   * holds the order's row lock. Our row is found by the provider's refund id (PayU refundId, kept as
   * provider_refund_id) or our extRefundId (P24 names refunds by our refundsUuid); a refund we did
   * not start (the provider's panel) gets a row of its own, reason 'provider'. A final row
   * (FINALIZED, CANCELED) never moves again. The provider's amount replaces ours: a refund may be
   * for part of the order. Returns whether anything changed.
   */
  async recordProviderRefund(
    db: DbOrTx,
    order: { id: number },
    provider: string,
    refund: { refundId: string; status: RefundStatus; amount: number; extRefundId?: string },
  ): Promise<boolean> {
    const [row] = await db
      .select()
      .from(orderRefunds)
      .where(
        and(
          eq(orderRefunds.order_id, order.id),
          or(
            eq(orderRefunds.provider_refund_id, refund.refundId),
            eq(orderRefunds.ext_refund_id, refund.refundId),
            // PayU names our extRefundId in its refund record: a refund from the panel whose
            // notification overtakes the recording of PayU's answer still finds its row.
            refund.extRefundId ? eq(orderRefunds.ext_refund_id, refund.extRefundId) : undefined,
          ),
        ),
      )
      .limit(1);
    if (!row) {
      const inserted = await db
        .insert(orderRefunds)
        .values({
          order_id: order.id,
          ext_refund_id: `${provider}:${refund.refundId}`.slice(0, 64),
          provider_refund_id: refund.refundId,
          amount: refund.amount,
          status: refund.status,
          reason: 'provider',
        })
        .onConflictDoNothing({ target: orderRefunds.ext_refund_id })
        .returning({ id: orderRefunds.id });
      return inserted.length > 0;
    }
    if (
      row.status === 'FINALIZED' ||
      row.status === 'CANCELED' ||
      (row.status === refund.status && row.amount === refund.amount)
    )
      return false;
    await db
      .update(orderRefunds)
      .set({
        status: refund.status,
        amount: refund.amount,
        provider_refund_id: row.provider_refund_id ?? refund.refundId,
        updated_at: sql`now()`,
      })
      .where(eq(orderRefunds.id, row.id));
    return true;
  },
};
