import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { codeOrdersEndpoints } from '@scena/shared/code-orders.endpoints';
import type { CodeOrderKind, CodeOrdersPage } from '@scena/shared/code-orders.contract';
import { eventEndpoints, videoEndpoints } from '@scena/shared/catalog.endpoints';
import { ADMIN_EVENTS_FROM } from '@scena/shared/constants';
import type { EndpointInput } from '@scena/shared/http/endpoint';
import type { EditVideoOrderBody, RefundBody } from '@scena/shared/payments/actions.contract';
import { ADMIN_CALL_META } from '../../../components/admin-kit/apiError';
import { call } from '../../../lib/endpoint-client';
import { downloadEndpoint } from '../../../lib/download';

/** Admin calls report their own failures (an alert on the screen), not the error page. */
const meta = { localStatuses: 'all' } as const;

export const codeOrdersKeys = {
  all: ['code-orders'] as const,
  list: (kind: CodeOrderKind, request: Record<string, string | number>) =>
    ['code-orders', 'list', kind, request] as const,
  items: ['code-orders', 'items'] as const,
  refunds: (kind: CodeOrderKind, extOrderId: string) => ['code-orders', 'refunds', kind, extOrderId] as const,
};

/** While an order waits for the provider the list asks again, so its codes appear without a reload. */
const SETTLING = new Set(['WAITING_FOR_REFUND', 'PENDING', 'WAITING_FOR_CONFIRMATION']);
const whileSettling = (query: { state: { data?: { orders: { status: string }[] } } }) =>
  query.state.data?.orders.some((order) => SETTLING.has(order.status)) ? 5_000 : false;

type ListQuery = EndpointInput<typeof codeOrdersEndpoints.listGiftOrders>['query'];

/** GET /api/gifts/ or /api/groupTickets/ (spec 3 §2.7): a page and the range's statistics. */
export const useCodeOrders = (kind: CodeOrderKind, request: Record<string, string | number>) =>
  useQuery({
    queryKey: codeOrdersKeys.list(kind, request),
    queryFn: ({ signal }): Promise<CodeOrdersPage> =>
      call(
        kind === 'gift' ? codeOrdersEndpoints.listGiftOrders : codeOrdersEndpoints.listGroupOrders,
        { query: request as ListQuery },
        { signal },
      ),
    placeholderData: keepPreviousData,
    refetchInterval: whileSettling,
    meta,
  });

export interface ItemChoice {
  id: number;
  title: string;
  /** For the item's link: the slug, or the id when it has none. */
  slugOrId: string | number;
  date?: string;
}

/** The item filters' choices: every event from 2000-01-01 (spec 3 §9) and every video. */
export const useCodeOrderItems = () =>
  useQuery({
    queryKey: codeOrdersKeys.items,
    queryFn: async ({ signal }): Promise<{ events: ItemChoice[]; videos: ItemChoice[] }> => {
      const [events, videos] = await Promise.all([
        call(eventEndpoints.list, { query: { date_from: ADMIN_EVENTS_FROM } }, { signal }),
        call(videoEndpoints.list, {}, { signal }),
      ]);
      return {
        events: events.events.map((e) => ({
          id: e.id,
          title: e.title,
          slugOrId: e.slug || e.id,
          date: e.date_from,
        })),
        videos: videos.videos.map((v) => ({ id: v.id, title: v.title, slugOrId: v.slug || v.id })),
      };
    },
    staleTime: 60_000,
    meta,
  });

/** GET /api/gifts/csv or /api/groupTickets/csv: the whole filtered range, saved under the server's name. */
export const downloadCodeOrdersCsv = (kind: CodeOrderKind, filters: Record<string, string | number>) =>
  downloadEndpoint(
    kind === 'gift' ? codeOrdersEndpoints.giftOrdersCsv : codeOrdersEndpoints.groupOrdersCsv,
    { query: filters },
    kind === 'gift' ? 'zamowienia-prezentow.csv' : 'zamowienia-biletow-grupowych.csv',
  );

/** After a refund or an edit every list of this feature is read again (statistics, codes, status). */
const useCodeOrderAction = <A, R>(fn: (args: A) => Promise<R>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: ADMIN_CALL_META,
    onSuccess: () => client.invalidateQueries({ queryKey: codeOrdersKeys.all }),
  });
};

/** GET /api/gifts|groupTickets/{extOrderId}/refunds: what was refunded and what may still be. */
export const useCodeOrderRefunds = (kind: CodeOrderKind, extOrderId: string) =>
  useQuery({
    queryKey: codeOrdersKeys.refunds(kind, extOrderId),
    queryFn: ({ signal }) =>
      call(
        kind === 'gift' ? codeOrdersEndpoints.giftOrderRefunds : codeOrdersEndpoints.groupOrderRefunds,
        { params: { extOrderId } },
        { signal },
      ),
    meta: ADMIN_CALL_META,
  });

/** POST /api/gifts|groupTickets/{extOrderId}/refunds: a refund voids the codes nobody activated. */
export const useRefundCodeOrder = (kind: CodeOrderKind, extOrderId: string) =>
  useCodeOrderAction((body: RefundBody) =>
    call(kind === 'gift' ? codeOrdersEndpoints.refundGiftOrder : codeOrdersEndpoints.refundGroupOrder, {
      params: { extOrderId },
      body,
    }),
  );

/** PUT /api/gifts|groupTickets/{extOrderId}: status and country (a gift or group order has no expiry). */
export const useEditCodeOrder = (kind: CodeOrderKind, extOrderId: string) =>
  useCodeOrderAction((body: EditVideoOrderBody) =>
    call(kind === 'gift' ? codeOrdersEndpoints.editGiftOrder : codeOrdersEndpoints.editGroupOrder, {
      params: { extOrderId },
      body,
    }),
  );
