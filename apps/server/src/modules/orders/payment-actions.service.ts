import { fromGrosze } from '@scena/shared';
import type { EditEventOrderBody, OrderRefunds, RefundBody } from '@scena/shared/payments/actions.contract';
import type { EventOrder, VideoOrder } from '@scena/shared/orders.contract';
import type { AppContext } from '../../context';
import type { UserRow } from '../users';
import { cancelOrder, editOrder, type OrderEdit } from './admin-order-actions';
import { refundableOf, refundOrder, refundsOfOrder } from './admin-refund';
import { createFreeGrant } from './free-grant';
import { presentOrders } from './order.presenter';
import { refundTotals } from './order-refunds';
import type { OrderItemRef } from './orders.repository';
import type { OrderRow, orderRefunds } from './orders.table';

type Kind = OrderItemRef['kind'];
type Presented<K extends Kind> = K extends 'event' ? EventOrder : VideoOrder;

/** An order's refunds in the contract's shape (also for gift and group orders, modules/code-orders). */
export const presentRefunds = (order: OrderRow, rows: (typeof orderRefunds.$inferSelect)[]): OrderRefunds => {
  const { refunded, pending } = refundTotals(rows);
  return {
    refunds: rows.map((row) => ({
      id: row.id,
      amount: fromGrosze(row.amount),
      status: row.status as OrderRefunds['refunds'][number]['status'],
      reason: row.reason,
      created_at: row.created_at.toISOString(),
    })),
    refunded: fromGrosze(refunded),
    pending: fromGrosze(pending),
    refundable: fromGrosze(Math.max(0, refundableOf(order, rows))),
  };
};

/**
 * The box office's actions on orders (CONTEXT.md "Admin actions"), answered in the contract's
 * shapes: the payments module's routes call these, the rules live in the use-case files.
 */
export const createPaymentActions = (ctx: AppContext) => {
  const grant = createFreeGrant(ctx);
  const present = async <K extends Kind>(kind: K, row: OrderRow): Promise<Presented<K>> => {
    const p = await presentOrders(ctx.db, [row]);
    return (kind === 'event' ? p.event(row) : p.video(row)) as Presented<K>;
  };

  return {
    cancel: async <K extends Kind>(kind: K, id: number, admin: UserRow) =>
      present(kind, await cancelOrder(ctx, kind, id, admin)),
    edit: async <K extends Kind>(kind: K, extOrderId: string, body: EditEventOrderBody, admin: UserRow) =>
      present(kind, await editOrder(ctx, kind, extOrderId, body as OrderEdit, admin)),
    grantFree: async <K extends Kind>(
      kind: K,
      itemId: number,
      body: { userval: string; priceIncluded: boolean },
      admin: UserRow,
    ) => present(kind, await grant({ kind, id: itemId }, body, admin)),
    refunds: async (kind: Kind, extOrderId: string): Promise<OrderRefunds> => {
      const { order, refunds } = await refundsOfOrder(ctx, kind, extOrderId);
      return presentRefunds(order, refunds);
    },
    refund: async <K extends Kind>(kind: K, extOrderId: string, body: RefundBody, admin: UserRow) => {
      const { order, refunds } = await refundOrder(
        ctx,
        kind,
        extOrderId,
        { key: body.key, ...(body.amount !== undefined ? { amount: Number(body.amount) } : {}) },
        admin,
      );
      return { ...presentRefunds(order, refunds), order: await present(kind, order) };
    },
  };
};
export type PaymentActions = ReturnType<typeof createPaymentActions>;
