import type { ProductKind } from '../product';
import type { AnyOrder } from './order';
import { useOrderList } from './order-lists';

const itemIdOf = (order: AnyOrder): number | null => ('event_id' in order ? order.event_id : order.video_id);

/**
 * The viewer's unpaid order for an item (the purchase page while a payment is processing): the
 * newest order for it on the first page of their orders, newest first. An unpaid order is at
 * most a reservation window old, so it is on that page.
 */
export const useOpenOrder = (kind: ProductKind, itemId: number) => {
  const list = useOrderList(kind, 1);
  const latest = list.data?.orders.find((order) => itemIdOf(order) === itemId);
  return {
    isPending: list.isPending,
    order: latest && (latest.cancelable || latest.payment_url) ? latest : null,
  };
};
