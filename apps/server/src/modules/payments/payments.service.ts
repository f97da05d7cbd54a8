import { AppError, fromGrosze, type ListPaging } from '@scena/shared';
import type { PaymentKind, PaymentSortField, PaymentStatusFilter } from '@scena/shared/payments.contract';
import type { AppContext } from '../../context';
import { catalogRows } from '../catalog';
import { boxOfficeRepository, type BoxOfficeFilter } from '../orders';
import { paymentsCsv, paymentsCsvName } from './payments-csv';
import { presentPaymentRows } from './payment-row.presenter';
import { instantRange, resolveDayRange } from './payments-range';

type Kind = PaymentKind;

export interface RangeQuery {
  date_from?: string;
  date_to?: string;
  status?: PaymentStatusFilter;
  q?: string;
  event_id?: number;
  video_id?: number;
}

const itemOf = (kind: Kind, query: RangeQuery) => (kind === 'event' ? query.event_id : query.video_id);

/** The box office's reads (spec 3 §2.3, §2.4): the words are in CONTEXT.md. */
export const createPaymentsService = (ctx: AppContext) => {
  /** An unknown event or video is a 404 with its Polish message, before anything is read. */
  const requireItem = async (kind: Kind, id: number) => {
    const row = kind === 'event' ? await catalogRows.event(ctx.db, id) : await catalogRows.video(ctx.db, id);
    if (!row) throw new AppError('NOT_FOUND', `payments.error.${kind}_not_found`);
  };

  const rangeFilter = async (kind: Kind, query: RangeQuery) => {
    const days = resolveDayRange(query);
    const itemId = itemOf(kind, query);
    if (itemId !== undefined) await requireItem(kind, itemId);
    const filter: BoxOfficeFilter = {
      kind,
      itemId,
      range: instantRange(days),
      status: query.status,
      search: query.q || undefined,
    };
    return { days, filter };
  };

  return {
    /** A page of the range's orders and the range's statistics (which ignore the status and search). */
    async list(kind: Kind, query: RangeQuery, paging: ListPaging<PaymentSortField>) {
      const { days, filter } = await rangeFilter(kind, query);
      const [page, stats] = await Promise.all([
        boxOfficeRepository.page(ctx.db, filter, paging),
        boxOfficeRepository.rangeStatistics(ctx.db, filter, filter.range!),
      ]);
      return {
        orders: await presentPaymentRows(ctx.db, page.items),
        total: page.total,
        statistics: {
          orders: stats.orders,
          completed: stats.completed,
          ticketsValue: fromGrosze(stats.ticketsValue),
          income: fromGrosze(stats.income),
          refunds: fromGrosze(stats.refunds),
        },
        ...days,
      };
    },

    /** The whole filtered range as a CSV stream, and its file name. */
    async csv(kind: Kind, query: RangeQuery) {
      const { days, filter } = await rangeFilter(kind, query);
      return { filename: paymentsCsvName(kind, days), stream: paymentsCsv(ctx.db, filter) };
    },

    /** One item's order panel: all its orders (status, search, sort, paging) and its numbers. */
    async panel(
      kind: Kind,
      itemId: number,
      query: { status?: PaymentStatusFilter; q?: string },
      paging: ListPaging<PaymentSortField>,
    ) {
      await requireItem(kind, itemId);
      const filter: BoxOfficeFilter = {
        kind,
        itemId,
        status: query.status,
        search: query.q || undefined,
      };
      const [page, stats] = await Promise.all([
        boxOfficeRepository.page(ctx.db, filter, paging),
        boxOfficeRepository.itemStatistics(ctx.db, kind, itemId),
      ]);
      return {
        orders: await presentPaymentRows(ctx.db, page.items),
        total: page.total,
        statistics: { ...stats, income: fromGrosze(stats.income) },
      };
    },
  };
};
export type PaymentsService = ReturnType<typeof createPaymentsService>;
