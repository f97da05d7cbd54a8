import { AppError, PURCHASE_BLOCKING_REASONS } from '@scena/shared';
import type { AppContext } from '../../context';
import { createAccessService, itemKey } from '../access';
import { createPurchasePricing, type PurchasePrice } from '../codes';
import { openOrderAnswer, refuse, type PlaceOrder } from './purchase-answers';
import { createPurchaseItems } from './purchase-item';
import { createWriteOrder } from './write-order';

/**
 * Use case: place an order (CONTEXT.md "Buying", steps 2–4). The refusals first, in the order the
 * spec gives them, then the price (the viewer's code, codes/purchase-pricing.ts), then the order
 * written with its ticket hold (write-order.ts). Nothing is stored by a refusal. A paid order is
 * then registered at the provider (register-order.ts).
 */
export const createPlaceOrder = (ctx: AppContext): PlaceOrder => {
  const access = createAccessService(ctx);
  const itemFor = createPurchaseItems(ctx);
  const write = createWriteOrder(ctx);
  const priceFor = createPurchasePricing(ctx);

  return async (input, known) => {
    const { viewer, ref } = input;
    const userId = viewer.user.id;
    const { item, title } = await itemFor(ref, viewer.user, known?.ticketsLeft);
    const typed = input.code ?? null;
    const price = (code: string | null) => priceFor(userId, item, code);
    // The viewer's own activations are read beside the access decision (no added wait); a typed
    // code is activated only after the refusals, so a refused purchase stores nothing.
    const [decisions, best] = await Promise.all([
      access.decideMany(viewer, [item]),
      typed === null ? price(null) : null,
    ]);
    const decision = decisions.get(itemKey(ref))!;
    const reason = decision.reason;
    if (reason && reason !== 'no_tickets' && PURCHASE_BLOCKING_REASONS.includes(reason)) throw refuse(reason);
    if (decision.holds)
      throw new AppError('CONFLICT', 'orders.error.already_has_access', { type: 'already_has_access' });
    if (reason === 'no_tickets') {
      // An order already open for this item is answered again, even when its own hold is the last ticket.
      const open = await openOrderAnswer(ctx.db, userId, ref);
      if (open) return { existing: open };
      throw refuse('no_tickets');
    }
    let priced: PurchasePrice;
    try {
      priced = best ?? (await price(typed));
    } catch (error) {
      // A second click with the typed code: the first click's open order holds its activation.
      const open =
        error instanceof AppError && error.message === 'codes_pricing.used'
          ? await openOrderAnswer(ctx.db, userId, ref)
          : null;
      if (open) return { existing: open };
      throw error;
    }
    if (input.invoice && priced.price === 0)
      throw new AppError('VALIDATION', 'orders.error.invoice_for_free', {
        formError: { invoice: 'orders.error.invoice_for_free' },
      });
    return write(input, item, title, priced);
  };
};
