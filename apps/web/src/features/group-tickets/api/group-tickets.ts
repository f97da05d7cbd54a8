import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BuyGroupTicketBody, GroupTicketConfig } from '@scena/shared';
import { groupTicketsEndpoints } from '@scena/shared/group-tickets.endpoints';
import { isProcessing } from '@scena/shared/orders/status';
import { ADMIN_CALL_META } from '../../../components/admin-kit/apiError';
import { call } from '../../../lib/endpoint-client';

/** TanStack Query keys of group tickets, the one factory. */
export const groupTicketsKeys = {
  all: ['groupTickets'] as const,
  settings: () => ['groupTickets', 'settings'] as const,
  own: () => ['groupTickets', 'own'] as const,
  order: (extOrderId: string) => ['groupTickets', 'one', extOrderId] as const,
};

/** GET /api/groupTickets/settings: whether the item pages offer groups, the range and the price rule's inputs. */
export const useGroupTicketSettings = () =>
  useQuery({
    queryKey: groupTicketsKeys.settings(),
    queryFn: ({ signal }) => call(groupTicketsEndpoints.settings, {}, { signal }),
  });

/** PUT /api/groupTickets/settings (administrators). */
export const useUpdateGroupTicketSettings = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GroupTicketConfig) => call(groupTicketsEndpoints.updateSettings, { body }),
    meta: ADMIN_CALL_META,
    onSuccess: (saved) => client.setQueryData(groupTicketsKeys.settings(), saved),
  });
};

/** POST /api/groupTickets/: the provider's checkout address comes back. */
export const useBuyGroupTicket = () =>
  useMutation({ mutationFn: (body: BuyGroupTicketBody) => call(groupTicketsEndpoints.buy, { body }) });

/** GET /api/groupTickets/user: the account page's block (the first 20, newest first). */
export const useOwnGroupTicketOrders = () =>
  useQuery({
    queryKey: groupTicketsKeys.own(),
    queryFn: ({ signal }) => call(groupTicketsEndpoints.listOwn, { query: {} }, { signal }),
  });

/** GET /api/groupTickets/{extOrderId}: asked again every 2 s while the payment is processing. */
export const useGroupTicketOrder = (extOrderId: string) =>
  useQuery({
    queryKey: groupTicketsKeys.order(extOrderId),
    queryFn: ({ signal }) => call(groupTicketsEndpoints.get, { params: { extOrderId } }, { signal }),
    staleTime: 0,
    refetchInterval: (query) => (isProcessing(query.state.data?.status) ? 2_000 : false),
    meta: { localStatuses: [403, 404] },
  });
