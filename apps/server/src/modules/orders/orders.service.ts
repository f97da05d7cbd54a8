import { AppError, type ListPaging } from '@scena/shared';
import { EXT_ORDER_ID_PATTERN, type EventOrder, type VideoOrder } from '@scena/shared/orders.contract';
import type { AppContext } from '../../context';
import { presentOrders } from './order.presenter';
import { ordersRepository, type OrderItemRef } from './orders.repository';

type Paging = ListPaging<'created_at'>;

/** The buyer's reads: the account page's lists (20 a page, newest first) and one order (status pages). */
export const createOrdersService = (ctx: AppContext) => {
  const page = async (userId: number, kind: OrderItemRef['kind'], paging: Paging) => {
    const { items, total } = await ordersRepository.pageForUser(ctx.db, userId, kind, paging);
    return { items, total, present: await presentOrders(ctx.db, items) };
  };
  /** Another product type's order is not found here (404), like an unknown one. */
  const one = async (extOrderId: string, kind: OrderItemRef['kind']) => {
    const row = await ordersRepository.findByExtOrderId(ctx.db, extOrderId);
    if (!row || row.product_type !== kind) throw new AppError('NOT_FOUND', 'orders.error.not_found');
    return { row, present: await presentOrders(ctx.db, [row]) };
  };

  return {
    async eventOrders(userId: number, paging: Paging): Promise<{ orders: EventOrder[]; total: number }> {
      const { items, total, present } = await page(userId, 'event', paging);
      return { orders: items.map(present.event), total };
    },
    async videoOrders(userId: number, paging: Paging): Promise<{ orders: VideoOrder[]; total: number }> {
      const { items, total, present } = await page(userId, 'video', paging);
      return { orders: items.map(present.video), total };
    },
    async eventOrder(extOrderId: string): Promise<EventOrder> {
      const { row, present } = await one(extOrderId, 'event');
      return present.event(row);
    },
    async videoOrder(extOrderId: string): Promise<VideoOrder> {
      const { row, present } = await one(extOrderId, 'video');
      return present.video(row);
    },
  };
};

/** `access.ownerOf('eventOrder' | 'videoOrder')`: the buyer of the order named in the path (null: none of that type). */
export const orderOwnerLookup =
  (ctx: AppContext, kind: OrderItemRef['kind']) =>
  async (extOrderId: string): Promise<number | null> => {
    // The guard runs before validation: a value that cannot be an order number asks nothing.
    if (!EXT_ORDER_ID_PATTERN.test(extOrderId)) return null;
    const row = await ordersRepository.findByExtOrderId(ctx.db, extOrderId);
    return row && row.product_type === kind ? row.user_id : null;
  };
