import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { InvoiceListFilters, InvoiceSortField, ListPaging } from '@scena/shared';
import type { DbOrTx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { invoiceRequests, orders } from '../orders';

/**
 * The invoice requests with their orders' facts (one join; the orders module writes both at
 * purchase, this module only reads them, flips `sent` and deletes a request).
 */
const columns = {
  id: invoiceRequests.id,
  user_id: invoiceRequests.user_id,
  email: invoiceRequests.email,
  data: invoiceRequests.data,
  sent: invoiceRequests.sent,
  created_at: invoiceRequests.created_at,
  firstname: orders.firstname,
  lastname: orders.lastname,
  ext_order_id: orders.ext_order_id,
  provider_order_id: orders.provider_order_id,
  status: orders.status,
  product_type: orders.product_type,
  amount: orders.amount,
  title: orders.title,
};
export type InvoiceRecord = {
  [K in keyof typeof columns]:
    (typeof columns)[K]['_']['data'] | ((typeof columns)[K]['_']['notNull'] extends true ? never : null);
};

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const where = (filters: InvoiceListFilters): SQL | undefined => {
  const parts: SQL[] = [];
  if (filters.sent !== undefined) parts.push(eq(invoiceRequests.sent, filters.sent));
  if (filters.q) {
    const pattern = like(filters.q);
    parts.push(
      or(
        ilike(invoiceRequests.email, pattern),
        ilike(orders.lastname, pattern),
        ilike(orders.firstname, pattern),
        ilike(orders.ext_order_id, pattern),
        ilike(orders.provider_order_id, pattern),
        // company, NIP and the person's name live in the request's data
        ilike(sql`${invoiceRequests.data}::text`, pattern),
      )!,
    );
  }
  return parts.length ? and(...parts) : undefined;
};

const sortColumn = {
  created_at: invoiceRequests.created_at,
  email: invoiceRequests.email,
  amount: orders.amount,
  sent: invoiceRequests.sent,
} satisfies Record<InvoiceSortField, unknown>;

const base = (db: DbOrTx) =>
  db.select(columns).from(invoiceRequests).innerJoin(orders, eq(orders.id, invoiceRequests.order_id));

export const invoicesRepository = {
  /** One page and its total in one snapshot (the list contract: a page past the end is empty). */
  page: (db: DbOrTx, filters: InvoiceListFilters, paging: ListPaging<InvoiceSortField>) =>
    inTransaction(
      db,
      async (tx) => {
        const order = paging.dir === 'desc' ? desc : asc;
        const condition = where(filters);
        const items = (await base(tx)
          .where(condition)
          .orderBy(order(sortColumn[paging.sort]), order(invoiceRequests.id))
          .limit(paging.pageSize)
          .offset((paging.page - 1) * paging.pageSize)) as InvoiceRecord[];
        const [row] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(invoiceRequests)
          .innerJoin(orders, eq(orders.id, invoiceRequests.order_id))
          .where(condition);
        return { items, total: row?.n ?? 0 };
      },
      { config: { isolationLevel: 'repeatable read', accessMode: 'read only' } },
    ),

  /** Every matching request, oldest first, 1,000 at a time by id (what the CSV streams). */
  async *batches(db: DbOrTx, filters: InvoiceListFilters, size = 1000): AsyncGenerator<InvoiceRecord[]> {
    let last = 0;
    for (;;) {
      const rows = (await base(db)
        .where(and(where(filters), sql`${invoiceRequests.id} > ${last}`))
        .orderBy(asc(invoiceRequests.id))
        .limit(size)) as InvoiceRecord[];
      if (rows.length > 0) yield rows;
      if (rows.length < size) return;
      last = rows[rows.length - 1]!.id;
    }
  },

  async get(db: DbOrTx, id: number): Promise<InvoiceRecord | undefined> {
    const [row] = (await base(db).where(eq(invoiceRequests.id, id))) as InvoiceRecord[];
    return row;
  },

  async setSent(db: DbOrTx, id: number, sent: boolean): Promise<boolean> {
    const rows = await db
      .update(invoiceRequests)
      .set({ sent })
      .where(eq(invoiceRequests.id, id))
      .returning({ id: invoiceRequests.id });
    return rows.length > 0;
  },

  async remove(db: DbOrTx, id: number): Promise<boolean> {
    const rows = await db
      .delete(invoiceRequests)
      .where(eq(invoiceRequests.id, id))
      .returning({ id: invoiceRequests.id });
    return rows.length > 0;
  },
};
