import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

export interface AuditChange {
  field: string;
  old: unknown;
  new: unknown;
}

/**
 * Who changed which setting, page or ran which settings action, when, from what to what. Rows are
 * never updated; `user_email` keeps who it was after the account is deleted or anonymised.
 */
export const settingsAudit = pgTable(
  'settings_audit',
  {
    id: serial('id').primaryKey(),
    /** 'appconfig' | 'page' | 'action' | 'user' */
    subject: varchar('subject', { length: 16 }).notNull(),
    /** The page id for 'page', the user's id for 'user'; null otherwise. */
    subject_id: integer('subject_id'),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    user_email: varchar('user_email', { length: 254 }).notNull().default(''),
    changes: jsonb('changes').$type<AuditChange[]>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('settings_audit_created_idx').on(table.created_at),
    index('settings_audit_subject_idx').on(table.subject, table.created_at),
    index('settings_audit_subject_id_idx').on(table.subject, table.subject_id, table.created_at),
  ],
);
export type SettingsAuditRow = typeof settingsAudit.$inferSelect;
