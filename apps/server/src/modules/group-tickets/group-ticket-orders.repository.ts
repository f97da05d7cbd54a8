import { and, eq, inArray } from 'drizzle-orm';
import type { ListPaging } from '@scena/shared';
import type { DbOrTx } from '../../db/client';
import { listPage } from '../../db/list-page';
import { codes, userCodes } from '../codes';
import { orders, type OrderRow } from '../orders';
import { users } from '../users';

export interface GroupCodeRow {
  id: number;
  order_id: number;
  code: string;
  uses: number;
  voided: boolean;
  usage: { userId: number | null; firstname: string | null; lastname: string | null } | null;
}

/** Group orders and their codes (reads only: the orders module writes them, the codes module makes the codes). */
export const groupTicketOrdersRepository = {
  page(db: DbOrTx, userId: number, paging: ListPaging<'created_at'>) {
    return listPage(
      db,
      {
        table: orders,
        where: and(eq(orders.user_id, userId), eq(orders.product_type, 'group_ticket')),
        sortMap: { created_at: orders.created_at },
        tiebreaker: orders.id,
      },
      paging,
    ) as Promise<{ items: OrderRow[]; total: number }>;
  },

  async byExtOrderId(db: DbOrTx, extOrderId: string): Promise<OrderRow | null> {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.ext_order_id, extOrderId), eq(orders.product_type, 'group_ticket')));
    return row ?? null;
  },

  /** The codes of these orders with who activated each (one statement). */
  async codesOf(db: DbOrTx, orderIds: readonly number[]): Promise<GroupCodeRow[]> {
    if (orderIds.length === 0) return [];
    const rows = await db
      .select({
        id: codes.id,
        order_id: codes.order_id,
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
      .orderBy(codes.id);
    return rows.map((row) => ({
      id: row.id,
      order_id: row.order_id!,
      code: row.code,
      uses: row.uses,
      voided: row.voided_at !== null,
      usage:
        row.uses > 0
          ? { userId: row.user_id ?? null, firstname: row.firstname ?? null, lastname: row.lastname ?? null }
          : null,
    }));
  },
};
