import { AppError, PURCHASE_BLOCKING_REASONS } from '@scena/shared';
import type { AppContext } from '../../context';
import { createAccessService, itemKey } from '../access';
import { openOrderAnswer, refuse, type PlaceOrder } from './purchase-answers';
import { createPurchaseItems } from './purchase-item';
import { createWriteOrder } from './write-order';

/**
 * Use case: place an order (CONTEXT.md "Buying", steps 2–4). The refusals first, in the order the
 * spec gives them, then the order written with its ticket hold (write-order.ts). Nothing is stored
 * by a refusal. A paid order is then registered at the provider (register-order.ts).
 */
export const createPlaceOrder = (ctx: AppContext): PlaceOrder => {
  const access = createAccessService(ctx);
  const itemFor = createPurchaseItems(ctx);
  const write = createWriteOrder(ctx);

  return async (input, known) => {
    const { viewer, ref } = input;
    const { item, title } = await itemFor(ref, viewer.user, known?.ticketsLeft);
    const decision = (await access.decideMany(viewer, [item])).get(itemKey(ref))!;
    const reason = decision.reason;
    if (reason && reason !== 'no_tickets' && PURCHASE_BLOCKING_REASONS.includes(reason)) throw refuse(reason);
    if (decision.holds)
      throw new AppError('CONFLICT', 'orders.error.already_has_access', { type: 'already_has_access' });
    if (reason === 'no_tickets') {
      // An order already open for this item is answered again, even when its own hold is the last ticket.
      const open = await openOrderAnswer(ctx.db, viewer.user.id, ref);
      if (open) return { existing: open };
      throw refuse('no_tickets');
    }
    if (input.invoice && item.price_grosze === 0)
      throw new AppError('VALIDATION', 'orders.error.invoice_for_free', {
        formError: { invoice: 'orders.error.invoice_for_free' },
      });
    return write(input, item, title);
  };
};
