import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders } from './orders.table';

/**
 * The accounts holding a paid ticket for an event (a COMPLETED order for it), as a subquery of
 * user ids: the notifications module adds who may be e-mailed and reads it in one statement,
 * without knowing the orders table.
 */
export const paidEventBuyerIds = (db: DbOrTx, eventId: number) =>
  db
    .select({ user_id: orders.user_id })
    .from(orders)
    .where(
      and(eq(orders.event_id, eventId), eq(orders.product_type, 'event'), eq(orders.status, 'COMPLETED')),
    );
