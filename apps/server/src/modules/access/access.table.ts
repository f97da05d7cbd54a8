import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';
import { events } from '../catalog/events.table';
import { videos } from '../catalog/videos.table';

/**
 * The access store (CONTEXT.md): one row = "this user may watch this item", whatever gave it.
 * Today: free grants by an administrator (source 'grant'); purchases, codes, gifts and group
 * tickets add rows of their own source later. The ticket's validity starts at the first playback
 * (first_played_at, expiration_date); `views` counts playback starts. Per-user data: no
 * public_data_version trigger (public reads never show it).
 */
export const accessGrants = pgTable(
  'access_grants',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event_id: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    video_id: integer('video_id').references(() => videos.id, { onDelete: 'cascade' }),
    /** access/reasons.ts ACCESS_SOURCES: 'grant' now; 'order', 'code', 'gift', 'group_ticket' later. */
    source: varchar('source', { length: 20 }).notNull(),
    /** The administrator who granted it (free grants). */
    granted_by: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by the first playback; the validity counts from it. */
    first_played_at: timestamp('first_played_at', { withTimezone: true }),
    /** Set with first_played_at: start + validity hours, never past the item's end; null = unlimited. */
    expiration_date: timestamp('expiration_date', { withTimezone: true }),
    views: integer('views').notNull().default(0),
  },
  (table) => [
    index('access_grants_user_event_idx').on(table.user_id, table.event_id),
    index('access_grants_user_video_idx').on(table.user_id, table.video_id),
    index('access_grants_user_created_idx').on(table.user_id, table.created_at),
    check('access_grants_one_item', sql`(${table.event_id} IS NULL) <> (${table.video_id} IS NULL)`),
  ],
);
export type AccessGrantRow = typeof accessGrants.$inferSelect;

/**
 * One row per playback start (statistics, the IP limit): who, what, which version, from where.
 * access_id links the access row it counted against (null for admin, premium and free items).
 */
export const playbackStarts = pgTable(
  'playback_starts',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    access_id: integer('access_id').references(() => accessGrants.id, { onDelete: 'set null' }),
    event_id: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    video_id: integer('video_id').references(() => videos.id, { onDelete: 'cascade' }),
    version: varchar('version', { length: 20 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    country: varchar('country', { length: 2 }),
    started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('playback_starts_user_started_idx').on(table.user_id, table.started_at)],
);
export type PlaybackStartRow = typeof playbackStarts.$inferSelect;
