import { asc, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { executeRows, type DbOrTx } from '../../db/client';
import { users } from '../users';
import { codes, userCodes } from './codes.table';

/** One code of a gift or group order as the panel lists it (spec 3 §3 Order row `codes`). */
export interface OrderCode {
  id: number;
  code: string;
  voided: boolean;
  /** Somebody took its use (`uses > 0`): it keeps its ticket and access whatever happens to the order. */
  used: boolean;
  /** Who activated it (single use: at most one), null while nobody has. */
  usage: {
    userId: number | null;
    firstname: string | null;
    lastname: string | null;
    activatedAt: Date;
  } | null;
}

/**
 * The codes that gift and group orders paid for, read for the panel's order lists
 * (modules/code-orders): a page's codes with who activated each, the range's counts, and the
 * codes as one CSV cell. Orders supply which orders (ids, or a subquery over theirs). The order
 * lifecycle reads one order's codes here too (the codes e-mail, the tickets its activated codes keep).
 */
export const orderCodesRepository = {
  /** Each order's codes in the order they were made, with the activating user's name. */
  async codesOfOrders(db: DbOrTx, orderIds: readonly number[]): Promise<Map<number, OrderCode[]>> {
    const byOrder = new Map<number, OrderCode[]>();
    if (orderIds.length === 0) return byOrder;
    const rows = await db
      .select({
        id: codes.id,
        order_id: codes.order_id,
        code: codes.code,
        uses: codes.uses,
        voided_at: codes.voided_at,
        user_id: userCodes.user_id,
        activated_at: userCodes.activated_at,
        firstname: users.firstname,
        lastname: users.lastname,
      })
      .from(codes)
      .leftJoin(userCodes, sql`${userCodes.code_id} = ${codes.id}`)
      .leftJoin(users, sql`${users.id} = ${userCodes.user_id}`)
      .where(inArray(codes.order_id, [...orderIds]))
      .orderBy(asc(codes.id), asc(userCodes.activated_at));
    for (const row of rows) {
      const list = byOrder.get(row.order_id!) ?? [];
      // A single-use code has one activation; should a row repeat, the first activation is the one shown.
      if (list.at(-1)?.id === row.id) continue;
      list.push({
        id: row.id,
        code: row.code,
        voided: row.voided_at !== null,
        used: row.uses > 0,
        usage:
          row.activated_at !== null
            ? {
                userId: row.user_id,
                firstname: row.firstname,
                lastname: row.lastname,
                activatedAt: row.activated_at,
              }
            : null,
      });
      byOrder.set(row.order_id!, list);
    }
    return byOrder;
  },

  /** One order's codes (codesOfOrders for a single order), in the order they were made. */
  async codesOfOrder(db: DbOrTx, orderId: number): Promise<OrderCode[]> {
    return (await orderCodesRepository.codesOfOrders(db, [orderId])).get(orderId) ?? [];
  },

  /**
   * The codes of the orders `orderIds` (a subquery) names: all of them, the activated ones, and the
   * orderers' free ones (`freeOrderIds`: the subset of orders whose price included one free code;
   * one code each).
   */
  async counts(db: DbOrTx, orderIds: SQL, freeOrderIds: SQL | null) {
    const [row = {}] = await executeRows(
      db,
      sql`
      SELECT count(*)::int AS total, count(*) FILTER (WHERE ${codes.uses} > 0)::int AS used,
        ${freeOrderIds ? sql`count(DISTINCT ${codes.order_id}) FILTER (WHERE ${codes.order_id} IN (${freeOrderIds}))::int` : sql`0`} AS free
      FROM ${codes} WHERE ${codes.order_id} IN (${orderIds})`,
    );
    return { total: Number(row.total ?? 0), used: Number(row.used ?? 0), free: Number(row.free ?? 0) };
  },

  /** An export cell: the order's codes, space-separated, each used one followed by '*'. */
  csvCell: (orderId: AnyColumn | SQL): SQL =>
    sql`coalesce((SELECT string_agg(c.code || CASE WHEN c.uses > 0 THEN '*' ELSE '' END, ' ' ORDER BY c.id)
      FROM ${codes} c WHERE c.order_id = ${orderId}), '')`,
};
