import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PaymentStatus } from '@scena/shared';
import type { Tx } from '../../db/client';
import type { OrderRow } from '../orders';
import { codes, userCodes } from './codes.table';
import { newCodeText } from './code-text';

/**
 * What a move of an order means for codes (CONTEXT.md "Codes and orders"), in the move's own
 * transaction: order-lifecycle.ts calls this once per move it makes, after the order row is
 * written. The order is the row as it is after the move. Answers the codes this move created (a
 * gift or group order's first COMPLETED; empty otherwise): the lifecycle e-mails them to the buyer.
 */
export const applyCodeEffects = async (tx: Tx, order: OrderRow, to: PaymentStatus): Promise<string[]> => {
  // Only an order priced by a code has an activation to spend or let go: no statement for the others.
  if (order.used_code !== null) await discountEffects(tx, order, to);
  if (order.product_type === 'gift' || order.product_type === 'group_ticket')
    return paidCodeEffects(tx, order, to);
  return [];
};

/**
 * A discount is spent when the order it priced completes; a cancelled order lets it go (the
 * viewer can use it on the next purchase). A refund keeps it spent: the use was consumed.
 */
const discountEffects = async (tx: Tx, order: OrderRow, to: PaymentStatus): Promise<void> => {
  if (to === 'COMPLETED') {
    await tx
      .update(userCodes)
      .set({ used: true, usage_date: sql`now()` })
      .where(and(eq(userCodes.order_id, order.id), eq(userCodes.used, false)));
  } else if (to === 'CANCELED') {
    await tx
      .update(userCodes)
      .set({ order_id: null })
      .where(and(eq(userCodes.order_id, order.id), eq(userCodes.used, false)));
  }
};

/**
 * Gift and group orders: COMPLETED creates their codes (a gift one, a group `quantity`), once per
 * order; a refund or cancellation voids the codes nobody activated (an activated code keeps the
 * access it gave); completing again (an administrator's edit, a cancelled refund) restores them.
 */
const paidCodeEffects = async (tx: Tx, order: OrderRow, to: PaymentStatus): Promise<string[]> => {
  if (to === 'REFUNDED' || to === 'CANCELED') {
    await tx
      .update(codes)
      .set({ voided_at: sql`now()`, updated_at: sql`now()` })
      .where(and(eq(codes.order_id, order.id), eq(codes.uses, 0), isNull(codes.voided_at)));
    return [];
  }
  if (to !== 'COMPLETED') return [];
  const existing = await tx.select({ id: codes.id }).from(codes).where(eq(codes.order_id, order.id)).limit(1);
  if (existing.length > 0) {
    await tx
      .update(codes)
      .set({ voided_at: null, updated_at: sql`now()` })
      .where(and(eq(codes.order_id, order.id), eq(codes.uses, 0)));
    return [];
  }
  const product =
    order.event_id !== null
      ? { product_type: 'event', event_id: order.event_id, video_id: null }
      : order.video_id !== null
        ? { product_type: 'video', event_id: null, video_id: order.video_id }
        : { product_type: 'any', event_id: null, video_id: null };
  const total = order.product_type === 'group_ticket' ? order.quantity : 1;
  const kind = order.product_type === 'group_ticket' ? 'group' : 'gift';
  const made: string[] = [];
  while (made.length < total) {
    const rows = Array.from({ length: total - made.length }, () => ({
      code: newCodeText(),
      kind,
      description: order.title,
      discount_percent: 100,
      ...product,
      use_limit: 1,
      order_id: order.id,
      created_by: order.user_id,
    }));
    // A collision with an existing code (60 random bits: practically never) skips that row; the loop makes it again.
    const inserted = await tx
      .insert(codes)
      .values(rows)
      .onConflictDoNothing()
      .returning({ code: codes.code });
    made.push(...inserted.map((row) => row.code));
  }
  return made;
};
