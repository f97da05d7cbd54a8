import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/**
 * A viewer's data export (CONTEXT.md): requested, prepared once by a job, downloadable through
 * the e-mailed link until `expires_at`, then purged. Only the link token's hash is stored.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who asked: the viewer themself or an administrator. */
    requested_by: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** 'pending' → 'ready' (one guarded UPDATE: prepared once whatever the job's retries). */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    token_hash: varchar('token_hash', { length: 64 }),
    /** The prepared JSON document; cleared by the purge job once the link has expired. */
    document: text('document'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ready_at: timestamp('ready_at', { withTimezone: true }),
    expires_at: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    index('data_exports_user_idx').on(table.user_id, table.created_at),
    index('data_exports_token_idx').on(table.token_hash),
  ],
);
export type DataExportRow = typeof dataExports.$inferSelect;
