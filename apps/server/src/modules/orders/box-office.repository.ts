import { and, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ListPaging } from '@scena/shared';
import type { PaymentSortField, PaymentStatusFilter } from '@scena/shared/payments.contract';
import type { ProductType } from '@scena/shared/orders/status';
import { executeRows, type DbOrTx } from '../../db/client';
import { listPage, type SortTarget } from '../../db/list-page';
import { sqlCsvLine } from '../../lib/csv';
import { accessStore } from '../access';
import { orderRefunds, orders } from './orders.table';

/**
 * The box office's reads over orders (modules/payments presents them; its CONTEXT.md has the
 * words): the admin lists' filters, pages, statistics and export batches. Here because orders'
 * tables are read only through orders' repositories.
 */

/** A half-open range of instants [start, end): Warsaw days turned into instants by the caller. */
export interface InstantRange {
  start: Date;
  end: Date;
}

export interface BoxOfficeFilter {
  /** The product type: event and video orders (modules/payments), gift and group_ticket (modules/code-orders). */
  kind: ProductType;
  /** The kind's own item: one event (kind event) or one video (kind video). */
  itemId?: number;
  /** Gift and group orders name an event or a video: either may be chosen, or both. */
  eventId?: number;
  videoId?: number;
  /** Orders placed in the range. */
  range?: InstantRange;
  status?: PaymentStatusFilter;
  search?: string;
}

/** What each status filter shows: 'PENDING' is every unpaid order, 'REFUNDED' also one on its way back. */
const STATUS_GROUPS: Record<PaymentStatusFilter, string[]> = {
  COMPLETED: ['COMPLETED'],
  CANCELED: ['CANCELED'],
  REFUNDED: ['REFUNDED', 'WAITING_FOR_REFUND'],
  PENDING: ['NOT_STARTED', 'PENDING', 'WAITING_FOR_CONFIRMATION', 'UNDEFINED'],
};

/** Statuses whose money counts as income (still here): the refund on its way has not left yet. */
const PAID_KEPT = sql`('COMPLETED', 'WAITING_FOR_REFUND')`;

const itemColumn = (kind: BoxOfficeFilter['kind']) => (kind === 'event' ? orders.event_id : orders.video_id);

/** The item conditions of a filter (the kind's item, or a code order's event and video), as SQL fragments. */
const itemConditions = (filter: Pick<BoxOfficeFilter, 'kind' | 'itemId' | 'eventId' | 'videoId'>): SQL[] => [
  ...(filter.itemId !== undefined ? [eq(itemColumn(filter.kind), filter.itemId)] : []),
  ...(filter.eventId !== undefined ? [eq(orders.event_id, filter.eventId)] : []),
  ...(filter.videoId !== undefined ? [eq(orders.video_id, filter.videoId)] : []),
];

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The buyer's name (either part or both), e-mail, or either order number, as a substring. */
const searchWhere = (text: string): SQL => {
  const pattern = likePattern(text);
  return or(
    ilike(orders.email, pattern),
    ilike(orders.ext_order_id, pattern),
    ilike(orders.provider_order_id, pattern),
    ilike(sql`coalesce(${orders.firstname}, '') || ' ' || coalesce(${orders.lastname}, '')`, pattern),
    ilike(sql`coalesce(${orders.lastname}, '') || ' ' || coalesce(${orders.firstname}, '')`, pattern),
  )!;
};

const filterWhere = (filter: BoxOfficeFilter): SQL =>
  and(
    eq(orders.product_type, filter.kind),
    ...itemConditions(filter),
    filter.range ? gte(orders.created_at, filter.range.start) : undefined,
    filter.range ? lt(orders.created_at, filter.range.end) : undefined,
    filter.status ? inArray(orders.status, STATUS_GROUPS[filter.status]) : undefined,
    filter.search ? searchWhere(filter.search) : undefined,
  )!;

const SORT_MAP: Record<PaymentSortField, SortTarget> = {
  created_at: orders.created_at,
  updated_at: orders.updated_at,
  amount: orders.amount,
  status: orders.status,
  lastname: [sql`lower(coalesce(${orders.lastname}, ''))`, sql`lower(coalesce(${orders.firstname}, ''))`],
  email: sql`lower(${orders.email})`,
};

const num = (value: unknown): number => Number(value ?? 0);

export const boxOfficeRepository = {
  page: (db: DbOrTx, filter: BoxOfficeFilter, paging: ListPaging<PaymentSortField>) =>
    listPage(
      db,
      { table: orders, where: filterWhere(filter), sortMap: SORT_MAP, tiebreaker: orders.id },
      paging,
    ),

  /**
   * Every matching order as a CSV line the statement writes (cells from `cells`), in the order
   * placed, a batch at a time: keyset on (created_at, id) over `orders_type_created_idx`, so each
   * batch is an index range read however deep the export. The database formats and quotes, node
   * only joins lines: the export costs little more than COPY (bench:sales).
   */
  async *csvLines(
    db: DbOrTx,
    filter: BoxOfficeFilter,
    cells: (refunded: SQL) => readonly SQL[],
    batchSize = 5000,
  ): AsyncGenerator<string[]> {
    const where = filterWhere(filter);
    const refunded = sql`coalesce((SELECT sum(r.amount) FROM ${orderRefunds} r WHERE r.order_id = ${orders.id} AND r.status = 'FINALIZED'), 0)`;
    const line = sqlCsvLine(cells(refunded));
    let after: { at: string; id: number } | null = null;
    for (;;) {
      const keyset = after
        ? // The whole index key in one row comparison: an index condition, so each batch starts where the last ended.
          sql`AND (${orders.product_type}, ${orders.created_at}, ${orders.id}) > (${filter.kind}, ${after.at}::timestamptz, ${after.id})`
        : sql``;
      const batch: { id: number; at: string; line: string }[] = await executeRows(
        db,
        sql`
          SELECT ${orders.id} AS id, ${orders.created_at}::text AS at, ${line} AS line
          FROM ${orders} WHERE ${where} ${keyset}
          ORDER BY ${orders.created_at}, ${orders.id} LIMIT ${batchSize}`,
      );
      if (batch.length > 0) yield batch.map((row) => row.line);
      if (batch.length < batchSize) return;
      const last = batch[batch.length - 1]!;
      after = { at: last.at, id: Number(last.id) };
    }
  },

  /**
   * The ids of the orders placed in the range (one kind, its item filters; whatever the status and
   * search), as a subquery another module's statement counts over (modules/codes: the range's codes).
   */
  rangeOrderIds: (
    filter: Pick<BoxOfficeFilter, 'kind' | 'itemId' | 'eventId' | 'videoId'>,
    range: InstantRange,
    /** Only group orders priced with the orderer's free code (`one_free`). */
    options: { oneFree?: boolean } = {},
  ): SQL =>
    sql`SELECT ${orders.id} FROM ${orders} WHERE ${and(
      eq(orders.product_type, filter.kind),
      gte(orders.created_at, range.start),
      lt(orders.created_at, range.end),
      ...itemConditions(filter),
      ...(options.oneFree ? [eq(orders.one_free, true)] : []),
    )}`,

  /** Finalised refunds per order, grosze. */
  async refundedSums(db: DbOrTx, orderIds: readonly number[]): Promise<Map<number, number>> {
    if (orderIds.length === 0) return new Map();
    const rows = await db
      .select({ order_id: orderRefunds.order_id, sum: sql<string>`sum(${orderRefunds.amount})` })
      .from(orderRefunds)
      .where(and(inArray(orderRefunds.order_id, [...orderIds]), eq(orderRefunds.status, 'FINALIZED')))
      .groupBy(orderRefunds.order_id);
    return new Map(rows.map((row) => [row.order_id, num(row.sum)]));
  },

  /**
   * The range's five numbers (grosze), over the orders placed in it (one item or all):
   * income = kept (COMPLETED, WAITING_FOR_REFUND) + REFUNDED updated at or after the end − the
   * refunds finalised in the range, except those of orders the first two terms already left out
   * (placed in the range and REFUNDED before its end): never counted twice (payments CONTEXT.md).
   */
  async rangeStatistics(
    db: DbOrTx,
    filter: Pick<BoxOfficeFilter, 'kind' | 'itemId' | 'eventId' | 'videoId'>,
    range: InstantRange,
  ) {
    const conditions = itemConditions(filter);
    const item = conditions.length > 0 ? sql`AND ${and(...conditions)}` : sql``;
    const { start, end } = range;
    const [orderSums, refundSums] = await Promise.all([
      executeRows(
        db,
        sql`
        SELECT count(*)::int AS orders,
          count(*) FILTER (WHERE ${orders.status} = 'COMPLETED' AND ${orders.amount} > 0)::int AS completed,
          coalesce(sum(${orders.amount}) FILTER (WHERE ${orders.status} = 'COMPLETED'), 0)::bigint AS tickets_value,
          coalesce(sum(${orders.amount}) FILTER (WHERE ${orders.status} IN ${PAID_KEPT}
            OR (${orders.status} = 'REFUNDED' AND ${orders.updated_at} >= ${end})), 0)::bigint AS counted
        FROM ${orders}
        WHERE ${orders.product_type} = ${filter.kind} AND ${orders.created_at} >= ${start}
          AND ${orders.created_at} < ${end} ${item}`,
      ),
      executeRows(
        db,
        sql`
        SELECT coalesce(sum(r.amount), 0)::bigint AS refunds,
          coalesce(sum(r.amount) FILTER (WHERE NOT (${orders.created_at} >= ${start} AND ${orders.created_at} < ${end}
            AND ${orders.status} = 'REFUNDED' AND ${orders.updated_at} < ${end})), 0)::bigint AS deducted
        FROM ${orderRefunds} r JOIN ${orders} ON ${orders.id} = r.order_id
        WHERE r.status = 'FINALIZED' AND r.updated_at >= ${start} AND r.updated_at < ${end}
          AND ${orders.product_type} = ${filter.kind} ${item}`,
      ),
    ]);
    const o = orderSums[0] ?? {};
    const r = refundSums[0] ?? {};
    return {
      orders: num(o.orders),
      completed: num(o.completed),
      ticketsValue: num(o.tickets_value),
      income: num(o.counted) - num(r.deducted),
      refunds: num(r.refunds),
    };
  },

  /** One item's panel numbers over all its orders (grosze): income = kept amounts − their finalised refunds. */
  async itemStatistics(db: DbOrTx, kind: BoxOfficeFilter['kind'], itemId: number) {
    const column = itemColumn(kind);
    const [sums, usage] = await Promise.all([
      executeRows(
        db,
        sql`
        SELECT count(*)::int AS orders,
          count(*) FILTER (WHERE ${orders.status} = 'COMPLETED')::int AS completed,
          coalesce(sum(${orders.amount}) FILTER (WHERE ${orders.status} IN ${PAID_KEPT}), 0)::bigint
            - coalesce((SELECT sum(r.amount) FROM ${orderRefunds} r JOIN ${orders} o2 ON o2.id = r.order_id
                WHERE r.status = 'FINALIZED' AND o2.product_type = ${kind} AND o2.${sql.identifier(column.name)} = ${itemId}
                  AND o2.status IN ${PAID_KEPT}), 0)::bigint AS income
        FROM ${orders}
        WHERE ${orders.product_type} = ${kind} AND ${column} = ${itemId}`,
      ),
      executeRows(
        db,
        accessStore.usageOf(
          sql`SELECT ${orders.access_id} FROM ${orders} WHERE ${orders.product_type} = ${kind} AND ${column} = ${itemId} AND ${orders.access_id} IS NOT NULL`,
        ),
      ),
    ]);
    const s = sums[0] ?? {};
    const u = usage[0] ?? {};
    return {
      orders: num(s.orders),
      completed: num(s.completed),
      used: num(u.used),
      views: num(u.views),
      income: num(s.income),
    };
  },
};
