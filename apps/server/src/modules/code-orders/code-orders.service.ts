import { AppError, fromGrosze, type ListPaging } from '@scena/shared';
import type {
  CodeOrderKind,
  CodeOrderSortField,
  CodeOrdersFilters,
} from '@scena/shared/code-orders.contract';
import type { EditVideoOrderBody, RefundBody } from '@scena/shared/payments/actions.contract';
import type { AppContext } from '../../context';
import { catalogRows } from '../catalog';
import { orderCodesRepository } from '../codes';
import {
  boxOfficeRepository,
  editOrder,
  presentRefunds,
  refundOrder,
  refundsOfOrder,
  type BoxOfficeFilter,
  type OrderEdit,
  type OrderRow,
} from '../orders';
import { instantRange, resolveDayRange } from '../payments';
import type { UserRow } from '../users';
import { codeOrdersCsv, codeOrdersCsvName } from './code-orders-csv';
import { presentCodeOrderRows } from './code-order-row.presenter';

type Query = Omit<CodeOrdersFilters, 'event_id' | 'video_id'> & { event_id?: number; video_id?: number };

/** The gift and group order lists (CONTEXT.md): the box office's reads over another product type. */
export const createCodeOrdersService = (ctx: AppContext) => {
  /** A chosen event or video that does not exist is a 404 with its Polish message, before anything is read. */
  const requireItems = async (query: Query) => {
    if (query.event_id !== undefined && !(await catalogRows.event(ctx.db, query.event_id)))
      throw new AppError('NOT_FOUND', 'codeOrders.error.event_not_found');
    if (query.video_id !== undefined && !(await catalogRows.video(ctx.db, query.video_id)))
      throw new AppError('NOT_FOUND', 'codeOrders.error.video_not_found');
  };

  const rangeFilter = async (kind: CodeOrderKind, query: Query) => {
    const days = resolveDayRange(query);
    await requireItems(query);
    const filter: BoxOfficeFilter = {
      kind,
      eventId: query.event_id,
      videoId: query.video_id,
      range: instantRange(days),
      status: query.status,
      search: query.q || undefined,
    };
    return { days, filter };
  };

  const presentOne = async (row: OrderRow) => (await presentCodeOrderRows(ctx.db, [row]))[0]!;

  return {
    /**
     * A page of the range's orders and the range's statistics (range and items; the status and the
     * search choose rows only). Money is shown for completed or all (spec 3 §2.7).
     */
    async list(kind: CodeOrderKind, query: Query, paging: ListPaging<CodeOrderSortField>) {
      const { days, filter } = await rangeFilter(kind, query);
      const range = filter.range!;
      const [page, money, codes] = await Promise.all([
        boxOfficeRepository.page(ctx.db, filter, paging),
        boxOfficeRepository.rangeStatistics(ctx.db, filter, range),
        orderCodesRepository.counts(
          ctx.db,
          boxOfficeRepository.rangeOrderIds(filter, range),
          // The orderer's free code: one per group order placed with one_free that has its codes.
          kind === 'group_ticket'
            ? boxOfficeRepository.rangeOrderIds(filter, range, { oneFree: true })
            : null,
        ),
      ]);
      const showMoney = query.status === undefined || query.status === 'COMPLETED';
      return {
        orders: await presentCodeOrderRows(ctx.db, page.items),
        total: page.total,
        statistics: {
          orders: money.orders,
          completed: money.completed,
          usedCodes: codes.used,
          totalCodes: codes.total,
          freeCodes: codes.free,
          ticketsValue: showMoney ? fromGrosze(money.ticketsValue) : null,
          income: showMoney ? fromGrosze(money.income) : null,
          refunds: showMoney ? fromGrosze(money.refunds) : null,
        },
        ...days,
      };
    },

    /** The whole filtered range as a CSV stream, and its file name. */
    async csv(kind: CodeOrderKind, query: Query) {
      const { days, filter } = await rangeFilter(kind, query);
      return { filename: codeOrdersCsvName(kind, days), stream: codeOrdersCsv(ctx.db, filter) };
    },

    /** An order's refunds (the panel's refund dialog). */
    async refunds(kind: CodeOrderKind, extOrderId: string) {
      const { order, refunds } = await refundsOfOrder(ctx, kind, extOrderId);
      return presentRefunds(order, refunds);
    },

    /** A refund from the panel: the box office's use case; REFUNDED voids the codes nobody activated. */
    async refund(kind: CodeOrderKind, extOrderId: string, body: RefundBody, admin: UserRow) {
      const { order, refunds } = await refundOrder(
        ctx,
        kind,
        extOrderId,
        { key: body.key, ...(body.amount !== undefined ? { amount: Number(body.amount) } : {}) },
        admin,
      );
      return { ...presentRefunds(order, refunds), order: await presentOne(order) };
    },

    /** The panel's edit (status, country): the lifecycle's effects follow (codes voided or restored). */
    async edit(kind: CodeOrderKind, extOrderId: string, body: EditVideoOrderBody, admin: UserRow) {
      return presentOne(await editOrder(ctx, kind, extOrderId, body as OrderEdit, admin));
    },
  };
};
export type CodeOrdersService = ReturnType<typeof createCodeOrdersService>;
