import { useQuery } from '@tanstack/react-query';
import { giftsEndpoints } from '@scena/shared/gifts.endpoints';
import { isProcessing } from '@scena/shared/orders/status';
import { call } from '../../../lib/endpoint-client';
import { giftsKeys } from './keys';

/** How often a processing gift order is asked about again (the status page), and later more slowly. */
const POLL_MS = 2_000;
const SLOW_POLL_MS = 10_000;
const FAST_POLLS = 150;

/** GET /api/gifts/user: the viewer's gift orders with their codes (account page). */
export const useGiftOrders = () =>
  useQuery({
    queryKey: giftsKeys.orders(),
    queryFn: ({ signal }) => call(giftsEndpoints.userOrders, undefined, { signal }),
    staleTime: 0,
  });

/**
 * GET /api/gifts/{extOrderId}: the order's real status (the provider's `error=501` may say
 * anything), asked again while the payment is processing; the code shows once it completed.
 */
export const useGiftOrder = (extOrderId: string) =>
  useQuery({
    queryKey: giftsKeys.order(extOrderId),
    queryFn: ({ signal }) => call(giftsEndpoints.order, { params: { extOrderId } }, { signal }),
    staleTime: 0,
    refetchInterval: (query) => {
      if (!isProcessing(query.state.data?.status)) return false;
      return query.state.dataUpdateCount < FAST_POLLS ? POLL_MS : SLOW_POLL_MS;
    },
    meta: { localStatuses: [403, 404] },
  });
