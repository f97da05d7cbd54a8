import { AppError, type PaymentStatus } from '@scena/shared';
import type { ProductType } from '@scena/shared/orders/status';
import { NOT_CANCELABLE, type AdminStatus } from '@scena/shared/payments/actions.contract';
import { PaymentProviderError } from '../../adapters/payments';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { accessStore } from '../access';
import { prepareConfirmationMail } from './confirmation-mail';
import { applyOrderStatus } from './order-lifecycle';
import { ordersRepository, type OrderItemRef } from './orders.repository';
import type { OrderRow } from './orders.table';

export interface AdminActor {
  id: number;
}
export interface OrderEdit {
  status?: AdminStatus;
  country?: string;
  /** ISO; null removes the date; absent leaves it. Events only. */
  expiration_date?: string | null;
}

const notFound = () => new AppError('NOT_FOUND', 'orders.error.not_found');

/** The order of this product type, or 404 (another type's order is as unknown as a missing one). */
export const orderOfKind = (row: OrderRow | null, kind: ProductType): OrderRow => {
  if (!row || row.product_type !== kind) throw notFound();
  return row;
};

/** Whether the order went through the provider configured now (the one we can ask about it). */
export const atProvider = (
  ctx: Pick<AppContext, 'payments'>,
  order: OrderRow,
): order is OrderRow & {
  provider_order_id: string;
} => order.provider === ctx.payments.name && order.provider_order_id !== null;

/**
 * Cancel from the panel (spec 3 §2.4, CONTEXT.md "Admin actions"): only an unpaid order. The
 * provider is asked first, outside any transaction (rule 14): one it reports paid is refused (the
 * money is real; the panel shows it after a refresh), one still open is cancelled there (PayU; P24
 * has no cancel call, its late payment completes the order as usual), one it does not know is
 * cancelled here only. Then CANCELED through the lifecycle: the ticket goes back, the history row
 * names the administrator.
 */
export const cancelOrder = async (
  ctx: AppContext,
  kind: OrderItemRef['kind'],
  id: number,
  admin: AdminActor,
): Promise<OrderRow> => {
  const order = orderOfKind(await ordersRepository.findById(ctx.db, id), kind);
  const refuse = (status: string) =>
    new AppError('CONFLICT', 'payments.error.cancel_not_allowed', { params: { status } });
  if ((NOT_CANCELABLE as readonly string[]).includes(order.status)) throw refuse(order.status);
  if (atProvider(ctx, order)) await cancelAtProvider(ctx, order);
  const result = await inTransaction(ctx.db, (tx) =>
    applyOrderStatus(tx, order.id, {
      to: 'CANCELED',
      cause: 'admin',
      actor: 'admin',
      actorUserId: admin.id,
      note: 'cancelled from the panel',
    }),
  );
  // Someone else moved it meanwhile (paid, or cancelled by the hold release): say what it is now.
  if (!result.moved) throw refuse(result.order.status);
  return result.order;
};

const cancelAtProvider = async (ctx: AppContext, order: OrderRow & { provider_order_id: string }) => {
  try {
    const state = await ctx.payments.retrieve(order.provider_order_id);
    if (state.status === 'COMPLETED' || state.status === 'WAITING_FOR_CONFIRMATION')
      throw new AppError('CONFLICT', 'payments.error.provider_cancel_refused');
    if (state.status !== 'CANCELED') await ctx.payments.cancel(order.provider_order_id);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    if (error.details.retryable) throw new AppError('UNAVAILABLE', 'orders.error.provider_unavailable');
    // An order the provider never recorded has nothing to cancel there.
    if (error.details.httpStatus === 404) return;
    throw new AppError('CONFLICT', 'payments.error.provider_cancel_refused');
  }
};

/**
 * Edit from the panel (spec 3 §2.4): a status among the four, the country and, for an event, the
 * access's expiration date. The status is an administrator's cause of the status machine (an
 * illegal move is refused with nothing changed); its effects on access and tickets are the
 * lifecycle's, as for a provider's report. Everything happens in one transaction with one history
 * row per change, naming the administrator.
 */
export const editOrder = async (
  ctx: AppContext,
  /** Event and video orders (modules/payments), gift and group orders too (modules/code-orders). */
  kind: ProductType,
  extOrderId: string,
  edit: OrderEdit,
  admin: AdminActor,
): Promise<OrderRow> => {
  const found = orderOfKind(await ordersRepository.findByExtOrderId(ctx.db, extOrderId), kind);
  const confirmation =
    edit.status === 'COMPLETED' && found.access_id === null
      ? await prepareConfirmationMail(ctx, found)
      : undefined;
  return inTransaction(ctx.db, async (tx) => {
    let order: OrderRow = (await ordersRepository.lockById(tx, found.id))!;
    const from = order.status as PaymentStatus;
    if (edit.status && edit.status !== from) {
      const result = await applyOrderStatus(tx, order.id, {
        to: edit.status,
        cause: 'admin',
        actor: 'admin',
        actorUserId: admin.id,
        note: 'edited in the panel',
        ...(confirmation ? { confirmation } : {}),
      });
      if (result.soldOut) throw new AppError('CONFLICT', 'access.reason.no_tickets', { type: 'no_tickets' });
      if (!result.moved)
        throw new AppError('CONFLICT', 'payments.error.status_move', { params: { from, to: edit.status } });
      order = result.order;
    }
    const notes: string[] = [];
    if (edit.country !== undefined && edit.country !== order.country) {
      notes.push(`country ${order.country ?? '-'} → ${edit.country}`);
      order = await ordersRepository.update(tx, order.id, { country: edit.country });
    }
    if (kind === 'event' && edit.expiration_date !== undefined) {
      if (order.access_id === null)
        throw new AppError('BAD_REQUEST', 'payments.error.expiration_without_access', {
          formError: { expiration_date: 'payments.error.expiration_without_access' },
        });
      const at = edit.expiration_date === null ? null : new Date(edit.expiration_date);
      await accessStore.setExpiration(tx, order.access_id, at);
      notes.push(`expiration date → ${at ? at.toISOString() : 'none'}`);
    }
    if (notes.length > 0)
      await ordersRepository.addHistory(tx, {
        order_id: order.id,
        from_status: order.status,
        to_status: order.status,
        actor: 'admin',
        actor_user_id: admin.id,
        note: notes.join('; '),
      });
    return order;
  });
};
