import type { AppContext } from '../../context';
import { uniqueViolation } from '../../db/errors';
import { inTransaction } from '../../db/transaction';
import type { AccessItem } from '../access';
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
  ): Promise<Placed> => {
    const user = viewer.user;
    const free = item.price_grosze === 0;
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
      amount: item.price_grosze,
      holds_ticket: ref.kind === 'event',
      hold_until: new Date(Date.now() + windowMs),
    };
    const invoiceRow = invoice ? { email: user.email, data: invoice } : null;
    // A free order completes in the same transaction, its confirmation e-mail written with the
    // grant (read beforehand: no root read inside the transaction, see pglite-guard.ts).
    const confirmation = free ? await prepareConfirmationMail(ctx, values) : undefined;
    const place = () =>
      confirmation
        ? inTransaction(ctx.db, async (tx) => {
            const placed = await placeOrderRepository.place(tx, values, invoiceRow);
            if (!placed) return null;
            const done = await applyOrderStatus(tx, placed.order.id, {
              to: 'COMPLETED',
              cause: 'payment',
              actor: 'buyer',
              actorUserId: user.id,
              note: 'free: no payment',
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
