import { sql } from 'drizzle-orm';
import { check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { events } from '../catalog/events.table';

/**
 * Limited tickets: `held` = tickets held by COMPLETED orders and by unpaid orders inside their
 * reservation window (orders.holds_ticket). A hold is taken by a guarded UPDATE (`held < limit`)
 * in the purchase's statement; the CHECK is the backstop. `ticket_limit` follows
 * events.available_tickets (a trigger, migration 0006, in the same transaction as the change).
 * Separate from events so that a sale does not bump the public cache version.
 */
export const ticketStock = pgTable(
  'ticket_stock',
  {
    event_id: integer('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    ticket_limit: integer('ticket_limit').notNull(),
    held: integer('held').notNull().default(0),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('ticket_stock_within_limit', sql`${table.held} >= 0 AND ${table.held} <= ${table.ticket_limit}`),
  ],
);
