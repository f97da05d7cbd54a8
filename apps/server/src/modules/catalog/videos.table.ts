import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { categories, galleries } from './taxonomy.table';
import { searchVector } from '../../db/search-text';

/**
 * Videos on demand (spec 2 §3). Flags are booleans here and 0/1 at the API; the price is integer
 * grosze (PLN at the API). The slug is unique: concurrent saves of the same slug are decided by
 * the index, and the loser gets 'Odnośnik zajęty'.
 */
export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 100 }).notNull(),
    subtitle: varchar('subtitle', { length: 200 }),
    slug: varchar('slug', { length: 40 }).notNull(),
    teaser_link: text('teaser_link'),
    video_link: text('video_link').notNull(),
    accessibility_video: text('accessibility_video'),
    autodesc_video: text('autodesc_video'),
    thumb_link: text('thumb_link'),
    image_link: text('image_link'),
    visible: boolean('visible').notNull().default(true),
    description: text('description'),
    additional_desc: text('additional_desc'),
    age_restriction: integer('age_restriction'),
    duration: integer('duration'),
    gallery_id: integer('gallery_id').references(() => galleries.id, { onDelete: 'set null' }),
    weight: integer('weight').notNull().default(0),
    available_from: timestamp('available_from', { withTimezone: true }),
    end_date: timestamp('end_date', { withTimezone: true }),
    price_grosze: integer('price_grosze').notNull().default(0),
    restricted_access: varchar('restricted_access', { length: 10 }).notNull().default('any'),
    dashboard_hidden: boolean('dashboard_hidden').notNull().default(false),
    /** Hours a bought ticket lasts from its first playback; null = the global setting, 0 = unlimited; never past the item's end. */
    tickets_expiration_time: integer('tickets_expiration_time'),
    share_teatrlink: boolean('share_teatrlink').notNull().default(false),
    added_at: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('videos_slug_unique').on(table.slug),
    index('videos_listing_idx').on(table.visible, table.dashboard_hidden),
    index('videos_gallery_idx').on(table.gallery_id),
    /** Search (db/search-text.ts): the same expression as videosSearchVector. */
    index('videos_search_idx').using('gin', searchVector(table.title, table.subtitle, table.description)),
  ],
);

export const videoCategories = pgTable(
  'video_categories',
  {
    video_id: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    category_id: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.video_id, table.category_id] }),
    index('video_categories_category_idx').on(table.category_id),
  ],
);

export type VideoRow = typeof videos.$inferSelect;
export type NewVideoRow = typeof videos.$inferInsert;
