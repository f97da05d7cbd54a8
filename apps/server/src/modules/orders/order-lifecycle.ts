import type { PaymentStatus } from '@scena/shared';
import type { Tx } from '../../db/client';
import { enqueue } from '../../jobs/queue';
import { accessStore } from '../access';
import { applyCodeEffects, orderCodesRepository } from '../codes';
import { ticketStockRepository } from '../tickets';
import { CODES_MAIL_NOTE, CONFIRMATION_NOTE, type ConfirmationMail } from './confirmation-mail';
import { ORDER_JOBS } from './job-names';
import { isLatePayment, nextStatus, type StatusCause } from './order-status';
import { OPEN_STATUSES, ordersRepository, type LockedOrder } from './orders.repository';
import type { OrderRow } from './orders.table';

export interface StatusChange {
  to: PaymentStatus;
  cause: StatusCause;
  /** 'provider' | 'buyer' | 'admin' | 'job:<name>' | 'system'; an admin's edit also names them in actorUserId. */
  actor: string;
  actorUserId?: number | null;
  note?: string | null;
  /**
   * The confirmation e-mail, prepared outside the transaction (prepareConfirmationMail): written
   * into the outbox here when this move completes a payment with access. Without it the lifecycle
   * queues the `orders.confirmation-mail` job instead (callers with no mail context at hand).
   */
  confirmation?: ConfirmationMail;
}

export interface StatusResult {
  moved: boolean;
  from: PaymentStatus;
  /** The order after the change (or as it was when nothing moved). */
  order: OrderRow;
  /** COMPLETED, but no ticket could be held (its hold had been released and the event sold out): the refund was started. */
  soldOut: boolean;
}

const itemOf = (order: OrderRow): { kind: 'event' | 'video'; id: number } | null =>
  order.product_type === 'event' && order.event_id !== null
    ? { kind: 'event', id: order.event_id }
    : order.product_type === 'video' && order.video_id !== null
      ? { kind: 'video', id: order.video_id }
      : null;

/** A code order (gift, group ticket) buys codes, not access: the buyer gets no access row. */
const isCodeOrder = (order: OrderRow): boolean =>
  order.product_type === 'gift' || order.product_type === 'group_ticket';

/**
 * The limited event whose tickets this order holds, and how many: an event order one, a gift or
 * group order for an event its quantity (tickets CONTEXT.md). null: no event, nothing to hold.
 */
const ticketsOf = (order: OrderRow): { eventId: number; count: number } | null =>
  order.event_id === null
    ? null
    : order.product_type === 'event'
      ? { eventId: order.event_id, count: 1 }
      : isCodeOrder(order)
        ? { eventId: order.event_id, count: order.quantity }
        : null;

/**
 * Tickets a code order holds beyond its activated codes: an activated code keeps its ticket (and
 * the access it gave) whatever happens to the order, so only the others are given back or taken again.
 */
const unusedTickets = async (tx: Tx, order: OrderRow, count: number): Promise<number> => {
  if (!isCodeOrder(order)) return count;
  const activated = (await orderCodesRepository.codesOfOrder(tx, order.id)).filter((code) => code.used);
  return Math.max(0, count - activated.length);
};

/**
 * The one way an order's status changes (CONTEXT.md): lock the row, ask the status machine, write
 * the status and its history row, apply the effects — all in the caller's transaction, so a
 * notification's idempotency row, the move and its effects commit together. A move the machine
 * refuses (duplicate, late, backwards) returns `moved: false` and changes nothing.
 *
 * Effects: COMPLETED → the ticket is kept (or taken again when the hold had been released; sold
 * out → no access, automatic refund job; for an administrator's edit, sold out refuses the move), an access row (source 'order'), the confirmation e-mail
 * (into the outbox when the caller prepared it, else as a job). REFUNDED or CANCELED → the access row removed, the ticket given back.
 * Codes follow every move (applyCodeEffects, modules/codes); a gift or group order gets no access
 * row, its tickets count by quantity, and its first COMPLETED e-mails the codes it created.
 */
export const applyOrderStatus = async (
  tx: Tx,
  target: number | LockedOrder,
  change: StatusChange,
): Promise<StatusResult> => {
  // A caller that already locked the row in this transaction hands it over (no second read and lock).
  const order = typeof target === 'number' ? await ordersRepository.lockById(tx, target) : target;
  if (!order) throw new Error(`order ${String(target)} does not exist`);
  const from = order.status as PaymentStatus;
  const late = isLatePayment(from, change.to, change.cause);
  const to = late ? 'COMPLETED' : nextStatus(from, change.to, change.cause);
  if (to === null) return { moved: false, from, order, soldOut: false };

  // Leaving the unpaid statuses frees the buyer's open slot (the double-click guard's unique index).
  let values: Partial<OrderRow> = OPEN_STATUSES.includes(to)
    ? { status: to }
    : { status: to, open_slot: null };
  let soldOut = false;
  let note = late ? joinNote(change.note ?? null, 'paid after it was cancelled') : (change.note ?? null);
  const item = itemOf(order);
  const tickets = ticketsOf(order);

  if (to === 'COMPLETED') {
    let holdsTicket = order.holds_ticket;
    if (tickets && !holdsTicket) {
      // The reservation window ended before the money came: take the tickets again if they are left.
      const count = await unusedTickets(tx, order, tickets.count);
      holdsTicket = (await ticketStockRepository.take(tx, tickets.eventId, count)) !== 'sold_out';
      soldOut = !holdsTicket;
      // An administrator's edit is refused instead: nothing was paid through us to refund.
      if (soldOut && change.cause === 'admin') return { moved: false, from, order, soldOut };
    }
    values = { ...values, holds_ticket: tickets ? holdsTicket : false, hold_until: null };
    if (soldOut) {
      note = joinNote(note, 'sold out after the reservation window: no access, refund started');
      // A refund that was cancelled brings the order back here; its refund id is spent, an administrator decides.
      if (change.cause === 'payment') await enqueue(tx, ORDER_JOBS.soldOutRefund, { orderId: order.id });
    } else if (order.access_id === null && order.user_id !== null && item) {
      const row = await accessStore.grantForOrder(tx, order.user_id, item);
      values = { ...values, access_id: row.id };
      if (change.cause !== 'refund') {
        // Straight into the outbox in this transaction: no job row and no pg-boss call on the
        // notification path; once, because this move happens once.
        if (change.confirmation) {
          await change.confirmation.write(tx, order);
          note = joinNote(note, CONFIRMATION_NOTE);
        } else await enqueue(tx, ORDER_JOBS.confirmationMail, { orderId: order.id });
      }
    }
  }

  if (to === 'REFUNDED' || to === 'CANCELED') {
    if (order.access_id !== null) await accessStore.remove(tx, order.access_id);
    values = { ...values, access_id: null, holds_ticket: false };
    if (order.holds_ticket && tickets)
      await ticketStockRepository.giveBack(
        tx,
        tickets.eventId,
        await unusedTickets(tx, order, tickets.count),
      );
  }

  const updated = await ordersRepository.update(tx, order.id, values);
  // Discounts spent or let go, gift and group codes created or voided (modules/codes CONTEXT.md).
  // A code order that found its event sold out makes no codes: its money goes back (the refund job).
  const created = soldOut && isCodeOrder(order) ? [] : await applyCodeEffects(tx, updated, to);
  if (created.length > 0 && change.cause !== 'refund') {
    // The codes to the buyer, once: they are created once per order (by this move).
    if (change.confirmation) {
      await change.confirmation.write(tx, updated);
      note = joinNote(note, CODES_MAIL_NOTE);
    } else await enqueue(tx, ORDER_JOBS.confirmationMail, { orderId: order.id });
  }
  await ordersRepository.addHistory(tx, {
    order_id: order.id,
    from_status: from,
    to_status: to,
    actor: change.actor,
    actor_user_id: change.actorUserId ?? null,
    note,
  });
  return { moved: true, from, order: updated, soldOut };
};

/**
 * An unpaid order whose reservation window ended gives its ticket back (the hold-release job calls
 * this after asking the provider). Idempotent: false when the order holds nothing, or is paid.
 */
export const releaseHold = async (tx: Tx, orderId: number, actor: string): Promise<boolean> => {
  const order = await ordersRepository.lockById(tx, orderId);
  if (!order || !order.holds_ticket) return false;
  const status = order.status as PaymentStatus;
  if (status === 'COMPLETED' || status === 'WAITING_FOR_REFUND') return false;
  await ordersRepository.update(tx, order.id, { holds_ticket: false });
  const tickets = ticketsOf(order);
  if (tickets) await ticketStockRepository.giveBack(tx, tickets.eventId, tickets.count);
  await ordersRepository.addHistory(tx, {
    order_id: order.id,
    from_status: status,
    to_status: status,
    actor,
    note: 'reservation window ended: ticket released',
  });
  return true;
};

const joinNote = (a: string | null, b: string): string => (a ? `${a}; ${b}` : b);
