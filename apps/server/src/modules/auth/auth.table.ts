import {
  index,
  integer,
  pgTable,
  serial,
  boolean,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/**
 * Sessions. The token is 256-bit random and only its SHA-256 is stored. One active session per
 * user: a new sign-in revokes the older ones with reason 'replaced', so the old device can be told
 * 'anotherUser' (403) rather than a plain 401.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    remember: boolean('remember').notNull().default(false),
    ip: varchar('ip', { length: 64 }),
    user_agent: varchar('user_agent', { length: 400 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    idle_expires_at: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    absolute_expires_at: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    /** 'logout' | 'replaced' | 'banned' | 'deleted' | 'password_changed' | 'admin' */
    revoked_reason: varchar('revoked_reason', { length: 32 }),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.token_hash),
    index('sessions_user_idx').on(table.user_id),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;

/**
 * Single-use secrets sent by e-mail: account verification, password reset and the admin sign-in
 * link. Stored hashed; `used_at` makes a replay fail.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 16 }).notNull().$type<'verify' | 'reset' | 'admin_login'>(),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('one_time_tokens_hash_unique').on(table.token_hash),
    index('one_time_tokens_user_purpose_idx').on(table.user_id, table.purpose),
  ],
);

/**
 * Failed sign-in attempts per account and client IP (ASVS 6.1.1): after 5 within the window the
 * next try gets 429 until the oldest one ages out. Counting per account+IP means an attacker
 * elsewhere cannot lock the owner out. Kept in the database so every instance sees the same
 * count. The account is a SHA-256 of the e-mail, so typos and unknown addresses leave no PII.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    account_key: varchar('account_key', { length: 64 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('login_failures_key_ip_idx').on(table.account_key, table.ip, table.created_at)],
);
