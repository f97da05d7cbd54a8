import { AppError } from '@scena/shared';
import type { PurchaseResponse } from '@scena/shared/orders.contract';
import type { InvoiceData } from '@scena/shared/orders/invoice';
import type { Language } from '@scena/shared';
import type { DbOrTx } from '../../db/client';
import type { Viewer } from '../access';
import type { UserRow } from '../users';
import { ordersRepository, type OrderItemRef, type OrderSlot } from './orders.repository';
import type { OrderRow } from './orders.table';

/** What one purchase request brings: the buyer, the item, the invoice data, where it came from. */
export interface PurchaseInput {
  viewer: Viewer & { user: UserRow };
  ref: OrderItemRef;
  invoice: InvoiceData | null;
  /** The code typed on the purchase page (null: the viewer's best activation, if any, prices it). */
  code?: string | null;
  /** The client's IP as the request context saw it (trusted proxies only), and its language. */
  request: { ip: string; lang: Language };
}

/** A placed order (`lastTicket`: it took the event's last ticket), or the buyer's open order answered again. */
export type Placed = { order: OrderRow; lastTicket: boolean } | { existing: PurchaseResponse };

/**
 * The use case "place an order" (place-order.ts); `ticketsLeft` when the caller already read the
 * count (the admission's sale state). Codes, gifts and group tickets add use cases of this shape.
 */
export type PlaceOrder = (input: PurchaseInput, known?: { ticketsLeft?: number }) => Promise<Placed>;

export const refuse = (reason: string) =>
  new AppError('CONFLICT', `access.reason.${reason}`, { type: reason });
export const inProgress = () => new AppError('CONFLICT', 'orders.error.in_progress', { type: 'in_progress' });

export const answer = (order: OrderRow, existing: boolean): PurchaseResponse => ({
  extOrderId: order.ext_order_id,
  status: order.status as PurchaseResponse['status'],
  redirectUri: order.redirect_uri,
  existing,
});

/** The buyer's unpaid order for the item (or the gift or group slot) inside its window, answered again (null: none). */
export const openOrderAnswer = async (
  db: DbOrTx,
  userId: number,
  slot: OrderSlot,
): Promise<PurchaseResponse | null> => {
  const open = await ordersRepository.openOrderFor(db, userId, slot, new Date());
  if (!open) return null;
  // Still being registered at the provider by another request: nothing to send the buyer to yet.
  if (open.redirect_uri === null) throw inProgress();
  return answer(open, true);
};
