import { sql } from 'drizzle-orm';
import { executeRows, type DbOrTx } from '../../db/client';
import { ticketStockRepository } from '../tickets';
import { invoiceRequests, orderHistory, orders, type OrderRow } from './orders.table';

/** What the purchase writes (placeOrder): a new unpaid order, NOT_STARTED. */
export type PlacedOrder = Pick<
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
  | 'holds_ticket'
> & {
  hold_until: Date;
  /** The code that priced it (codes CONTEXT.md); absent = none. */ used_code?: string | null;
};
/** The purchase's write (CONTEXT.md "Buying"). */
export const placeOrderRepository = {
  /**
   * The purchase's write, ONE autocommitted statement (data-modifying CTEs): for an event the
   * guarded hold (`held < ticket_limit`), then the order (open_slot set: the double-click guard's
   * unique index), its creation history row and the invoice request. The ticket_stock row lock
   * lasts this statement only, inside PostgreSQL; a buyer who finds the event sold out gets no row
   * back (null) at once and nothing is written. An unlimited event (no ticket_stock row in the
   * statement's snapshot) and a video take no hold. `lastTicket`: this order took the event's
   * last ticket (the buyers waiting for it can be told at once). A second open order of the buyer for the item
   * fails the whole statement with a unique violation on `orders_open_slot_unique` (the hold
   * rolled back with it).
   */
  async place(
    db: DbOrTx,
    order: PlacedOrder,
    invoice: { email: string; data: unknown } | null,
  ): Promise<{ order: OrderRow; lastTicket: boolean } | null> {
    const eventId = order.event_id;
    const isEvent = order.product_type === 'event' && eventId !== null;
    // The ticket hold is the tickets module's part of this statement (its table, its SQL).
    const stock = isEvent ? ticketStockRepository.holdStatement(eventId) : null;
    const hold = stock?.cte ?? sql``;
    const source = stock ? sql`WHERE ${stock.allowed}` : sql``;
    const lastTicket = stock?.last ?? sql`false`;
    const invoiceData = invoice ? JSON.stringify(invoice.data) : null;
    const [row] = await executeRows(
      db,
      sql`
      WITH ${hold}
      ord AS (
        INSERT INTO ${orders} (ext_order_id, product_type, provider, user_id, event_id, video_id, title, firstname, lastname, email,
                               country, customer_ip, language, amount, used_code, status, holds_ticket, hold_until, open_slot)
        SELECT ${order.ext_order_id}, ${order.product_type}, ${order.provider}, ${order.user_id}, ${order.event_id}::int, ${order.video_id}::int,
               ${order.title}, ${order.firstname}, ${order.lastname}, ${order.email}, ${order.country}, ${order.customer_ip}, ${order.language},
               ${order.amount}::int, ${order.used_code ?? null}::varchar, 'NOT_STARTED', ${order.holds_ticket}::boolean, ${order.hold_until.toISOString()}::timestamptz, true
        ${source}
        RETURNING *
      ),
      history AS (
        INSERT INTO ${orderHistory} (order_id, from_status, to_status, actor, actor_user_id) SELECT id, NULL, 'NOT_STARTED', 'buyer', user_id FROM ord
      ),
      invoice AS (
        INSERT INTO ${invoiceRequests} (order_id, user_id, email, data)
        SELECT id, user_id, ${invoice?.email ?? null}::varchar, ${invoiceData}::jsonb FROM ord WHERE ${invoiceData}::jsonb IS NOT NULL
      )
      SELECT ord.*, ${lastTicket} AS last_ticket FROM ord`,
    );
    if (!row) return null;
    const { last_ticket, ...placed } = row;
    return { order: rawOrderRow(placed), lastTicket: last_ticket === true };
  },
};

const TIMESTAMPS = ['hold_until', 'created_at', 'updated_at'] as const;
/** A row of `orders` read by a raw statement (placeOrder's RETURNING), typed as drizzle reads it. */
const rawOrderRow = (row: Record<string, unknown>): OrderRow => {
  const out = { ...row } as Record<string, unknown>;
  for (const key of TIMESTAMPS)
    if (out[key] !== null && out[key] !== undefined && !(out[key] instanceof Date))
      out[key] = new Date(out[key] as string);
  return out as OrderRow;
};
