import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders } from '../orders';
import { users } from '../users';
import { reachable, type Recipient } from './notifications.repository';

/**
 * Who holds a paid ticket for the event (the paid-event reminder): a COMPLETED order for it, on an
 * account e-mails may go to (verified, not deleted, not banned now). One row per account, however
 * many tickets it bought.
 */
export const paidEventRecipients = async (db: DbOrTx, eventId: number): Promise<Recipient[]> =>
  db
    .selectDistinctOn([users.id], { id: users.id, email: users.email, firstname: users.firstname })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.user_id))
    .where(
      and(
        eq(orders.event_id, eventId),
        eq(orders.product_type, 'event'),
        eq(orders.status, 'COMPLETED'),
        reachable(),
      ),
    )
    .orderBy(asc(users.id));
