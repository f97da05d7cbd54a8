import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** Home-page slides (spec 2 §2.9); sorted by updated_at, newest first (the up arrow re-saves). */
export const slides = pgTable(
  'slides',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 100 }).notNull(),
    text: varchar('text', { length: 500 }).notNull(),
    url: text('url'),
    published: boolean('published').notNull().default(true),
    bg_image: text('bg_image'),
    weight: integer('weight').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('slides_updated_at_idx').on(table.updated_at)],
);

export const slideTranslations = pgTable(
  'slide_translations',
  {
    id: serial('id').primaryKey(),
    slide_id: integer('slide_id')
      .notNull()
      .references(() => slides.id, { onDelete: 'cascade' }),
    language_code: varchar('language_code', { length: 2 }).notNull(),
    title: varchar('title', { length: 100 }),
    text: varchar('text', { length: 500 }),
  },
  (table) => [uniqueIndex('slide_translations_lang_unique').on(table.slide_id, table.language_code)],
);

export type SlideRow = typeof slides.$inferSelect;
export type SlideTranslationRow = typeof slideTranslations.$inferSelect;
