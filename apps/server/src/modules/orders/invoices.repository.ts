import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invoiceRequests } from './orders.table';

/** The buyers' invoice requests (stored with the order; issued by an administrator, never generated). */
export const invoicesRepository = {
  async insertInvoiceRequest(db: DbOrTx, values: typeof invoiceRequests.$inferInsert): Promise<void> {
    await db.insert(invoiceRequests).values(values);
  },

  async invoiceRequested(db: DbOrTx, orderIds: readonly number[]): Promise<Set<number>> {
    if (orderIds.length === 0) return new Set();
    const rows = await db
      .select({ order_id: invoiceRequests.order_id })
      .from(invoiceRequests)
      .where(inArray(invoiceRequests.order_id, [...orderIds]));
    return new Set(rows.map((row) => row.order_id));
  },
};
