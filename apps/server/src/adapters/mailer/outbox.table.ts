import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The durable e-mail outbox: a message is written here in the same transaction as the change
 * that causes it, and the outbox job sends it with retries, so nothing is lost when SMTP is down.
 */
export const outbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    to_address: varchar('to_address', { length: 254 }).notNull(),
    template: varchar('template', { length: 64 }).notNull(),
    lang: varchar('lang', { length: 2 }).notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** The template's data, kept so admins can see what was sent and tests can read links. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** Extra headers sent with the message (List-Unsubscribe on announcements); null for none. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** 'pending' | 'sending' | 'sent' | 'failed' */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    last_error: text('last_error'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('email_outbox_due_idx').on(table.status, table.next_attempt_at),
    index('email_outbox_to_idx').on(table.to_address),
  ],
);
