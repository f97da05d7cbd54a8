import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Config } from '../../../config';
import type { Db, Tx } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { enqueue } from '../../../jobs/queue';
import type {
  NotificationDraft,
  PayuOrderStatus,
  PayuRefundStatus,
  PayuStore,
  StoredOrder,
  StoredRefund,
} from '../payu-core/store';
import type { DeliveryPlan } from '../payu-core/core';
import type { PayuAlgorithm } from '../payu/signature';
import {
  payuSandboxNotifications,
  payuSandboxOrders,
  payuSandboxRefunds,
  payuSandboxSettings,
  payuSandboxTokens,
} from './sandbox.table';
import { SANDBOX_EXPIRE_JOB, SANDBOX_NOTIFY_JOB } from './notify.job';

const toOrder = (row: typeof payuSandboxOrders.$inferSelect): StoredOrder => ({
  ...row,
  status: row.status as PayuOrderStatus,
});
const toRefund = (row: typeof payuSandboxRefunds.$inferSelect): StoredRefund => ({
  ...row,
  status: row.status as PayuRefundStatus,
});

/** Queues notifications in the caller's transaction: a status change and its notifications commit together. */
const queue = async (tx: Tx, drafts: NotificationDraft[]) => {
  for (const draft of drafts) {
    const [row] = await tx
      .insert(payuSandboxNotifications)
      .values({
        orderId: draft.orderId,
        notifyUrl: draft.notifyUrl,
        body: draft.body,
        signature: draft.signature,
      })
      .returning({ id: payuSandboxNotifications.id });
    await enqueue(
      tx,
      SANDBOX_NOTIFY_JOB,
      { notificationId: row!.id },
      { runAt: new Date(Date.now() + draft.delaySeconds * 1000) },
    );
  }
};

/** The sandbox's store in PostgreSQL/PGlite: guarded updates, so two instances never both move an order. */
export const createDbPayuStore = (db: Db): PayuStore => ({
  async saveToken(token, posId, expiresAt) {
    await db.delete(payuSandboxTokens).where(lt(payuSandboxTokens.expiresAt, new Date()));
    await db.insert(payuSandboxTokens).values({ token, posId, expiresAt });
  },
  async posOfToken(token, now) {
    const [row] = await db
      .select({ posId: payuSandboxTokens.posId })
      .from(payuSandboxTokens)
      .where(and(eq(payuSandboxTokens.token, token), gt(payuSandboxTokens.expiresAt, now)));
    return row?.posId ?? null;
  },
  async insertOrder(order) {
    return inTransaction(db, async (tx) => {
      const [row] = await tx
        .insert(payuSandboxOrders)
        .values(order)
        .onConflictDoNothing()
        .returning({ orderId: payuSandboxOrders.orderId });
      // A conflict can only be (posId, extOrderId): order ids are random.
      if (!row) return false;
      await enqueue(tx, SANDBOX_EXPIRE_JOB, { orderId: order.orderId }, { runAt: order.expiresAt });
      return true;
    });
  },
  async getOrder(orderId) {
    const [row] = await db.select().from(payuSandboxOrders).where(eq(payuSandboxOrders.orderId, orderId));
    return row ? toOrder(row) : null;
  },
  async transition(orderId, from, to, notifications) {
    return inTransaction(db, async (tx) => {
      const [row] = await tx
        .update(payuSandboxOrders)
        .set({ status: to })
        .where(and(eq(payuSandboxOrders.orderId, orderId), inArray(payuSandboxOrders.status, from)))
        .returning();
      if (!row) return null;
      await queue(tx, notifications(toOrder(row)));
      return toOrder(row);
    });
  },
  async refundsOf(orderId) {
    return (
      await db
        .select()
        .from(payuSandboxRefunds)
        .where(eq(payuSandboxRefunds.orderId, orderId))
        .orderBy(payuSandboxRefunds.createdAt)
    ).map(toRefund);
  },
  async insertRefund(refund, notifications) {
    return inTransaction(db, async (tx) => {
      const [row] = await tx.insert(payuSandboxRefunds).values(refund).onConflictDoNothing().returning();
      if (!row) {
        const [existing] = await tx
          .select()
          .from(payuSandboxRefunds)
          .where(
            and(
              eq(payuSandboxRefunds.orderId, refund.orderId),
              eq(payuSandboxRefunds.extRefundId, refund.extRefundId),
            ),
          );
        return toRefund(existing!);
      }
      await queue(tx, notifications);
      return toRefund(row);
    });
  },
  async settleRefund(refundId, to, notifications) {
    return inTransaction(db, async (tx) => {
      const [row] = await tx
        .update(payuSandboxRefunds)
        .set({ status: to })
        .where(and(eq(payuSandboxRefunds.refundId, refundId), eq(payuSandboxRefunds.status, 'PENDING')))
        .returning();
      if (!row) return null;
      await queue(tx, notifications(toRefund(row)));
      return toRefund(row);
    });
  },
});

const DEFAULT_PLAN: DeliveryPlan = { duplicates: 0, outOfOrder: false, algorithm: 'SHA-256' };

let cachedSecret: { db: Db; secret: string } | null = null;

/**
 * The sandbox's OAuth client secret: PAYU_SANDBOX_CLIENT_SECRET, else a random one made once per
 * database (every instance reads the same). The published test secret would let anyone with it
 * read buyers' e-mails, names and IPs (GET …/orders/{id}) and cancel their orders (DELETE); this
 * one only the server knows, so the API is the server's own and the checkout page's buttons stay
 * the buyer's (they take the link's token).
 */
export const sandboxClientSecret = async (db: Db, config: Pick<Config, 'PAYU_SANDBOX_CLIENT_SECRET'>) => {
  if (config.PAYU_SANDBOX_CLIENT_SECRET) return config.PAYU_SANDBOX_CLIENT_SECRET;
  if (cachedSecret?.db === db) return cachedSecret.secret;
  await db
    .insert(payuSandboxSettings)
    .values({ id: 1, clientSecret: randomBytes(24).toString('base64url') })
    .onConflictDoUpdate({
      target: payuSandboxSettings.id,
      set: { clientSecret: sql`coalesce(${payuSandboxSettings.clientSecret}, excluded.client_secret)` },
    });
  const [row] = await db
    .select({ secret: payuSandboxSettings.clientSecret })
    .from(payuSandboxSettings)
    .where(eq(payuSandboxSettings.id, 1));
  cachedSecret = { db, secret: row!.secret! };
  return cachedSecret.secret;
};

export const sandboxSettings = {
  async get(db: Db): Promise<DeliveryPlan> {
    const [row] = await db.select().from(payuSandboxSettings).where(eq(payuSandboxSettings.id, 1));
    return row
      ? { duplicates: row.duplicates, outOfOrder: row.outOfOrder, algorithm: row.algorithm as PayuAlgorithm }
      : DEFAULT_PLAN;
  },
  async set(db: Db, plan: DeliveryPlan): Promise<DeliveryPlan> {
    await db
      .insert(payuSandboxSettings)
      .values({ id: 1, ...plan })
      .onConflictDoUpdate({ target: payuSandboxSettings.id, set: plan });
    return plan;
  },
};
