import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The embedded PayU-compatible sandbox's state (adapters/payments/sandbox). In the database, not in
 * memory, so several instances serve one sandbox. Not public data: no public_data_version trigger.
 */
export const payuSandboxTokens = pgTable('payu_sandbox_tokens', {
  token: text('token').primaryKey(),
  posId: text('pos_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const payuSandboxOrders = pgTable(
  'payu_sandbox_orders',
  {
    orderId: text('order_id').primaryKey(),
    posId: text('pos_id').notNull(),
    extOrderId: text('ext_order_id').notNull(),
    status: text('status').notNull(),
    checkoutToken: text('checkout_token').notNull(),
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    currencyCode: text('currency_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
  },
  // extOrderId is unique within a POS (PayU's ERROR_ORDER_NOT_UNIQUE), also across instances.
  (table) => [uniqueIndex('payu_sandbox_orders_ext_uq').on(table.posId, table.extOrderId)],
);

export const payuSandboxRefunds = pgTable(
  'payu_sandbox_refunds',
  {
    refundId: text('refund_id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => payuSandboxOrders.orderId, { onDelete: 'cascade' }),
    extRefundId: text('ext_refund_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('payu_sandbox_refunds_ext_uq').on(table.orderId, table.extRefundId)],
);

/** Every notification the sandbox sends, with its delivery record (a pg-boss job delivers each). */
export const payuSandboxNotifications = pgTable('payu_sandbox_notifications', {
  id: serial('id').primaryKey(),
  orderId: text('order_id').notNull(),
  notifyUrl: text('notify_url').notNull(),
  body: text('body').notNull(),
  signature: text('signature').notNull(),
  attempts: integer('attempts').notNull().default(0),
  lastStatus: integer('last_status'),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row: how the sandbox delivers (admin switches, for idempotency checks by hand or in tests). */
export const payuSandboxSettings = pgTable(
  'payu_sandbox_settings',
  {
    id: smallint('id').primaryKey().default(1),
    duplicates: integer('duplicates').notNull().default(0),
    outOfOrder: boolean('out_of_order').notNull().default(false),
    algorithm: text('algorithm').notNull().default('SHA-256'),
    /** The OAuth client secret of this installation's sandbox (db-store.ts: sandboxClientSecret). */
    clientSecret: text('client_secret'),
  },
  (table) => [
    check('payu_sandbox_settings_one_row', sql`${table.id} = 1`),
    check('payu_sandbox_settings_duplicates', sql`${table.duplicates} between 0 and 10`),
  ],
);
