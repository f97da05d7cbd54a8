import { and, desc, eq, gt, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { PaymentStatus } from '@scena/shared';
import type { ListPaging } from '@scena/shared';
import type { DbOrTx } from '../../db/client';
import { listPage } from '../../db/list-page';
import { accessGrants } from '../access';
import { events } from '../catalog';
import { publicDataVersion } from '../../db/public-data-version.table';
import type { ListFactsRead } from './order-facts';
import {
  invoiceRequests,
  orderHistory,
  orderRefunds,
  orders,
  ticketStock,
  type OrderRow,
} from './orders.table';

export type NewOrderRow = typeof orders.$inferInsert;
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
> & { hold_until: Date };
export interface OrderItemRef {
  kind: 'event' | 'video';
  id: number;
}

/** Unpaid statuses whose order may still be paid (its hold and its answer-again window). */
export const OPEN_STATUSES: readonly PaymentStatus[] = ['NOT_STARTED', 'PENDING', 'WAITING_FOR_CONFIRMATION'];

const itemColumn = (kind: OrderItemRef['kind']) => (kind === 'event' ? orders.event_id : orders.video_id);

/** Orders: queries only (CONTEXT.md). The status column is written only by order-lifecycle.ts. */
export const ordersRepository = {
  async findById(db: DbOrTx, id: number): Promise<OrderRow | null> {
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    return row ?? null;
  },

  async findByExtOrderId(db: DbOrTx, extOrderId: string): Promise<OrderRow | null> {
    const [row] = await db.select().from(orders).where(eq(orders.ext_order_id, extOrderId));
    return row ?? null;
  },

  /** The row locked for the rest of the transaction: every status change of one order runs one at a time. */
  async lockById(db: DbOrTx, id: number): Promise<OrderRow | null> {
    const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
    return row ?? null;
  },

  async insert(db: DbOrTx, values: NewOrderRow): Promise<OrderRow> {
    const [row] = await db.insert(orders).values(values).returning();
    return row!;
  },

  async update(db: DbOrTx, id: number, values: Partial<NewOrderRow>): Promise<OrderRow> {
    const [row] = await db
      .update(orders)
      .set({ ...values, updated_at: sql`now()` })
      .where(eq(orders.id, id))
      .returning();
    return row!;
  },

  async addHistory(db: DbOrTx, values: typeof orderHistory.$inferInsert): Promise<void> {
    await db.insert(orderHistory).values(values);
  },

  async history(db: DbOrTx, orderId: number) {
    return db.select().from(orderHistory).where(eq(orderHistory.order_id, orderId)).orderBy(orderHistory.id);
  },

  /**
   * Takes one ticket of a limited event: the guarded UPDATE is the whole concurrency story (the row
   * lock serialises buyers; `held < ticket_limit` is re-checked on the locked row; the CHECK is the
   * backstop). 'unlimited' when the event has no ticket_stock row.
   */
  async takeTicket(db: DbOrTx, eventId: number): Promise<'taken' | 'sold_out' | 'unlimited'> {
    const taken = await db
      .update(ticketStock)
      .set({ held: sql`${ticketStock.held} + 1`, updated_at: sql`now()` })
      .where(and(eq(ticketStock.event_id, eventId), lt(ticketStock.held, ticketStock.ticket_limit)))
      .returning({ held: ticketStock.held });
    if (taken.length > 0) return 'taken';
    const [stock] = await db
      .select({ id: ticketStock.event_id })
      .from(ticketStock)
      .where(eq(ticketStock.event_id, eventId));
    return stock ? 'sold_out' : 'unlimited';
  },

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
  async placeOrder(
    db: DbOrTx,
    order: PlacedOrder,
    invoice: { email: string; data: unknown } | null,
  ): Promise<{ order: OrderRow; lastTicket: boolean } | null> {
    const eventId = order.event_id;
    const isEvent = order.product_type === 'event' && eventId !== null;
    const source = isEvent
      ? sql`WHERE EXISTS (SELECT 1 FROM hold) OR NOT EXISTS (SELECT 1 FROM ${ticketStock} WHERE event_id = ${eventId})`
      : sql``;
    const hold = isEvent
      ? sql`hold AS (UPDATE ${ticketStock} SET held = held + 1, updated_at = now() WHERE event_id = ${eventId} AND held < ticket_limit RETURNING held >= ticket_limit AS last),`
      : sql``;
    const lastTicket = isEvent ? sql`coalesce((SELECT last FROM hold), false)` : sql`false`;
    const invoiceData = invoice ? JSON.stringify(invoice.data) : null;
    const result = (await db.execute(sql`
      WITH ${hold}
      ord AS (
        INSERT INTO ${orders} (ext_order_id, product_type, provider, user_id, event_id, video_id, title, firstname, lastname, email,
                               country, customer_ip, language, amount, status, holds_ticket, hold_until, open_slot)
        SELECT ${order.ext_order_id}, ${order.product_type}, ${order.provider}, ${order.user_id}, ${order.event_id}::int, ${order.video_id}::int,
               ${order.title}, ${order.firstname}, ${order.lastname}, ${order.email}, ${order.country}, ${order.customer_ip}, ${order.language},
               ${order.amount}::int, 'NOT_STARTED', ${order.holds_ticket}::boolean, ${order.hold_until.toISOString()}::timestamptz, true
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
      SELECT ord.*, ${lastTicket} AS last_ticket FROM ord`)) as unknown as {
      rows: Record<string, unknown>[];
    };
    const row = result.rows[0];
    if (!row) return null;
    const { last_ticket, ...placed } = row;
    return { order: rawOrderRow(placed), lastTicket: last_ticket === true };
  },

  /** The buyer's open slot for the item, freed when its reservation window has ended (a new order may then be placed). */
  async freeExpiredSlot(db: DbOrTx, userId: number, item: OrderItemRef): Promise<boolean> {
    const freed = await db
      .update(orders)
      .set({ open_slot: null, updated_at: sql`now()` })
      .where(
        and(
          eq(orders.user_id, userId),
          eq(orders.product_type, item.kind),
          eq(itemColumn(item.kind), item.id),
          eq(orders.open_slot, true),
          lte(orders.hold_until, sql`now()`),
        ),
      )
      .returning({ id: orders.id });
    return freed.length > 0;
  },

  /** Gives a ticket back (limited events; nothing for unlimited ones). */
  async returnTicket(db: DbOrTx, eventId: number): Promise<void> {
    await db
      .update(ticketStock)
      .set({ held: sql`${ticketStock.held} - 1`, updated_at: sql`now()` })
      .where(and(eq(ticketStock.event_id, eventId), gt(ticketStock.held, 0)));
  },

  /** Tickets left per limited event (limit − held), live; unlimited events are absent. */
  async ticketsLeft(db: DbOrTx, eventIds: readonly number[]): Promise<Map<number, number>> {
    if (eventIds.length === 0) return new Map();
    const rows = await db
      .select({ event_id: ticketStock.event_id, limit: ticketStock.ticket_limit, held: ticketStock.held })
      .from(ticketStock)
      .where(inArray(ticketStock.event_id, [...new Set(eventIds)]));
    return new Map(rows.map((row) => [row.event_id, Math.max(0, row.limit - row.held)]));
  },

  /**
   * The ticket rush's cheap question, in one statement for many buyers of one event: is this
   * published limited event sold out, and which of the buyers hold something for it (an open
   * order inside its window, or an access row)? null when the event is not limited (or not
   * published: the full path answers it).
   */
  async saleState(
    db: DbOrTx,
    eventId: number,
    userIds: readonly number[],
  ): Promise<{ left: number; soldOut: boolean; mine: Set<number> } | null> {
    const users = `{${userIds.map((id) => Math.trunc(id)).join(',')}}`;
    const result = (await db.execute(sql`
      SELECT greatest(s.ticket_limit - s.held, 0)::int AS left, s.held >= s.ticket_limit AS sold_out,
        ARRAY(SELECT o.user_id FROM ${orders} o WHERE o.user_id = ANY(${users}::int[]) AND o.product_type = 'event' AND o.event_id = ${eventId}
                AND o.status IN ('NOT_STARTED', 'PENDING', 'WAITING_FOR_CONFIRMATION') AND o.hold_until > now()
              UNION SELECT g.user_id FROM ${accessGrants} g WHERE g.user_id = ANY(${users}::int[]) AND g.event_id = ${eventId}) AS mine
      FROM ${ticketStock} s JOIN ${events} e ON e.id = s.event_id AND e.published
      WHERE s.event_id = ${eventId}`)) as unknown as {
      rows: { left: number; sold_out: boolean; mine: number[] }[];
    };
    const row = result.rows[0];
    return row
      ? { left: Number(row.left), soldOut: row.sold_out, mine: new Set(row.mine.map(Number)) }
      : null;
  },

  /** Tickets held now for a limited event (0 when unlimited). */
  async ticketsHeld(db: DbOrTx, eventId: number): Promise<number> {
    const [row] = await db
      .select({ held: ticketStock.held })
      .from(ticketStock)
      .where(eq(ticketStock.event_id, eventId));
    return row?.held ?? 0;
  },

  /**
   * What signed-in viewers' whole lists of one kind read per request, for many viewers in one
   * statement: the public data version, for events the live tickets left of every limited event
   * (ticket_stock), and each viewer's access rows and latest order status per item (the access
   * rows are the access module's table, read here as saleState does; the access module still
   * judges them). Times as epoch milliseconds (one shape on both drivers).
   */
  async viewerListFacts(
    db: DbOrTx,
    userIds: readonly number[],
    kind: OrderItemRef['kind'],
  ): Promise<ListFactsRead> {
    const grantItem = kind === 'event' ? sql`g.event_id` : sql`g.video_id`;
    const orderItem = kind === 'event' ? sql`o.event_id` : sql`o.video_id`;
    const ids = sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    );
    const stock =
      kind === 'event'
        ? sql`UNION ALL SELECT 'stock', NULL, greatest(s.ticket_limit - s.held, 0)::bigint, s.event_id, NULL, NULL, NULL FROM ${ticketStock} s`
        : sql``;
    const result = (await db.execute(sql`
      SELECT 'version' AS fact, NULL::int AS user_id, v.version::bigint AS id, NULL::int AS item_id, NULL::text AS value,
             NULL::float8 AS first_played_ms, NULL::float8 AS expiration_ms
        FROM ${publicDataVersion} v WHERE v.id = 1
      ${stock}
      UNION ALL
      SELECT 'grant', g.user_id, g.id, ${grantItem}, g.source,
             (extract(epoch FROM g.first_played_at) * 1000)::float8,
             (extract(epoch FROM g.expiration_date) * 1000)::float8
        FROM ${accessGrants} g WHERE g.user_id IN (${ids}) AND ${grantItem} IS NOT NULL
      UNION ALL
      SELECT * FROM (
        SELECT DISTINCT ON (o.user_id, ${orderItem}) 'order', o.user_id, o.id, ${orderItem}, o.status::text, NULL::float8, NULL::float8
          FROM ${orders} o WHERE o.user_id IN (${ids}) AND o.product_type = ${kind} AND ${orderItem} IS NOT NULL
          ORDER BY o.user_id, ${orderItem}, o.created_at DESC, o.id DESC) latest`)) as unknown as {
      rows: {
        fact: 'version' | 'stock' | 'grant' | 'order';
        user_id: number | null;
        id: number | string;
        item_id: number | null;
        value: string | null;
        first_played_ms: number | null;
        expiration_ms: number | null;
      }[];
    };
    const at = (ms: number | null) => (ms === null ? null : new Date(Number(ms)));
    const read: ListFactsRead = {
      version: -1,
      ticketsLeft: new Map(),
      byUser: new Map(userIds.map((id) => [id, { grants: [], statuses: new Map() }])),
    };
    for (const row of result.rows) {
      if (row.fact === 'version') read.version = Number(row.id);
      else if (row.fact === 'stock') read.ticketsLeft.set(Number(row.item_id), Number(row.id));
      else {
        const facts = read.byUser.get(Number(row.user_id))!;
        if (row.fact === 'order') facts.statuses.set(`${kind}:${row.item_id}`, row.value as PaymentStatus);
        else {
          facts.grants.push({
            id: Number(row.id),
            event_id: kind === 'event' ? Number(row.item_id) : null,
            video_id: kind === 'video' ? Number(row.item_id) : null,
            source: row.value!,
            first_played_at: at(row.first_played_ms),
            expiration_date: at(row.expiration_ms),
          });
        }
      }
    }
    if (read.version < 0) throw new Error('public_data_version has no row (migration 0001)');
    return read;
  },

  /** The user's latest order status per item, in one statement whatever the number of items. */
  async latestStatuses(
    db: DbOrTx,
    userId: number,
    items: readonly OrderItemRef[],
  ): Promise<Map<string, PaymentStatus>> {
    const eventIds = items.filter((i) => i.kind === 'event').map((i) => i.id);
    const videoIds = items.filter((i) => i.kind === 'video').map((i) => i.id);
    if (eventIds.length === 0 && videoIds.length === 0) return new Map();
    const rows = await db
      .selectDistinctOn([orders.product_type, orders.event_id, orders.video_id], {
        event_id: orders.event_id,
        video_id: orders.video_id,
        status: orders.status,
      })
      .from(orders)
      .where(
        and(
          eq(orders.user_id, userId),
          or(
            eventIds.length
              ? and(eq(orders.product_type, 'event'), inArray(orders.event_id, eventIds))
              : undefined,
            videoIds.length
              ? and(eq(orders.product_type, 'video'), inArray(orders.video_id, videoIds))
              : undefined,
          ),
        ),
      )
      .orderBy(
        orders.product_type,
        orders.event_id,
        orders.video_id,
        desc(orders.created_at),
        desc(orders.id),
      );
    return new Map(
      rows.map((row) => [
        row.event_id !== null ? `event:${row.event_id}` : `video:${row.video_id}`,
        row.status as PaymentStatus,
      ]),
    );
  },

  /** The user's unpaid order for the item still inside its reservation window (answered again instead of a second one). */
  async openOrderFor(db: DbOrTx, userId: number, item: OrderItemRef, at: Date): Promise<OrderRow | null> {
    const [row] = await db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.user_id, userId),
          eq(orders.product_type, item.kind),
          eq(itemColumn(item.kind), item.id),
          inArray(orders.status, [...OPEN_STATUSES]),
          gt(orders.hold_until, at),
        ),
      )
      .orderBy(desc(orders.created_at), desc(orders.id))
      .limit(1);
    return row ?? null;
  },

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

  /** One page of a user's orders of one product type (the account page), newest first by default. */
  async pageForUser(
    db: DbOrTx,
    userId: number,
    productType: OrderItemRef['kind'],
    paging: ListPaging<'created_at'>,
  ) {
    return listPage(
      db,
      {
        table: orders,
        where: and(eq(orders.user_id, userId), eq(orders.product_type, productType)),
        sortMap: { created_at: orders.created_at },
        tiebreaker: orders.id,
      },
      paging,
    );
  },

  /** Records a refund we asked for; false when it was already recorded (a retried job). */
  async recordRefund(db: DbOrTx, values: typeof orderRefunds.$inferInsert): Promise<boolean> {
    const rows = await db
      .insert(orderRefunds)
      .values(values)
      .onConflictDoNothing({ target: orderRefunds.ext_refund_id })
      .returning({ id: orderRefunds.id });
    return rows.length > 0;
  },

  async refundsOf(db: DbOrTx, orderId: number) {
    return db.select().from(orderRefunds).where(eq(orderRefunds.order_id, orderId)).orderBy(orderRefunds.id);
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
