import { and, asc, eq, gt, inArray, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders, type OrderRow } from './orders.table';

/** Unpaid states a provider may still move (reconciliation) or that may still hold a ticket (holds). */
export const RECONCILE_STATUSES = ['NOT_STARTED', 'PENDING', 'WAITING_FOR_CONFIRMATION'] as const;
export const UNPAID_STATUSES = ['NOT_STARTED', 'UNDEFINED', 'PENDING', 'WAITING_FOR_CONFIRMATION'] as const;

/**
 * Claims a batch for one job run: the orders matching `where` that nobody claimed or changed
 * within the lease, stamped `updated_at = now` in one statement. `FOR UPDATE SKIP LOCKED` lets two
 * instances running at once take different orders, and the stamp keeps an order out of every
 * other run (of either job) until the lease passes, even though the provider calls that follow
 * happen outside any transaction (a row lock cannot be held across them: on PGlite a query from
 * the embedded sandbox would wait for it forever).
 */
const claim = async (
  db: DbOrTx,
  where: SQL,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<OrderRow[]> => {
  const candidates = db
    .select({ id: orders.id })
    .from(orders)
    .where(and(where, lt(orders.updated_at, new Date(now.getTime() - leaseMs))))
    .orderBy(asc(orders.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.update(orders).set({ updated_at: now }).where(inArray(orders.id, candidates)).returning();
};

export const orderJobsRepository = {
  /** Unpaid orders the provider knows about, older than `olderThan`, to ask the provider about. */
  claimStale: (db: DbOrTx, options: { now: Date; olderThan: Date; leaseMs: number; limit: number }) =>
    claim(
      db,
      and(
        inArray(orders.status, [...RECONCILE_STATUSES]),
        isNotNull(orders.provider_order_id),
        lt(orders.created_at, options.olderThan),
      )!,
      options.now,
      options.leaseMs,
      options.limit,
    ),

  /**
   * Orders we CANCELED, of a provider that cannot cancel a payment (P24), created after `since`:
   * its payment may still have settled (the late payment, CONTEXT.md) and its notification been lost.
   */
  claimCancelledSince: (
    db: DbOrTx,
    options: { now: Date; since: Date; providers: readonly string[]; leaseMs: number; limit: number },
  ) =>
    claim(
      db,
      and(
        eq(orders.status, 'CANCELED'),
        inArray(orders.provider, [...options.providers]),
        isNotNull(orders.provider_order_id),
        gt(orders.created_at, options.since),
      )!,
      options.now,
      options.leaseMs,
      options.limit,
    ),

  /** Unpaid orders still holding a ticket after their reservation window ended. */
  claimExpiredHolds: (db: DbOrTx, options: { now: Date; leaseMs: number; limit: number }) =>
    claim(
      db,
      and(
        eq(orders.holds_ticket, true),
        lt(orders.hold_until, options.now),
        inArray(orders.status, [...UNPAID_STATUSES]),
      )!,
      options.now,
      options.leaseMs,
      options.limit,
    ),
};
