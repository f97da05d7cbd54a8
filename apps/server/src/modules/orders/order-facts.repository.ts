import { and, desc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { PaymentStatus } from '@scena/shared';
import type { DbOrTx } from '../../db/client';
import type { OrderFactsSource } from '../tickets';
import type { OrderItemRef } from './orders.repository';
import { orders } from './orders.table';

/**
 * The viewers' latest order status per item: what the catalogue's answers show as `paymentStatus`.
 * Handed to the tickets module as its OrderFactsSource (index.ts), never read from there directly.
 */
export const orderFactsRepository = {
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

  /** Several users' latest order status per item key of one kind, in one statement. */
  async latestStatusesOf(
    db: DbOrTx,
    userIds: readonly number[],
    kind: OrderItemRef['kind'],
  ): Promise<Map<number, Map<string, PaymentStatus>>> {
    const byUser = new Map<number, Map<string, PaymentStatus>>(userIds.map((id) => [id, new Map()]));
    if (userIds.length === 0) return byUser;
    const item = kind === 'event' ? orders.event_id : orders.video_id;
    const rows = await db
      .selectDistinctOn([orders.user_id, item], {
        user_id: orders.user_id,
        item_id: item,
        status: orders.status,
      })
      .from(orders)
      .where(and(inArray(orders.user_id, [...userIds]), eq(orders.product_type, kind), isNotNull(item)))
      .orderBy(orders.user_id, item, desc(orders.created_at), desc(orders.id));
    for (const row of rows)
      byUser.get(row.user_id!)?.set(`${kind}:${row.item_id}`, row.status as PaymentStatus);
    return byUser;
  },
} satisfies OrderFactsSource;
