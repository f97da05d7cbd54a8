import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';
import { events } from '../catalog/events.table';
import { videos } from '../catalog/videos.table';
import { orders } from '../orders/orders.table';
import { accessGrants } from '../access/access.table';

/**
 * Codes (CONTEXT.md): one table for the three sources. A discount (percent or cash, any product
 * or one item, limited uses, an expiry), a gift code (one item, or any item for the "any" gift;
 * 100 %, single use) and a group code (one item; 100 %, single use). Gift and group codes name
 * the order that paid for them (`order_id`).
 *
 * `uses` counts activations (user_codes rows), each holding one of `use_limit`: the limit is
 * kept by the guarded `UPDATE … SET uses = uses + 1 WHERE uses < use_limit` and the CHECK below,
 * never by a read-then-write in Node.
 */
export const codes = pgTable(
  'codes',
  {
    id: serial('id').primaryKey(),
    /** As shown to people; unique regardless of case (codes_code_unique on upper(code)). */
    code: varchar('code', { length: 30 }).notNull(),
    /** 'discount' | 'gift' | 'group'. */
    kind: varchar('kind', { length: 10 }).notNull(),
    description: varchar('description', { length: 300 }).notNull().default(''),
    /** 0–100; null for a cash discount. Gift and group codes are 100. */
    discount_percent: integer('discount_percent'),
    /** Grosze taken off the price; null for a percent discount. */
    discount_cash: integer('discount_cash'),
    /** 'any' | 'event' | 'video'. A code for a deleted item keeps its type with a null id: it applies to nothing. */
    product_type: varchar('product_type', { length: 10 }).notNull(),
    event_id: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    video_id: integer('video_id').references(() => videos.id, { onDelete: 'set null' }),
    use_limit: integer('use_limit').notNull().default(1),
    /** Activations holding a use (user_codes rows); a removed unused activation gives its use back. */
    uses: integer('uses').notNull().default(0),
    /** null = never expires. */
    expiration_date: timestamp('expiration_date', { withTimezone: true }),
    /** Gift and group codes: the order that paid for them. */
    order_id: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Set when the paying order was refunded (or cancelled) before this code was used: it activates no more. */
    voided_at: timestamp('voided_at', { withTimezone: true }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('codes_code_unique').on(sql`upper(${table.code})`),
    index('codes_order_idx').on(table.order_id),
    index('codes_kind_expiration_idx').on(table.kind, table.expiration_date),
    index('codes_event_idx').on(table.event_id),
    index('codes_video_idx').on(table.video_id),
    check('codes_uses_within_limit', sql`${table.uses} >= 0 AND ${table.uses} <= ${table.use_limit}`),
    check('codes_limit_positive', sql`${table.use_limit} >= 1`),
    check('codes_one_discount', sql`(${table.discount_percent} IS NULL) <> (${table.discount_cash} IS NULL)`),
    check(
      'codes_percent_range',
      sql`${table.discount_percent} IS NULL OR ${table.discount_percent} BETWEEN 0 AND 100`,
    ),
    check('codes_cash_nonnegative', sql`${table.discount_cash} IS NULL OR ${table.discount_cash} >= 0`),
    check('codes_kind', sql`${table.kind} IN ('discount', 'gift', 'group')`),
    check('codes_product_type', sql`${table.product_type} IN ('any', 'event', 'video')`),
  ],
);
export type CodeRow = typeof codes.$inferSelect;

/**
 * Activations (spec: "user code"): viewer U activated code C on the account page (or on the
 * purchase page). A discount's activation prices the viewer's next purchase of an item it applies
 * to: `order_id` is the order it priced, `used` turns true when that order completes and the
 * order is let go again if it is cancelled. An item gift or group code is used at activation: it
 * becomes access at once (`access_id`).
 */
export const userCodes = pgTable(
  'user_codes',
  {
    id: serial('id').primaryKey(),
    code_id: integer('code_id')
      .notNull()
      .references(() => codes.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activated_at: timestamp('activated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The order this activation prices (open or completed); null while unspent. */
    order_id: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    used: boolean('used').notNull().default(false),
    usage_date: timestamp('usage_date', { withTimezone: true }),
    /** Item gift and group codes: the access row the activation gave. */
    access_id: integer('access_id').references(() => accessGrants.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('user_codes_code_user_unique').on(table.code_id, table.user_id),
    index('user_codes_user_idx').on(table.user_id, table.activated_at),
    index('user_codes_order_idx').on(table.order_id),
  ],
);
export type UserCodeRow = typeof userCodes.$inferSelect;
