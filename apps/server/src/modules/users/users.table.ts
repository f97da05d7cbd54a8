import { sql } from 'drizzle-orm';
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

/** Viewers and staff. Column names follow the spec's field names (spec 1 §3, spec 3 §3). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased; uniqueness is on the lower-cased value. */
    email: varchar('email', { length: 254 }).notNull(),
    firstname: varchar('firstname', { length: 100 }).notNull(),
    lastname: varchar('lastname', { length: 100 }).notNull(),
    password_hash: text('password_hash').notNull(),
    /** Year 1900 means "not set" (spec 1 §5). */
    birthday: date('birthday', { mode: 'string' }),
    country_code: varchar('country_code', { length: 2 }).notNull().default('PL'),
    mailing: boolean('mailing').notNull().default(false),
    tos: boolean('tos').notNull().default(false),
    /** 1 admin, 2 standard, 3 premium, 4 unverified, 5 deleted (packages/shared/src/roles.ts). */
    role: integer('role').notNull().default(4),
    street: varchar('street', { length: 200 }),
    postal_code: varchar('postal_code', { length: 10 }),
    city: varchar('city', { length: 100 }),
    state: varchar('state', { length: 100 }),
    nip: varchar('nip', { length: 100 }),
    company: varchar('company', { length: 200 }),
    verified_at: timestamp('verified_at', { withTimezone: true }),
    last_login: timestamp('last_login', { withTimezone: true }),
    last_ip: varchar('last_ip', { length: 64 }),
    last_country: varchar('last_country', { length: 2 }),
    /** The interface language of the last sign-in ('pl' | 'en'): account e-mails (bans) use it. */
    language: varchar('language', { length: 2 }).notNull().default('pl'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    index('users_role_idx').on(table.role),
    index('users_created_at_idx').on(table.created_at),
    // The admin list's sorts and filters (modules/people); its fragment search has a trigram
    // index written by hand in the migration (drizzle-kit does not express it).
    index('users_name_idx').on(table.lastname, table.firstname),
    index('users_country_idx').on(table.country_code),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export const lowerEmail = sql`lower(${users.email})`;
