import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { searchVector } from '../../db/search-text';
import { videos } from './videos.table';

/**
 * Events: a video streamed in a time window (spec 2 §3). Dates are Warsaw calendar days, times
 * 'HH:mm' Warsaw wall-clock (the daily window); availability is computed by shared/time.ts.
 * available_tickets null = unlimited. The price is integer grosze.
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 100 }).notNull(),
    subtitle: varchar('subtitle', { length: 200 }),
    slug: varchar('slug', { length: 40 }).notNull(),
    price_grosze: integer('price_grosze').notNull().default(0),
    date_from: date('date_from', { mode: 'string' }).notNull(),
    date_to: date('date_to', { mode: 'string' }).notNull(),
    time_from: varchar('time_from', { length: 5 }),
    time_to: varchar('time_to', { length: 5 }),
    full_day: boolean('full_day').notNull().default(false),
    published: boolean('published').notNull().default(true),
    // Deleting a video with events is refused by the service; the FK is the backstop.
    video_id: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'restrict' }),
    available_tickets: integer('available_tickets'),
    is_festival: boolean('is_festival').notNull().default(false),
    dashboard_hidden: boolean('dashboard_hidden').notNull().default(false),
    vimeo_chat: text('vimeo_chat'),
    hide_time_to: boolean('hide_time_to').notNull().default(false),
    enable_tickets: boolean('enable_tickets').notNull().default(true),
    enable_codes: boolean('enable_codes').notNull().default(false),
    share_teatrlink: boolean('share_teatrlink').notNull().default(true),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('events_slug_unique').on(table.slug),
    index('events_dates_idx').on(table.date_to, table.date_from),
    index('events_video_idx').on(table.video_id),
    /** Search (db/search-text.ts): the same expression as eventsSearchVector. */
    index('events_search_idx').using('gin', searchVector(table.title, table.subtitle)),
  ],
);

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;
