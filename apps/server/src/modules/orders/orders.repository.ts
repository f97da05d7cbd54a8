import { and, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { PaymentStatus } from '@scena/shared';
import type { ListPaging } from '@scena/shared';
import type { DbOrTx } from '../../db/client';
import { listPage } from '../../db/list-page';
import { orderHistory, orders, type OrderRow } from './orders.table';

export type NewOrderRow = typeof orders.$inferInsert;

declare const locked: unique symbol;
/** An order row read by lockById: current, and locked until its transaction ends (only lockById makes one). */
export type LockedOrder = OrderRow & { readonly [locked]: true };
export interface OrderItemRef {
  kind: 'event' | 'video';
  id: number;
}

/** Unpaid statuses whose order may still be paid (its hold and its answer-again window). */
export const OPEN_STATUSES: readonly PaymentStatus[] = ['NOT_STARTED', 'PENDING', 'WAITING_FOR_CONFIRMATION'];

/**
 * What one open slot is for (the unique index `orders_open_slot_unique`): an event or video order is
 * for its item; a gift or group order is of its own kind, for an item or (the "any" gift) for none.
 */
/** The double-click guard's index: a unique violation on it means the buyer's slot is taken. */
export const OPEN_SLOT_INDEX = 'orders_open_slot_unique';

export type OrderSlot = OrderItemRef | { productType: 'gift' | 'group_ticket'; item: OrderItemRef | null };

const slotWhere = (userId: number, slot: OrderSlot) => {
  const { productType, item } = 'productType' in slot ? slot : { productType: slot.kind, item: slot };
  return and(
    eq(orders.user_id, userId),
    eq(orders.product_type, productType),
    item?.kind === 'event' ? eq(orders.event_id, item.id) : isNull(orders.event_id),
    item?.kind === 'video' ? eq(orders.video_id, item.id) : isNull(orders.video_id),
  );
};

/**
 * Order rows and their history: queries only (CONTEXT.md). The status column is written only by
 * order-lifecycle.ts. The purchase's write (place-order.repository.ts), the sale state, the
 * viewers' order facts, invoices and refunds have repositories of their own beside this one.
 */
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
  async lockById(db: DbOrTx, id: number): Promise<LockedOrder | null> {
    const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
    return (row as LockedOrder | undefined) ?? null;
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

  /** The buyer's open slot for the item, freed when its reservation window has ended (a new order may then be placed). */
  async freeExpiredSlot(db: DbOrTx, userId: number, slot: OrderSlot): Promise<boolean> {
    const freed = await db
      .update(orders)
      .set({ open_slot: null, updated_at: sql`now()` })
      .where(and(slotWhere(userId, slot), eq(orders.open_slot, true), lte(orders.hold_until, sql`now()`)))
      .returning({ id: orders.id });
    return freed.length > 0;
  },

  /** The user's unpaid order for the item still inside its reservation window (answered again instead of a second one). */
  async openOrderFor(db: DbOrTx, userId: number, slot: OrderSlot, at: Date): Promise<OrderRow | null> {
    const [row] = await db
      .select()
      .from(orders)
      .where(
        and(slotWhere(userId, slot), inArray(orders.status, [...OPEN_STATUSES]), gt(orders.hold_until, at)),
      )
      .orderBy(desc(orders.created_at), desc(orders.id))
      .limit(1);
    return row ?? null;
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
};
