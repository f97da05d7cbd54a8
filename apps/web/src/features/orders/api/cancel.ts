import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ordersEndpoints } from '@scena/shared/orders.endpoints';
import { call } from '../../../lib/endpoint-client';
import type { ProductKind } from '../product';
import type { AnyOrder } from './order';
import { ordersKeys } from './keys';

/** POST /api/payments/{extOrderId}/cancel or /api/videopayments/{extOrderId}/cancel: "cancel and start again". */
export const cancelOrder = (kind: ProductKind, extOrderId: string): Promise<AnyOrder> =>
  kind === 'event'
    ? call(ordersEndpoints.cancelEventOrder, { params: { extOrderId } })
    : call(ordersEndpoints.cancelVideoOrder, { params: { extOrderId } });

/** The refusal (paid meanwhile, provider away) is shown beside the buttons; the viewer's orders are asked again either way. */
export const useCancelOrder = (kind: ProductKind, extOrderId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => cancelOrder(kind, extOrderId),
    onSettled: () => client.invalidateQueries({ queryKey: ordersKeys.all }),
    meta: { localStatuses: 'all' },
  });
};
