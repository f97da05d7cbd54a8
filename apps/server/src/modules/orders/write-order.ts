import type { AppContext } from '../../context';
import { uniqueViolation } from '../../db/errors';
import { inTransaction } from '../../db/transaction';
import type { AccessItem } from '../access';
import { codeInUse, codePricingRepository, type PurchasePrice } from '../codes';
import { prepareConfirmationMail } from './confirmation-mail';
import { newExtOrderId } from './ext-order-id';
import { applyOrderStatus } from './order-lifecycle';
import { ordersRepository } from './orders.repository';
import { placeOrderRepository, type PlacedOrder } from './place-order.repository';
import { inProgress, openOrderAnswer, refuse, type Placed, type PurchaseInput } from './purchase-answers';

const OPEN_SLOT_INDEX = 'orders_open_slot_unique';

/**
 * Writes the order with its ticket hold, history and invoice request in ONE autocommitted
 * statement (placeOrderRepository.place: the ticket_stock row lock lasts that statement only); a
 * free order is completed in the same transaction. Sold out → no_tickets, nothing stored. The
 * buyer's second click (or an order of theirs already open) fails the statement on the open-slot
 * unique index and is answered with the open order; a slot still held by an order whose window
 * has ended is freed and the order placed once more.
 */
export const createWriteOrder = (ctx: AppContext) => {
  const windowMs = ctx.config.ORDER_RESERVATION_MINUTES * 60_000;

  return async (
    { viewer, ref, invoice, request }: PurchaseInput,
    item: AccessItem,
    title: string,
    priced: PurchasePrice,
  ): Promise<Placed> => {
    const user = viewer.user;
    // The price after the viewer's code (codes/purchase-pricing.ts): a code bringing it to 0 is the free path.
    const free = priced.price === 0;
    const activation = priced.activation;
    const values: PlacedOrder = {
      ext_order_id: newExtOrderId(),
      product_type: ref.kind,
      provider: free ? 'free' : ctx.payments.name,
      user_id: user.id,
      event_id: ref.kind === 'event' ? ref.id : null,
      video_id: ref.kind === 'video' ? ref.id : null,
      title: title.slice(0, 200),
      firstname: user.firstname,
      lastname: user.lastname,
      email: user.email,
      country: viewer.country ?? user.country_code,
      customer_ip: request.ip,
      language: request.lang,
      amount: priced.price,
      used_code: activation?.code ?? null,
      holds_ticket: ref.kind === 'event',
      hold_until: new Date(Date.now() + windowMs),
    };
    const invoiceRow = invoice ? { email: user.email, data: invoice } : null;
    // A free order completes in the same transaction, its confirmation e-mail written with the
    // grant (read beforehand: no root read inside the transaction, see pglite-guard.ts).
    const confirmation = free ? await prepareConfirmationMail(ctx, values) : undefined;
    // A coded order attaches its activation in the same transaction (guarded: one open order per
    // activation; a purchase racing for it waits on its row and then finds it taken: 409, nothing
    // kept). Only coded and free orders pay for a transaction; the others stay one statement.
    const place = () =>
      confirmation || activation
        ? inTransaction(ctx.db, async (tx) => {
            const placed = await placeOrderRepository.place(tx, values, invoiceRow);
            if (!placed) return null;
            if (activation && !(await codePricingRepository.attach(tx, activation.id, placed.order.id)))
              throw codeInUse();
            if (!confirmation) return placed;
            const done = await applyOrderStatus(tx, placed.order.id, {
              to: 'COMPLETED',
              cause: 'payment',
              actor: 'buyer',
              actorUserId: user.id,
              note: activation ? `free: code ${activation.code}` : 'free: no payment',
              confirmation,
            });
            return { order: done.order, lastTicket: placed.lastTicket };
          })
        : placeOrderRepository.place(ctx.db, values, invoiceRow);

    for (let attempt = 0; ; attempt += 1) {
      try {
        const placed = await place();
        if (placed) return placed;
      } catch (error) {
        const violation = uniqueViolation(error);
        if (!violation || (violation.constraint !== null && violation.constraint !== OPEN_SLOT_INDEX))
          throw error;
        const existing = await openOrderAnswer(ctx.db, user.id, ref);
        if (existing) return { existing };
        if (attempt > 0 || !(await ordersRepository.freeExpiredSlot(ctx.db, user.id, ref)))
          throw inProgress();
        continue;
      }
      // Sold out; the buyer's own order (another click's, placed meanwhile) is still answered.
      const existing = await openOrderAnswer(ctx.db, user.id, ref);
      if (existing) return { existing };
      throw refuse('no_tickets');
    }
  };
};
