import { boolean, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

export const DEFAULT_BAN_REASON = 'nie określono';

/**
 * Account bans (spec 3: limitations). A ban is in force when it is not lifted and is `forever`, has
 * no expiration date, or its expiration date is still ahead. Rows are kept after expiry and after
 * lifting as history.
 */
export const bans = pgTable(
  'bans',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 500 }).notNull().default(DEFAULT_BAN_REASON),
    expiration_date: timestamp('expiration_date', { withTimezone: true }),
    forever: boolean('forever').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The admin who banned, or null for automatic bans (IP limit). */
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The IP-limit auto-ban (kept apart from created_by, which a deleted admin also leaves null). */
    automatic: boolean('automatic').notNull().default(false),
    /** Lifted by an administrator (DELETE /api/bans/{id}): no longer in force, kept as history. */
    lifted_at: timestamp('lifted_at', { withTimezone: true }),
    lifted_by: integer('lifted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('bans_user_idx').on(table.user_id), index('bans_created_at_idx').on(table.created_at)],
);

export type BanRow = typeof bans.$inferSelect;
