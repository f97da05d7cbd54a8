import { and, asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { paidEventBuyerIds } from '../orders';
import { users } from '../users';
import { reachable, type Recipient } from './notifications.repository';

/**
 * Who holds a paid ticket for the event (the paid-event reminder): a COMPLETED order for it (the
 * orders module says which accounts), on an account e-mails may go to (verified, not deleted, not
 * banned now). One row per account, however many tickets it bought.
 */
export const paidEventRecipients = async (db: DbOrTx, eventId: number): Promise<Recipient[]> =>
  db
    .select({ id: users.id, email: users.email, firstname: users.firstname })
    .from(users)
    .where(and(inArray(users.id, paidEventBuyerIds(db, eventId)), reachable()))
    .orderBy(asc(users.id));
