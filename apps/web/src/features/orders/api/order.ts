import { useQuery } from '@tanstack/react-query';
import { ordersEndpoints } from '@scena/shared/orders.endpoints';
import type { EventOrder, VideoOrder } from '@scena/shared/orders.contract';
import { isProcessing } from '@scena/shared/orders/status';
import { call } from '../../../lib/endpoint-client';
import type { ProductKind } from '../product';
import { ordersKeys } from './keys';

/** How often a processing order is asked about again, and after how many answers more slowly. */
export const ORDER_POLL_MS = 2_000;
const SLOW_POLL_MS = 10_000;
const FAST_POLLS = 150;

export type AnyOrder = EventOrder | VideoOrder;

export const fetchOrder = (kind: ProductKind, extOrderId: string, signal?: AbortSignal): Promise<AnyOrder> =>
  kind === 'event'
    ? call(ordersEndpoints.getEventOrder, { params: { extOrderId } }, { signal })
    : call(ordersEndpoints.getVideoOrder, { params: { extOrderId } }, { signal });

/**
 * GET /api/payments/{extOrderId} or /api/videopayments/{extOrderId}: the order's real status. The
 * provider's return address may say anything (`error=501`), so the page always asks, and asks
 * again while the payment is processing (every 2 s for about 5 minutes, then every 10 s) until the
 * notification moved it to a final state. A missing order (or someone else's) goes to the error page.
 */
export const useOrder = (kind: ProductKind, extOrderId: string) =>
  useQuery({
    queryKey: ordersKeys.order(kind, extOrderId),
    queryFn: ({ signal }) => fetchOrder(kind, extOrderId, signal),
    staleTime: 0,
    refetchInterval: (query) => {
      if (!isProcessing(query.state.data?.status)) return false;
      return query.state.dataUpdateCount < FAST_POLLS ? ORDER_POLL_MS : SLOW_POLL_MS;
    },
    meta: { localStatuses: [403, 404] },
  });
