import { AppError } from '@scena/shared';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { ANSWER_LOST, PaymentProviderError } from '../../adapters/payments';
import { codeOrderStatusPath } from './codes-mail';
import { applyOrderStatus } from './order-lifecycle';
import { ordersRepository, type OrderItemRef } from './orders.repository';
import type { PurchaseInput } from './purchase-answers';
import type { OrderRow } from './orders.table';

/** The buyer's status page: the item's for an event or video order, the order kind's for a gift or group order (ref null). */
const statusPath = (order: OrderRow, item: OrderItemRef | null) =>
  item && (order.product_type === 'event' || order.product_type === 'video')
    ? `/status-zamowienia/${item.kind === 'event' ? 'wydarzenie' : 'wideo'}/${order.ext_order_id}`
    : codeOrderStatusPath(order.product_type, order.ext_order_id);

/**
 * Use case: register a written order at the provider (CONTEXT.md "Buying", step 5). The provider
 * is called outside any transaction (no transaction stays open across an HTTP call); then the
 * provider's order id, the checkout address and PENDING. On failure the order is kept as CANCELED
 * (an accounting trail; the provider may have seen its extOrderId), its hold given back.
 */
export const registerOrder = async (
  ctx: Pick<AppContext, 'db' | 'config' | 'payments'>,
  order: OrderRow,
  ref: OrderItemRef | null,
  request: PurchaseInput['request'],
): Promise<OrderRow> => {
  try {
    const created = await ctx.payments.createOrder({
      extOrderId: order.ext_order_id,
      totalAmount: order.amount,
      currency: 'PLN',
      description: order.title.slice(0, 100),
      buyer: {
        email: order.email,
        firstName: order.firstname ?? undefined,
        lastName: order.lastname ?? undefined,
        language: request.lang,
        country: order.country ?? undefined,
      },
      // One line of the whole amount (a group order's quantity is in its title and codes; unit prices
      // after a discount need not divide evenly in grosze).
      products: [{ name: order.title.slice(0, 100), unitPrice: order.amount, quantity: 1 }],
      customerIp: request.ip,
      validitySeconds: ctx.config.ORDER_RESERVATION_MINUTES * 60,
      continuePath: statusPath(order, ref),
    });
    // Not awaited here: a failure of our own transaction is not the provider's and leaves the
    // order to the hold-release job, which asks the provider.
    return inTransaction(ctx.db, async (tx) => {
      await ordersRepository.update(tx, order.id, {
        provider_order_id: created.providerOrderId,
        redirect_uri: created.redirectUri,
      });
      // A notification may already have moved it further; then this move is refused and changes nothing.
      const moved = await applyOrderStatus(tx, order.id, {
        to: 'PENDING',
        cause: 'payment',
        actor: 'system',
        note: 'registered at the provider',
      });
      return moved.order;
    });
  } catch (error) {
    await inTransaction(ctx.db, (tx) =>
      applyOrderStatus(tx, order.id, {
        to: 'CANCELED',
        cause: 'payment',
        actor: 'system',
        note: failure(error),
      }),
    );
    if (error instanceof PaymentProviderError)
      throw new AppError('UNAVAILABLE', 'orders.error.provider_unavailable', {
        type: 'provider_unavailable',
      });
    throw error;
  }
};

/**
 * The history note of a failed registration. ANSWER_LOST: the provider holds the order but its
 * answer (the redirect address) never came; nobody can pay it, and it expires there unpaid (its
 * CANCELED notification changes nothing here).
 */
const failure = (error: unknown): string =>
  error instanceof PaymentProviderError
    ? (error.details.code === ANSWER_LOST
        ? `registered at the provider, answer lost: ${error.message}`
        : `provider refused: ${error.message}`
      ).slice(0, 500)
    : 'registration failed';
