import { and, count, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders } from './orders.table';

/**
 * A user's completed orders of every kind (the admin user list's `paymentStatus` column): as a
 * sort expression over a users id column, and counted for one page of users.
 */
export const userOrderCounts = {
  completedSql: (userId: AnyColumn): SQL =>
    sql`(SELECT count(*) FROM ${orders} WHERE ${orders.user_id} = ${userId} AND ${orders.status} = 'COMPLETED')`,

  async completed(db: DbOrTx, userIds: readonly number[]): Promise<Map<number, number>> {
    if (userIds.length === 0) return new Map();
    const rows = await db
      .select({ user_id: orders.user_id, n: count() })
      .from(orders)
      .where(and(inArray(orders.user_id, [...userIds]), eq(orders.status, 'COMPLETED')))
      .groupBy(orders.user_id);
    return new Map(rows.map((row) => [row.user_id!, Number(row.n)]));
  },
};
