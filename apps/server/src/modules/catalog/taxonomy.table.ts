import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Video categories (spec 2 §2.7); lists are sorted by updated_at, newest first. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('categories_updated_at_idx').on(table.updated_at)],
);

/** Image galleries shown on video and event pages (spec 2 §2.8). */
export const galleries = pgTable('galleries', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** At most GALLERY_MAX_IMAGES per gallery, enforced under a row lock on the gallery. */
export const galleryImages = pgTable(
  'gallery_images',
  {
    id: serial('id').primaryKey(),
    gallery_id: integer('gallery_id')
      .notNull()
      .references(() => galleries.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    thumb_url: text('thumb_url').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('gallery_images_gallery_idx').on(table.gallery_id)],
);

export type CategoryRow = typeof categories.$inferSelect;
export type GalleryRow = typeof galleries.$inferSelect;
export type GalleryImageRow = typeof galleryImages.$inferSelect;
