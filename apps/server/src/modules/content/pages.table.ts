import { index, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { searchVector } from '../../db/search-text';

/**
 * Static content pages (spec 1 §2 /regulamin, /polityka, /kontakt, /n/{slug}). Ids 1-4 are fixed
 * by the spec (policy, regulations, accessibility declaration, how to buy); see seed/content-pages.
 * `content` is HTML sanitised on save.
 */
export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 40 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    content: text('content').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('pages_slug_unique').on(table.slug),
    /** Search (db/search-text.ts). */
    index('pages_search_idx').using('gin', searchVector(table.title, table.content)),
  ],
);

export type PageRow = typeof pages.$inferSelect;
