import { sql } from 'drizzle-orm';
import { executeRows, type DbOrTx } from '../../db/client';
import { ticketStockRepository } from '../tickets';
import { invoiceRequests, orderHistory, orders, type OrderRow } from './orders.table';

/** What a gift or group purchase writes: a new unpaid order of `quantity` codes, NOT_STARTED. */
export type PlacedCodeOrder = Pick<
  OrderRow,
  | 'ext_order_id'
  | 'product_type'
  | 'provider'
  | 'user_id'
  | 'event_id'
  | 'video_id'
  | 'title'
  | 'firstname'
  | 'lastname'
  | 'email'
  | 'country'
  | 'customer_ip'
  | 'language'
  | 'amount'
  | 'quantity'
> & { hold_until: Date; one_free?: boolean };

/** The code purchase's write (CONTEXT.md "Gift and group orders"). */
export const codeOrderRepository = {
  /**
   * ONE autocommitted statement, as the purchase's: for an event the guarded hold of `quantity`
   * tickets (all or none; its row lock lasts this statement), the order (holds_ticket when it has
   * an event), its creation history row and the invoice request. null: the event has fewer tickets
   * left than the quantity, nothing written. The order takes its buyer's open slot for its kind and
   * item, as a purchase does: a second unpaid one fails the whole statement with a unique violation
   * on `orders_open_slot_unique` (the hold rolled back with it).
   */
  async place(
    db: DbOrTx,
    order: PlacedCodeOrder,
    invoice: { email: string; data: unknown } | null,
  ): Promise<OrderRow | null> {
    const stock =
      order.event_id !== null ? ticketStockRepository.holdStatement(order.event_id, order.quantity) : null;
    const invoiceData = invoice ? JSON.stringify(invoice.data) : null;
    const [row] = await executeRows(
      db,
      sql`
      WITH ${stock?.cte ?? sql``}
      ord AS (
        INSERT INTO ${orders} (ext_order_id, product_type, provider, user_id, event_id, video_id, title, firstname, lastname, email,
                               country, customer_ip, language, amount, quantity, one_free, status, holds_ticket, hold_until, open_slot)
        SELECT ${order.ext_order_id}, ${order.product_type}, ${order.provider}, ${order.user_id}, ${order.event_id}::int, ${order.video_id}::int,
               ${order.title}, ${order.firstname}, ${order.lastname}, ${order.email}, ${order.country}, ${order.customer_ip}, ${order.language},
               ${order.amount}::int, ${order.quantity}::int, ${order.one_free ?? false}::boolean, 'NOT_STARTED', ${order.event_id !== null}::boolean,
               ${order.hold_until.toISOString()}::timestamptz, true
        ${stock ? sql`WHERE ${stock.allowed}` : sql``}
        RETURNING *
      ),
      history AS (
        INSERT INTO ${orderHistory} (order_id, from_status, to_status, actor, actor_user_id) SELECT id, NULL, 'NOT_STARTED', 'buyer', user_id FROM ord
      ),
      invoice AS (
        INSERT INTO ${invoiceRequests} (order_id, user_id, email, data)
        SELECT id, user_id, ${invoice?.email ?? null}::varchar, ${invoiceData}::jsonb FROM ord WHERE ${invoiceData}::jsonb IS NOT NULL
      )
      SELECT * FROM ord`,
    );
    return row ? orderRow(row) : null;
  },
};

/** A row read by the raw statement, typed as drizzle reads it (timestamps as Dates). */
const orderRow = (row: Record<string, unknown>): OrderRow => {
  const out = { ...row };
  for (const key of ['hold_until', 'created_at', 'updated_at'])
    if (out[key] !== null && out[key] !== undefined && !(out[key] instanceof Date))
      out[key] = new Date(out[key] as string);
  return out as OrderRow;
};
