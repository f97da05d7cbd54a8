import { bigint, index, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * The hosted-video list (spec 2 §2.2, §3): one row per upload started from the panel, whatever the
 * provider. provider_id is the digits of uri; a video's media field holding them plays this video.
 * Deleting a row leaves the provider's video alone (spec); purging removes both.
 */
export const hostedVideos = pgTable(
  'hosted_videos',
  {
    id: serial('id').primaryKey(),
    provider: varchar('provider', { length: 8 }).notNull(),
    provider_id: varchar('provider_id', { length: 32 }).notNull(),
    uri: text('uri').notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('NOT_UPLOADED'),
    upload_link: text('upload_link'),
    size: bigint('size', { mode: 'number' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('hosted_videos_provider_id_unique').on(table.provider, table.provider_id),
    index('hosted_videos_created_idx').on(table.created_at),
  ],
);

export type HostedVideoRow = typeof hostedVideos.$inferSelect;
