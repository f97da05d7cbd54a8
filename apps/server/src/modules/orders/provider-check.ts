import type { FastifyBaseLogger } from 'fastify';
import type { ProviderOrderState } from '../../adapters/payments';
import type { OrderRow } from './orders.table';

/**
 * The provider's answer to `retrieve` is about our order and worth what we charge (the jobs' own
 * `confirm`): a mismatch is alerted and the order left alone, never granted.
 */
export const providerStateMatches = (
  order: OrderRow,
  state: ProviderOrderState,
  log: FastifyBaseLogger,
  job: string,
): boolean => {
  if (
    state.extOrderId === order.ext_order_id &&
    state.amount === order.amount &&
    state.currency === order.currency
  )
    return true;
  log.error(
    {
      alert: 'payment_state_mismatch',
      job,
      orderId: order.id,
      ours: { ext: order.ext_order_id, amount: order.amount, currency: order.currency },
      provider: state,
    },
    'provider order does not match ours: left alone',
  );
  return false;
};

export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));
