import type { DbOrTx } from '../../db/client';
import type { Recipient } from './notifications.repository';

/**
 * The seam between paid-event reminders and buying: who holds a COMPLETED order for the event.
 * There are no orders in this codebase yet (buying is issue 8), so nobody holds a paid ticket and
 * this answers no one. When the orders module lands, replace the body with its query (orders with
 * status COMPLETED for this event_id, joined to users that are verified, not deleted and not
 * banned); the daily job, its once-per-event bookkeeping (reminders_sent) and the e-mail are in
 * place and tested with recipients given directly.
 */
export const paidEventRecipients = async (_db: DbOrTx, _eventId: number): Promise<Recipient[]> => [];
