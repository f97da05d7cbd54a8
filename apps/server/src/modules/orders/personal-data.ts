import { asc, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invoiceRequests, orderHistory, orderRefunds, orders } from './orders.table';

/**
 * A viewer's own orders with their history, refunds and invoice requests (their data export).
 * History rows leave out which administrator acted (someone else's data); the kind of actor stays.
 */
export const ordersPersonalData = async (db: DbOrTx, userId: number) => {
  const own = await db.select().from(orders).where(eq(orders.user_id, userId)).orderBy(asc(orders.id));
  const ids = own.map((order) => order.id);
  if (ids.length === 0) {
    const invoices = await db.select().from(invoiceRequests).where(eq(invoiceRequests.user_id, userId));
    return { orders: own, order_history: [], refunds: [], invoice_requests: invoices };
  }
  const [history, refunds, invoices] = [
    await db
      .select({
        order_id: orderHistory.order_id,
        from_status: orderHistory.from_status,
        to_status: orderHistory.to_status,
        actor: orderHistory.actor,
        note: orderHistory.note,
        created_at: orderHistory.created_at,
      })
      .from(orderHistory)
      .where(inArray(orderHistory.order_id, ids))
      .orderBy(asc(orderHistory.id)),
    await db.select().from(orderRefunds).where(inArray(orderRefunds.order_id, ids)),
    await db
      .select()
      .from(invoiceRequests)
      .where(or(eq(invoiceRequests.user_id, userId), inArray(invoiceRequests.order_id, ids))),
  ];
  return { orders: own, order_history: history, refunds, invoice_requests: invoices };
};
