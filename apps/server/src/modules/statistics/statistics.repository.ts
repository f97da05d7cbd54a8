import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { TIMEZONE } from '@scena/shared';
import { executeRows, type DbOrTx } from '../../db/client';
import { events, videos } from '../catalog';
import { accessGrants, playbackStarts } from '../access';
import { orderRefunds, orders } from '../orders';

/**
 * The statistics' reads (CONTEXT.md): each one statement, aggregated by PostgreSQL. Days are
 * Warsaw days (`created_at AT TIME ZONE 'Europe/Warsaw'`, 23 and 25 hour days included); money is
 * integer grosze until the presenter.
 */

/** An instant as a bound timestamptz (the same text on node-postgres and PGlite). */
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/** The Warsaw calendar day of an instant, as a date (grouped on; printed once per group by `dayText`). */
const warsawDate = (column: SQL | AnyColumn) => sql`(${column} AT TIME ZONE ${TIMEZONE})::date`;
const dayText = (column: SQL) => sql`to_char(${column}, 'YYYY-MM-DD')`;

/**
 * Refunds finalised before `end`, summed per order (the item tables' minus term). Grouped once and
 * hash-joined: a per-order sub-query would be one index probe per counted order.
 */
const finalisedRefunds = (end: Date) => sql`
  SELECT ${orderRefunds.order_id} AS order_id, sum(${orderRefunds.amount})::float8 AS refunded
  FROM ${orderRefunds}
  WHERE ${orderRefunds.status} = 'FINALIZED' AND ${orderRefunds.updated_at} < ${at(end)}
  GROUP BY ${orderRefunds.order_id}`;

/** Money kept: COMPLETED, or WAITING_FOR_REFUND (the money is still here until the refund lands). */
const KEPT = sql`('COMPLETED', 'WAITING_FOR_REFUND')`;

/**
 * Orders the income formula counts for a range ending at `end` (spec 3 §2.3, modules/payments
 * CONTEXT.md): kept, or REFUNDED with its last change at or after the range end (paid then).
 */
const countedAt = (end: Date) =>
  sql`(${orders.status} IN ${KEPT} OR (${orders.status} = 'REFUNDED' AND ${orders.updated_at} >= ${at(end)}))`;

export interface DayCount {
  day: string;
  count: number;
}
export interface IncomeRow {
  day: string | null;
  product_type: string;
  grosze: number;
}

export const statisticsRepository = {
  /** Completed orders placed per Warsaw day in [start, end). */
  ordersPerDay: (db: DbOrTx, start: Date, end: Date) =>
    executeRows<DayCount>(
      db,
      sql`SELECT ${dayText(sql`d`)} AS day, count(*)::int AS count
          FROM (SELECT ${warsawDate(orders.created_at)} AS d FROM ${orders}
                WHERE ${orders.status} = 'COMPLETED' AND ${orders.created_at} >= ${at(start)} AND ${orders.created_at} < ${at(end)}) AS sales
          GROUP BY d`,
    ),

  /**
   * Income of [start, end) by the payment list's formula (modules/payments CONTEXT.md), per
   * product type, and per Warsaw day when `perDay`: the amounts of the counted orders on the day
   * they were placed (`sales`), minus each refund finalised in the range on the day it was
   * finalised (`refunds`), except the refunds of orders placed in the range and REFUNDED before
   * its end (the first term already left those out). The days add up to the range's total. Two
   * statements, run side by side: as one UNION the planner gives up the parallel scan of orders.
   */
  async income(db: DbOrTx, start: Date, end: Date, perDay: boolean): Promise<IncomeRow[]> {
    const day = (column: AnyColumn) => (perDay ? warsawDate(column) : sql`NULL::date`);
    const grouped = (inner: SQL) =>
      sql`SELECT ${perDay ? dayText(sql`d`) : sql`NULL`} AS day, product_type, sum(grosze)::float8 AS grosze
          FROM (${inner}) AS money GROUP BY d, product_type`;
    const sales = sql`
      SELECT ${day(orders.created_at)} AS d, ${orders.product_type} AS product_type, ${orders.amount} AS grosze
      FROM ${orders}
      WHERE ${orders.created_at} >= ${at(start)} AND ${orders.created_at} < ${at(end)} AND ${countedAt(end)}`;
    const refunds = sql`
      SELECT ${day(orderRefunds.updated_at)} AS d, sold.product_type, -${orderRefunds.amount} AS grosze
      FROM ${orderRefunds}
      -- Each refund's order by its key (OFFSET 0 keeps it a lookup per refund; joined, the
      -- planner scans the whole orders table for a few thousand refunds).
      CROSS JOIN LATERAL (
        SELECT ${orders.product_type} AS product_type, ${orders.created_at} AS created_at,
               ${orders.status} AS status, ${orders.updated_at} AS updated_at
        FROM ${orders} WHERE ${orders.id} = ${orderRefunds.order_id} OFFSET 0
      ) AS sold
      WHERE ${orderRefunds.status} = 'FINALIZED'
        AND ${orderRefunds.updated_at} >= ${at(start)} AND ${orderRefunds.updated_at} < ${at(end)}
        AND NOT (sold.created_at >= ${at(start)} AND sold.created_at < ${at(end)}
                 AND sold.status = 'REFUNDED' AND sold.updated_at < ${at(end)})`;
    const [sold, refunded] = await Promise.all([
      executeRows<IncomeRow>(db, grouped(sales)),
      executeRows<IncomeRow>(db, grouped(refunds)),
    ]);
    return [...sold, ...refunded];
  },

  /** Completed orders per video (the videos that have any), most first. */
  ordersPerVideo: (db: DbOrTx) =>
    executeRows<{ title: string; n: number }>(
      db,
      sql`SELECT ${videos.title} AS title, count(*)::int AS n
          FROM ${orders} JOIN ${videos} ON ${videos.id} = ${orders.video_id}
          WHERE ${orders.status} = 'COMPLETED'
          GROUP BY ${videos.id}, ${videos.title}
          ORDER BY n DESC, ${videos.id}`,
    ),

  /** Playback starts per video (the videos that have any), most first, with when each was added. */
  viewsPerVideo: (db: DbOrTx) =>
    executeRows<{ title: string; n: number; added_at: Date | string }>(
      db,
      sql`SELECT ${videos.title} AS title, count(*)::int AS n, ${videos.added_at} AS added_at
          FROM ${playbackStarts} JOIN ${videos} ON ${videos.id} = ${playbackStarts.video_id}
          GROUP BY ${videos.id}, ${videos.title}, ${videos.added_at}
          ORDER BY n DESC, ${videos.id}`,
    ),

  /** Every event or video with its figures (spec 2 §3 "Statistics items"), income up to `now`. */
  itemFigures: (db: DbOrTx, kind: 'event' | 'video', now: Date) => {
    const item = kind === 'event' ? orders.event_id : orders.video_id;
    const played = kind === 'event' ? playbackStarts.event_id : playbackStarts.video_id;
    const table = kind === 'event' ? events : videos;
    const extra =
      kind === 'event'
        ? sql`to_char(${events.date_from}, 'YYYY-MM-DD') AS date_from, to_char(${events.date_to}, 'YYYY-MM-DD') AS date_to, ${events.full_day} AS full_day,
              ${events.time_from} AS time_from, ${events.time_to} AS time_to`
        : sql`${videos.added_at} AS added_at`;
    const order =
      kind === 'event'
        ? sql`${events.date_from} DESC, ${events.id} DESC`
        : sql`${videos.added_at} DESC, ${videos.id} DESC`;
    return executeRows<ItemFiguresRow>(
      db,
      sql`WITH refunds AS (${finalisedRefunds(now)}),
          figures AS (
            SELECT ${item} AS item_id, count(*)::int AS orders,
                   (count(*) FILTER (WHERE ${orders.status} = 'COMPLETED'))::int AS completed,
                   (count(*) FILTER (WHERE ${orders.status} = 'COMPLETED' AND ${orders.amount} > 0))::int AS payments,
                   (count(*) FILTER (WHERE ${orders.status} = 'COMPLETED' AND ${accessGrants.first_played_at} IS NOT NULL))::int AS used,
                   coalesce(sum(${orders.amount} - coalesce(refunds.refunded, 0)) FILTER (WHERE ${countedAt(now)}), 0)::float8 AS income
            FROM ${orders}
            LEFT JOIN ${accessGrants} ON ${accessGrants.id} = ${orders.access_id}
            LEFT JOIN refunds ON refunds.order_id = ${orders.id}
            WHERE ${item} IS NOT NULL
            GROUP BY 1),
          views AS (SELECT ${played} AS item_id, count(*)::int AS views FROM ${playbackStarts} WHERE ${played} IS NOT NULL GROUP BY 1)
          SELECT ${table.id} AS id, ${table.title} AS title, ${table.slug} AS slug, ${extra},
                 coalesce(figures.orders, 0) AS orders, coalesce(figures.completed, 0) AS completed,
                 coalesce(figures.payments, 0) AS payments, coalesce(figures.used, 0) AS used,
                 coalesce(figures.income, 0) AS income, coalesce(views.views, 0) AS views
          FROM ${table}
          LEFT JOIN figures ON figures.item_id = ${table.id}
          LEFT JOIN views ON views.item_id = ${table.id}
          ORDER BY ${order}`,
    );
  },
};

export interface ItemFiguresRow {
  id: number;
  title: string;
  slug: string;
  orders: number;
  completed: number;
  payments: number;
  used: number;
  income: number | string;
  views: number;
  date_from?: string;
  date_to?: string;
  full_day?: boolean;
  time_from?: string | null;
  time_to?: string | null;
  added_at?: Date | string;
}
