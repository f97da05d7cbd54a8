import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { catalogKeys } from '../../features/catalog/api/keys';
import { ordersKeys } from '../../features/orders/api/keys';
import { OrderStatusPage } from '../../features/orders/pages/OrderStatusPage';

/**
 * The order status pages (spec 1 §2). When the order leaves processing, what the catalogue and the
 * account page show about the item is read again (the buy button becomes "access" or comes back).
 */
const OrderStatusRoute = ({ kind }: { kind: 'event' | 'video' }) => {
  const client = useQueryClient();
  const onSettled = useCallback(() => {
    void client.invalidateQueries({ queryKey: catalogKeys.all });
    void client.invalidateQueries({ queryKey: ordersKeys.lists() });
  }, [client]);
  return <OrderStatusPage kind={kind} onSettled={onSettled} />;
};

export const EventOrderStatusRoute = () => <OrderStatusRoute kind="event" />;
export const VideoOrderStatusRoute = () => <OrderStatusRoute kind="video" />;
