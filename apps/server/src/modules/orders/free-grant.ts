import { AppError } from '@scena/shared';
import type { AppContext } from '../../context';
import { uniqueViolation } from '../../db/errors';
import { inTransaction } from '../../db/transaction';
import { accessStore } from '../access';
import { usersRepository, type UserRow } from '../users';
import { prepareConfirmationMail } from './confirmation-mail';
import { newExtOrderId } from './ext-order-id';
import { applyOrderStatus } from './order-lifecycle';
import type { OrderItemRef } from './orders.repository';
import type { OrderRow } from './orders.table';
import { placeOrderRepository, type PlacedOrder } from './place-order.repository';
import { createPurchaseItems } from './purchase-item';

const OPEN_SLOT_INDEX = 'orders_open_slot_unique';

/**
 * A free grant from the panel (spec 3 §2.4: `userval` = the user's e-mail, `priceIncluded`): an
 * order of provider `free`, completed at once by the administrator, so it shows in the order panel
 * and the statistics like any other (its amount is the item's price when `priceIncluded`, else 0:
 * the statistics count only what the amount says). A limited event's ticket is taken by the
 * purchase's own guarded statement: a sold-out event refuses, never oversold. The user gets the
 * confirmation e-mail with the link, as after a purchase.
 */
export const createFreeGrant = (ctx: AppContext) => {
  const items = createPurchaseItems(ctx);

  return async (
    ref: OrderItemRef,
    input: { userval: string; priceIncluded: boolean },
    admin: UserRow,
  ): Promise<OrderRow> => {
    const { item, title } = await items(ref, admin);
    const user = await usersRepository.findByEmail(ctx.db, input.userval);
    if (!user)
      throw new AppError('NOT_FOUND', 'payments.error.user_not_found', {
        params: { email: input.userval },
        formError: { userval: 'payments.error.user_not_found' },
      });
    const now = new Date();
    const held = await accessStore.holdingsFor(ctx.db, user.id, [ref]);
    if (held.some((row) => !row.expiration_date || row.expiration_date > now))
      throw new AppError('CONFLICT', 'payments.error.already_has_access');

    const values: PlacedOrder = {
      ext_order_id: newExtOrderId(),
      product_type: ref.kind,
      provider: 'free',
      user_id: user.id,
      event_id: ref.kind === 'event' ? ref.id : null,
      video_id: ref.kind === 'video' ? ref.id : null,
      title: title.slice(0, 200),
      firstname: user.firstname,
      lastname: user.lastname,
      email: user.email,
      country: user.country_code,
      customer_ip: null,
      language: 'pl',
      amount: input.priceIncluded ? item.price_grosze : 0,
      holds_ticket: ref.kind === 'event',
      hold_until: now,
    };
    const confirmation = await prepareConfirmationMail(ctx, values);
    try {
      return await inTransaction(ctx.db, async (tx) => {
        const placed = await placeOrderRepository.place(tx, values, null);
        if (!placed) throw new AppError('CONFLICT', 'access.reason.no_tickets', { type: 'no_tickets' });
        const done = await applyOrderStatus(tx, placed.order.id, {
          to: 'COMPLETED',
          cause: 'admin',
          actor: 'admin',
          actorUserId: admin.id,
          note: input.priceIncluded ? 'free grant (price counted)' : 'free grant',
          confirmation,
        });
        return done.order;
      });
    } catch (error) {
      const violation = uniqueViolation(error);
      if (violation && (violation.constraint === null || violation.constraint === OPEN_SLOT_INDEX))
        throw new AppError('CONFLICT', 'payments.error.open_order');
      throw error;
    }
  };
};
