import {
  bigint,
  index,
  integer,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The local provider's tus datastore (VIDEO_HOST=local). The bytes live in DATA_DIR/videos/<id>/;
 * the offset, expiry and the writer's lease live here, so several instances share one upload: an
 * instance writes only while it holds the lease (lock_token, renewed while the bytes flow).
 */
export const localVideoUploads = pgTable(
  'local_video_uploads',
  {
    id: serial('id').primaryKey(),
    size: bigint('size', { mode: 'number' }).notNull(),
    upload_offset: bigint('upload_offset', { mode: 'number' }).notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    lock_token: uuid('lock_token'),
    locked_until: timestamp('locked_until', { withTimezone: true }),
    /** Set by finalize once every byte arrived and the container was recognised. */
    completed_at: timestamp('completed_at', { withTimezone: true }),
    container: varchar('container', { length: 8 }),
    packaging_state: varchar('packaging_state', { length: 12 }),
    packaging_progress: integer('packaging_progress'),
    packaging_note: text('packaging_note'),
    duration_seconds: real('duration_seconds'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('local_video_uploads_expires_idx').on(table.expires_at)],
);

/** Subtitles of a local video; the VTT text is DATA_DIR/videos/<upload>/subtitles/<id>.vtt. */
export const localVideoTracks = pgTable('local_video_tracks', {
  id: serial('id').primaryKey(),
  upload_id: integer('upload_id')
    .notNull()
    .references(() => localVideoUploads.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 100 }).notNull(),
  language: varchar('language', { length: 2 }).notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The playback signing key when MEDIA_SIGNING_SECRET is not set: made once, shared by every instance. */
export const mediaSigningKeys = pgTable('media_signing_keys', {
  name: varchar('name', { length: 32 }).primaryKey(),
  secret: text('secret').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type LocalUploadRow = typeof localVideoUploads.$inferSelect;
export type LocalTrackRow = typeof localVideoTracks.$inferSelect;
