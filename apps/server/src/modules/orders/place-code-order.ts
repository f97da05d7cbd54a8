import { AppError, type Language } from '@scena/shared';
import type { PurchaseResponse } from '@scena/shared/orders.contract';
import type { InvoiceData } from '@scena/shared/orders/invoice';
import type { AppContext } from '../../context';
import { uniqueViolation } from '../../db/errors';
import type { Viewer } from '../access';
import { ticketStockRepository } from '../tickets';
import type { UserRow } from '../users';
import { codeOrderRepository } from './code-order.repository';
import { newExtOrderId } from './ext-order-id';
import { OPEN_SLOT_INDEX, ordersRepository, type OrderItemRef, type OrderSlot } from './orders.repository';
import type { OrderRow } from './orders.table';
import { answer, inProgress, openOrderAnswer } from './purchase-answers';
import { registerOrder } from './register-order';

/** A paid order of codes: a gift (one code) or a group ticket (`quantity` codes). */
export interface CodeOrderInput {
  viewer: Viewer & { user: UserRow };
  productType: 'gift' | 'group_ticket';
  /** The item the codes are for; null for the "any" gift. */
  item: OrderItemRef | null;
  /** The order's title as the buyer, the provider and the panel see it (kept after the item is deleted). */
  title: string;
  quantity: number;
  /** A group order priced with the orderer's free code (the settings' one_free then): counted in the panel. */
  oneFree?: boolean;
  /** Grosze, > 0: what the caller's price rule made (gift price, group price). */
  amount: number;
  invoice: InvoiceData | null;
  request: { ip: string; lang: Language };
}

/**
 * Use case: place and register a paid gift or group order (CONTEXT.md "Gift and group orders"),
 * beside the purchase and with its steps: one autocommitted statement writes the order
 * (NOT_STARTED, quantity, amount, buyer data, invoice request) with the guarded hold of
 * `quantity` tickets of a limited event (all or none: never oversold); then the order is
 * registered at the provider outside any transaction (registerOrder: PENDING, or CANCELED with
 * its tickets back when the provider fails). The lifecycle does the rest: notifications,
 * reconciliation and hold release as for any order; COMPLETED creates the codes and e-mails them.
 * The caller (gifts, group tickets) has checked the item, the settings and the price.
 *
 * One unpaid order per buyer, kind and item (the open slot, as a purchase's): a second submit (a
 * double click, or another quantity) is answered with the open order (`existing: true`; one still
 * being registered → 409 `orders.error.in_progress`); a slot whose window has ended is freed and
 * the order placed once more. Not enough tickets → the buyer's open order if another click placed
 * it, else 409 `no_tickets` with `params.left`, nothing stored.
 */
export const createPlaceCodeOrder =
  (ctx: Pick<AppContext, 'db' | 'config' | 'payments'>) =>
  async (input: CodeOrderInput): Promise<PurchaseResponse> => {
    if (!Number.isInteger(input.amount) || input.amount <= 0)
      throw new Error('a code order is paid: amount > 0');
    if (!Number.isInteger(input.quantity) || input.quantity < 1)
      throw new Error('a code order has a quantity ≥ 1');
    const user = input.viewer.user;
    const slot: OrderSlot = { productType: input.productType, item: input.item };
    const values = {
      ext_order_id: newExtOrderId(),
      product_type: input.productType,
      provider: ctx.payments.name,
      user_id: user.id,
      event_id: input.item?.kind === 'event' ? input.item.id : null,
      video_id: input.item?.kind === 'video' ? input.item.id : null,
      title: input.title.slice(0, 200),
      firstname: user.firstname,
      lastname: user.lastname,
      email: user.email,
      country: input.viewer.country ?? user.country_code,
      customer_ip: input.request.ip,
      language: input.request.lang,
      amount: input.amount,
      quantity: input.quantity,
      one_free: input.oneFree ?? false,
      hold_until: new Date(Date.now() + ctx.config.ORDER_RESERVATION_MINUTES * 60_000),
    };
    const invoice = input.invoice ? { email: user.email, data: input.invoice } : null;

    const placed = await (async (): Promise<{ order: OrderRow | null } | { existing: PurchaseResponse }> => {
      for (let attempt = 0; ; attempt += 1) {
        try {
          return { order: await codeOrderRepository.place(ctx.db, values, invoice) };
        } catch (error) {
          const violation = uniqueViolation(error);
          if (!violation || (violation.constraint !== null && violation.constraint !== OPEN_SLOT_INDEX))
            throw error;
          const existing = await openOrderAnswer(ctx.db, user.id, slot);
          if (existing) return { existing };
          if (attempt > 0 || !(await ordersRepository.freeExpiredSlot(ctx.db, user.id, slot)))
            throw inProgress();
        }
      }
    })();
    if ('existing' in placed) return placed.existing;
    const order = placed.order;
    if (!order) {
      // Sold out; the buyer's own order (another click's, placed meanwhile) is still answered.
      const existing = await openOrderAnswer(ctx.db, user.id, slot);
      if (existing) return existing;
      const left = input.item
        ? ((await ticketStockRepository.left(ctx.db, [input.item.id])).get(input.item.id) ?? 0)
        : 0;
      throw new AppError('CONFLICT', 'access.reason.no_tickets', { type: 'no_tickets', params: { left } });
    }
    return answer(await registerOrder(ctx, order, input.item, input.request), false);
  };
