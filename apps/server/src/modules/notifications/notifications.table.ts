import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/**
 * One announcement of new content (POST /api/notifications/newcontent). Its e-mails are written to
 * the outbox by a job, a batch of recipients at a time in id order; `last_user_id` moves in the
 * same transaction as each batch, so a retried job continues where it stopped and never mails
 * anyone twice.
 */
export const notificationRuns = pgTable('notification_runs', {
  id: serial('id').primaryKey(),
  kind: varchar('kind', { length: 32 }).notNull(),
  all_users: boolean('all_users').notNull().default(false),
  created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  last_user_id: integer('last_user_id').notNull().default(0),
  queued: integer('queued').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finished_at: timestamp('finished_at', { withTimezone: true }),
});
export type NotificationRunRow = typeof notificationRuns.$inferSelect;

/**
 * Reminders already sent, one row per (kind, user, subject): `ref` is the event id for paid-event
 * reminders and the month ('2026-11') for platform reminders. Inserting first (ON CONFLICT DO
 * NOTHING) and mailing only the rows inserted makes the daily job safe to run twice.
 */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 32 }).notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ref: varchar('ref', { length: 32 }).notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reminders_sent_unique').on(table.kind, table.user_id, table.ref),
    index('reminders_sent_user_idx').on(table.user_id),
  ],
);
