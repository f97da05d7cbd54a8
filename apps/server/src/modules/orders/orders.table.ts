import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';
import { events } from '../catalog/events.table';
import { videos } from '../catalog/videos.table';
import { accessGrants } from '../access/access.table';

/**
 * Orders (CONTEXT.md): money in, access out — never lost, never doubled, never oversold. One
 * table for every product type (event, video; gift and group_ticket later). Money is integer
 * grosze. Per-user data: no public_data_version trigger — a purchase must not empty the public
 * caches (ticket counts live in ticket_stock, modules/tickets, not in events).
 *
 * The buyer's name, e-mail, country and IP and the item's title are copied at purchase: an order
 * is an accounting record and stays when the account is anonymised or the item deleted (the
 * foreign keys then become null).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Ours: 24 characters of Crockford base32 (EXT_ORDER_ID_PATTERN), 120 random bits. */
    ext_order_id: varchar('ext_order_id', { length: 32 }).notNull(),
    /** packages/shared orders/status.ts PRODUCT_TYPES. */
    product_type: varchar('product_type', { length: 20 }).notNull(),
    /** 'payu' | 'przelewy24' | 'sandbox', or 'free' for a zero-price order that never met a provider. */
    provider: varchar('provider', { length: 20 }).notNull(),
    /** The provider's order id (PayU orderId; P24 our sessionId), null until the provider accepted it. */
    provider_order_id: varchar('provider_order_id', { length: 64 }),
    /** The provider's checkout address for this order: an open order is answered again with it. */
    redirect_uri: varchar('redirect_uri', { length: 2000 }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    event_id: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    video_id: integer('video_id').references(() => videos.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 200 }).notNull(),
    firstname: varchar('firstname', { length: 100 }),
    lastname: varchar('lastname', { length: 100 }),
    email: varchar('email', { length: 254 }).notNull(),
    country: varchar('country', { length: 2 }),
    customer_ip: varchar('customer_ip', { length: 64 }),
    /** The buyer's language for the provider's page and our e-mails. */
    language: varchar('language', { length: 2 }).notNull().default('pl'),
    /** Grosze, what the buyer pays (after a code). */
    amount: integer('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('PLN'),
    quantity: integer('quantity').notNull().default(1),
    /**
     * A group order whose price included the orderer's free code (group settings' one_free at the
     * moment of ordering: spec 3 §2.6, §3 Order row): one of its `quantity` codes is that free one.
     * The panel's statistics count these (spec 3 §2.7 "free codes generated").
     */
    one_free: boolean('one_free').notNull().default(false),
    /** shared PAYMENT_STATUSES; changed only by the status machine (order-status.ts). */
    status: varchar('status', { length: 30 }).notNull().default('NOT_STARTED'),
    used_code: varchar('used_code', { length: 64 }),
    /**
     * This order counts as a ticket of its event now: COMPLETED, or unpaid inside its reservation
     * window. Set for every event order, limited or not; ticket_stock.held counts them for a
     * limited event (the trigger in 0006_orders recounts them when a limit is set).
     */
    holds_ticket: boolean('holds_ticket').notNull().default(false),
    /** The reservation window's end: an unpaid order's hold is released after it (the provider's validityTime). */
    hold_until: timestamp('hold_until', { withTimezone: true }),
    /**
     * true while this is the buyer's open order for its item (set by the purchase and the gift and
     * group purchases, cleared by the lifecycle when the status leaves the unpaid ones, or by the
     * next purchase once the window ended); null otherwise. The unique index on it is the double-click guard: two purchases of
     * one buyer for one item at once cannot both insert.
     */
    open_slot: boolean('open_slot'),
    /** The access row a COMPLETED order gave; removed again by REFUNDED or CANCELED. */
    access_id: integer('access_id').references(() => accessGrants.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_ext_order_id_unique').on(table.ext_order_id),
    uniqueIndex('orders_provider_order_unique').on(table.provider, table.provider_order_id),
    // Per buyer, kind and item; a gift's item may be an event or a video (same product type) or none
    // (the "any" gift): both columns, 0 for absent, so that no two of these share a key or escape it as NULL.
    uniqueIndex('orders_open_slot_unique')
      .on(
        table.user_id,
        table.product_type,
        sql`coalesce(${table.event_id}, 0)`,
        sql`coalesce(${table.video_id}, 0)`,
      )
      .where(sql`${table.open_slot}`),
    index('orders_user_type_created_idx').on(table.user_id, table.product_type, table.created_at),
    index('orders_event_status_idx').on(table.event_id, table.status),
    index('orders_video_status_idx').on(table.video_id, table.status),
    index('orders_status_created_idx').on(table.status, table.created_at),
    // The box office: a kind's orders of a date range, in the order placed (pages, statistics, CSV
    // keyset). Status, amount and updated_at ride along so that a range's statistics, a page's
    // total and the keys of a page sorted by them are read from the index alone (bench:sales).
    index('orders_type_created_idx').on(
      table.product_type,
      table.created_at,
      table.id,
      table.status,
      table.amount,
      table.updated_at,
    ),
    check('orders_amount_nonnegative', sql`${table.amount} >= 0`),
    check('orders_quantity_positive', sql`${table.quantity} >= 1`),
  ],
);
export type OrderRow = typeof orders.$inferSelect;

/** Every status change of an order: who or what, when, from, to (spec: admin edits may desync the provider; this tells). */
export const orderHistory = pgTable(
  'order_history',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** null for the order's creation. */
    from_status: varchar('from_status', { length: 30 }),
    to_status: varchar('to_status', { length: 30 }).notNull(),
    /** 'buyer' | 'provider' | 'admin' | 'job:<name>' | 'system'. */
    actor: varchar('actor', { length: 40 }).notNull(),
    actor_user_id: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_history_order_idx').on(table.order_id, table.created_at)],
);
export type OrderHistoryRow = typeof orderHistory.$inferSelect;

/**
 * Provider notifications acted on, each once: the idempotency key (provider + order + status, or
 * refund) is unique and inserted in the transaction of its effects, so a duplicate finds the row
 * and changes nothing.
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: serial('id').primaryKey(),
    idempotency_key: varchar('idempotency_key', { length: 200 }).notNull(),
    order_id: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    provider: varchar('provider', { length: 20 }).notNull(),
    kind: varchar('kind', { length: 10 }).notNull(),
    /** The status the provider reported (ours). */
    status: varchar('status', { length: 30 }).notNull(),
    /** 'applied' (the order moved), 'ignored' (no forward move), 'refused' (amount mismatch: logged, never granted). */
    outcome: varchar('outcome', { length: 20 }).notNull(),
    detail: text('detail'),
    received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_notifications_key_unique').on(table.idempotency_key),
    index('payment_notifications_order_idx').on(table.order_id),
  ],
);

/** Refunds we asked the provider for (the sold-out auto-refund; admin refunds later). extRefundId makes a retry safe. */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ext_refund_id: varchar('ext_refund_id', { length: 64 }).notNull(),
    provider_refund_id: varchar('provider_refund_id', { length: 64 }),
    /** Grosze. */
    amount: integer('amount').notNull(),
    /** 'requested' | 'PENDING' | 'FINALIZED' | 'CANCELED'. */
    status: varchar('status', { length: 20 }).notNull(),
    reason: varchar('reason', { length: 40 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('order_refunds_ext_unique').on(table.ext_refund_id),
    index('order_refunds_order_idx').on(table.order_id),
    // The refunds finalised in a range (the box office's statistics).
    index('order_refunds_finalized_idx')
      .on(table.updated_at)
      .where(sql`${table.status} = 'FINALIZED'`),
  ],
);

/**
 * Invoice requests (spec 1 §5, spec 3 §3 Invoice): stored with the order as the buyer typed them;
 * an administrator issues the invoice and marks it sent (the admin list is a later issue).
 */
export const invoiceRequests = pgTable(
  'invoice_requests',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: varchar('email', { length: 254 }).notNull(),
    /** shared InvoiceData (company or person). */
    data: jsonb('data').notNull(),
    sent: boolean('sent').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invoice_requests_order_unique').on(table.order_id),
    index('invoice_requests_created_idx').on(table.created_at),
  ],
);
