import { jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The app configuration as key/value rows (one row per spec field, e.g. 'maintenance'). Missing
 * keys take their default from the shared contract (appConfigDefaults), so a new setting needs no
 * migration, and two admins saving different settings at once never overwrite each other.
 */
export const appConfigEntries = pgTable('app_config', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
