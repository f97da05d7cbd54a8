import { integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { events } from './events.table';
import { categories } from './taxonomy.table';
import { videos } from './videos.table';

/** Translations: one row per item and language (unique), removed with the item. */
export const videoTranslations = pgTable(
  'video_translations',
  {
    id: serial('id').primaryKey(),
    video_id: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    language_code: varchar('language_code', { length: 2 }).notNull(),
    title: varchar('title', { length: 100 }),
    subtitle: varchar('subtitle', { length: 200 }),
    description: text('description'),
    additional_desc: text('additional_desc'),
    video_link: text('video_link'),
    accessibility_video: text('accessibility_video'),
    autodesc_video: text('autodesc_video'),
    teaser_link: text('teaser_link'),
  },
  (table) => [uniqueIndex('video_translations_lang_unique').on(table.video_id, table.language_code)],
);

export const eventTranslations = pgTable(
  'event_translations',
  {
    id: serial('id').primaryKey(),
    event_id: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    language_code: varchar('language_code', { length: 2 }).notNull(),
    title: varchar('title', { length: 100 }),
    subtitle: varchar('subtitle', { length: 200 }),
  },
  (table) => [uniqueIndex('event_translations_lang_unique').on(table.event_id, table.language_code)],
);

export const categoryTranslations = pgTable(
  'category_translations',
  {
    id: serial('id').primaryKey(),
    category_id: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    language_code: varchar('language_code', { length: 2 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
  },
  (table) => [uniqueIndex('category_translations_lang_unique').on(table.category_id, table.language_code)],
);

export type VideoTranslationRow = typeof videoTranslations.$inferSelect;
export type EventTranslationRow = typeof eventTranslations.$inferSelect;
export type CategoryTranslationRow = typeof categoryTranslations.$inferSelect;
