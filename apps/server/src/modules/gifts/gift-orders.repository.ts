import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders, type OrderRow } from '../orders';
import { codes, userCodes } from '../codes';
import { users } from '../users';

export interface OrderCodeRow {
  order_id: number;
  id: number;
  code: string;
  uses: number;
  voided: boolean;
  user_id: number | null;
  firstname: string | null;
  lastname: string | null;
}

/** Gift orders and their codes: queries only (the rules are in gift-orders.service.ts). */
export const giftOrdersRepository = {
  /** The viewer's gift orders, newest first. */
  async forUser(db: DbOrTx, userId: number): Promise<OrderRow[]> {
    return db
      .select()
      .from(orders)
      .where(and(eq(orders.user_id, userId), eq(orders.product_type, 'gift')))
      .orderBy(desc(orders.created_at), desc(orders.id));
  },

  async byExtOrderId(db: DbOrTx, extOrderId: string): Promise<OrderRow | null> {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.ext_order_id, extOrderId), eq(orders.product_type, 'gift')))
      .limit(1);
    return row ?? null;
  },

  /** The codes the orders paid for, each with who activated it (null: nobody yet). */
  async codesOf(db: DbOrTx, orderIds: readonly number[]): Promise<OrderCodeRow[]> {
    if (orderIds.length === 0) return [];
    const rows = await db
      .select({
        order_id: codes.order_id,
        id: codes.id,
        code: codes.code,
        uses: codes.uses,
        voided_at: codes.voided_at,
        user_id: userCodes.user_id,
        firstname: users.firstname,
        lastname: users.lastname,
      })
      .from(codes)
      .leftJoin(userCodes, eq(userCodes.code_id, codes.id))
      .leftJoin(users, eq(users.id, userCodes.user_id))
      .where(inArray(codes.order_id, [...orderIds]))
      .orderBy(asc(codes.id));
    return rows.map(({ voided_at, order_id, ...row }) => ({
      ...row,
      order_id: order_id!,
      voided: voided_at !== null,
    }));
  },
};
