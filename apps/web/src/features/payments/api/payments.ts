import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { paymentsEndpoints } from '@scena/shared/payments.endpoints';
import type { ItemPaymentsPage, PaymentKind, PaymentsPage } from '@scena/shared/payments.contract';
import { eventEndpoints, videoEndpoints } from '@scena/shared/catalog.endpoints';
import { ADMIN_EVENTS_FROM } from '@scena/shared/constants';
import type { EndpointInput } from '@scena/shared/http/endpoint';
import { call } from '../../../lib/endpoint-client';
import { downloadEndpoint } from '../../../lib/download';

/** Admin calls report their own failures (an alert on the screen), not the error page. */
const meta = { localStatuses: 'all' } as const;

/** The payments feature's query keys (the actions invalidate `paymentsKeys.all`). */
export const paymentsKeys = {
  all: ['payments'] as const,
  list: (kind: PaymentKind, request: Record<string, string | number>) =>
    ['payments', 'list', kind, request] as const,
  panel: (kind: PaymentKind, id: number, request: Record<string, string | number>) =>
    ['payments', 'panel', kind, id, request] as const,
  items: (kind: PaymentKind) => ['payments', 'items', kind] as const,
};

/**
 * While a row waits for the provider (a refund being settled, a payment being confirmed), the page
 * asks again every few seconds, so staff see the outcome without reloading.
 */
const SETTLING = new Set(['WAITING_FOR_REFUND', 'PENDING', 'WAITING_FOR_CONFIRMATION']);
const whileSettling = (query: { state: { data?: { orders: { status: string }[] } } }) =>
  query.state.data?.orders.some((order) => SETTLING.has(order.status)) ? 3_000 : false;

type ListQuery = EndpointInput<typeof paymentsEndpoints.listEventPayments>['query'];
type PanelQuery = EndpointInput<typeof paymentsEndpoints.eventOrdersPanel>['query'];

/** GET /api/payments/ or /api/videopayments/ (spec 3 §2.3): a page and the range's statistics. */
export const usePayments = (kind: PaymentKind, request: Record<string, string | number>) =>
  useQuery({
    queryKey: paymentsKeys.list(kind, request),
    queryFn: ({ signal }): Promise<PaymentsPage> =>
      kind === 'event'
        ? call(paymentsEndpoints.listEventPayments, { query: request as ListQuery }, { signal })
        : call(paymentsEndpoints.listVideoPayments, { query: request as ListQuery }, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: whileSettling,
    meta,
  });

/** GET /api/payments/event/{id} or /api/videopayments/video/{id} (spec 3 §2.4). */
export const useItemPayments = (kind: PaymentKind, id: number, request: Record<string, string | number>) =>
  useQuery({
    queryKey: paymentsKeys.panel(kind, id, request),
    queryFn: ({ signal }): Promise<ItemPaymentsPage> =>
      kind === 'event'
        ? call(
            paymentsEndpoints.eventOrdersPanel,
            { params: { eventId: id }, query: request as PanelQuery },
            { signal },
          )
        : call(
            paymentsEndpoints.videoOrdersPanel,
            { params: { videoId: id }, query: request as PanelQuery },
            { signal },
          ),
    placeholderData: keepPreviousData,
    refetchInterval: whileSettling,
    meta,
  });

/** The item selector: every event from 2000-01-01 (spec 3 §2.3), or every video. */
export const usePaymentItems = (kind: PaymentKind) =>
  useQuery({
    queryKey: paymentsKeys.items(kind),
    queryFn: async ({ signal }): Promise<{ id: number; title: string; date?: string }[]> =>
      kind === 'event'
        ? (
            await call(eventEndpoints.list, { query: { date_from: ADMIN_EVENTS_FROM } }, { signal })
          ).events.map((event) => ({ id: event.id, title: event.title, date: event.date_from }))
        : (await call(videoEndpoints.list, {}, { signal })).videos.map((video) => ({
            id: video.id,
            title: video.title,
          })),
    staleTime: 60_000,
    meta,
  });

/** GET /api/payments/csv or /api/videopayments/csv: the whole filtered range, saved under the server's name. */
export const downloadPaymentsCsv = (kind: PaymentKind, filters: Record<string, string | number>) =>
  kind === 'event'
    ? downloadEndpoint(paymentsEndpoints.eventPaymentsCsv, { query: filters }, 'platnosci.csv')
    : downloadEndpoint(paymentsEndpoints.videoPaymentsCsv, { query: filters }, 'platnosci.csv');
