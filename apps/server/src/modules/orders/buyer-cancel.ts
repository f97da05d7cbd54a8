import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '@scena/shared';
import type { AppContext } from '../../context';
import { PaymentProviderError, type ProviderOrderState } from '../../adapters/payments';
import { inTransaction } from '../../db/transaction';
import { prepareConfirmationMail, type ConfirmationMailCtx } from './confirmation-mail';
import { applyOrderStatus } from './order-lifecycle';
import { ordersRepository, type OrderItemRef } from './orders.repository';
import type { OrderRow } from './orders.table';
import { providerStateMatches } from './provider-check';

const ACTOR = 'buyer';

type Ctx = ConfirmationMailCtx & Pick<AppContext, 'payments'>;

const notCancelable = () =>
  new AppError('CONFLICT', 'orders.error.not_cancelable', { type: 'not_cancelable' });

/**
 * "Cancel and start again" (CONTEXT.md "Buyer's cancel"): the buyer gives up an unpaid order
 * instead of waiting for its reservation window to end. The same steps as the hold-release job,
 * at once: ask the provider first (the buyer may have paid a second ago: then the order completes
 * and the cancel is refused), cancel at the provider (PayU and the sandbox: `DELETE`, after which
 * the checkout cannot be paid; Przelewy24 has no cancel call, so a payment begun there still
 * completes as a late payment), then CANCELED through the lifecycle, which frees the ticket and
 * the open slot. Cancelling a cancelled order answers it again.
 */
export const cancelBuyerOrder = async (
  ctx: Ctx,
  ref: { extOrderId: string; kind: OrderItemRef['kind']; userId: number },
  log: FastifyBaseLogger,
): Promise<OrderRow> => {
  const order = await ordersRepository.findByExtOrderId(ctx.db, ref.extOrderId);
  if (!order || order.product_type !== ref.kind) throw new AppError('NOT_FOUND', 'orders.error.not_found');
  if (order.status === 'CANCELED') return order;
  if (order.status !== 'NOT_STARTED' && order.status !== 'PENDING') throw notCancelable();

  const state = order.provider_order_id
    ? await providerCall(() => ctx.payments.retrieve(order.provider_order_id!))
    : null;
  if (state && !providerStateMatches(order, state, log, ACTOR)) throw notCancelable();
  if (state?.status === 'COMPLETED' || state?.status === 'WAITING_FOR_CONFIRMATION') {
    // Paid (or authorised) a moment ago and the notification is not here yet: record it, refuse the cancel.
    const confirmation = state.status === 'COMPLETED' ? await prepareConfirmationMail(ctx, order) : undefined;
    await inTransaction(ctx.db, (tx) =>
      applyOrderStatus(tx, order.id, { to: state.status, cause: 'payment', actor: ACTOR, confirmation }),
    );
    throw notCancelable();
  }
  if (state && state.status !== 'CANCELED') {
    try {
      await ctx.payments.cancel(state.providerOrderId);
    } catch (error) {
      // Refused: the provider moved it on meanwhile (paid); its notification will say so.
      if (error instanceof PaymentProviderError && !error.details.retryable) throw notCancelable();
      throw unavailable(error);
    }
  }
  return inTransaction(ctx.db, async (tx) => {
    const result = await applyOrderStatus(tx, order.id, {
      to: 'CANCELED',
      cause: 'payment',
      // An administrator may call it too (the route's owner rule): the history says who.
      actor: ref.userId === order.user_id ? ACTOR : 'admin',
      actorUserId: ref.userId,
      note: 'cancelled by the buyer',
    });
    if (!result.moved && result.order.status !== 'CANCELED') throw notCancelable();
    return result.order;
  });
};

const unavailable = (error: unknown) =>
  error instanceof PaymentProviderError
    ? new AppError('UNAVAILABLE', 'orders.error.provider_unavailable', { type: 'provider_unavailable' })
    : error;

const providerCall = async (call: () => Promise<ProviderOrderState>) => {
  try {
    return await call();
  } catch (error) {
    throw unavailable(error);
  }
};
