import { AppError, isAdminRole, PURCHASE_BLOCKING_REASONS, Role, type Language } from '@scena/shared';
import type { PurchaseResponse } from '@scena/shared/orders.contract';
import type { InvoiceData } from '@scena/shared/orders/invoice';
import type { AppContext } from '../../context';
import { uniqueViolation } from '../../db/errors';
import { createBatcher } from '../../lib/batch';
import { inTransaction } from '../../db/transaction';
import { ANSWER_LOST, PaymentProviderError } from '../../adapters/payments';
import { createAccessService, itemKey, type AccessItem, type Viewer } from '../access';
import { createCatalogAccessItems } from '../catalog';
import type { UserRow } from '../users';
import { newExtOrderId } from './ext-order-id';
import { applyOrderStatus } from './order-lifecycle';
import { prepareConfirmationMail } from './confirmation-mail';
import { ordersRepository, type OrderItemRef, type PlacedOrder } from './orders.repository';
import { createPurchaseAdmission, type SaleState } from './purchase-admission';
import type { OrderRow } from './orders.table';

export interface PurchaseRequest {
  /** The client's IP as the request context saw it (trusted proxies only). */
  ip: string;
  lang: Language;
}

const OPEN_SLOT_INDEX = 'orders_open_slot_unique';
const inProgress = () => new AppError('CONFLICT', 'orders.error.in_progress', { type: 'in_progress' });
const refuse = (reason: string) => new AppError('CONFLICT', `access.reason.${reason}`, { type: reason });
const statusPath = (item: OrderItemRef, extOrderId: string) =>
  `/status-zamowienia/${item.kind === 'event' ? 'wydarzenie' : 'wideo'}/${extOrderId}`;
const answer = (order: OrderRow, existing: boolean): PurchaseResponse => ({
  extOrderId: order.ext_order_id,
  status: order.status as PurchaseResponse['status'],
  redirectUri: order.redirect_uri,
  existing,
});

/**
 * Buying an event ticket or a video (spec 1 §2, §5, §7; DESIGN.md §4; CONTEXT.md). Refusals store
 * nothing. A paid order is written with its ticket hold in one statement, then registered at the
 * provider outside any transaction (no transaction stays open across an HTTP call); a free one
 * ("get access") completes at once through the lifecycle.
 */
export const createPurchaseService = (ctx: AppContext) => {
  const access = createAccessService(ctx);
  const catalog = createCatalogAccessItems(ctx);
  const windowMs = ctx.config.ORDER_RESERVATION_MINUTES * 60_000;
  const admission = createPurchaseAdmission(ctx);
  /** The item and its title, read once for every buyer of it deciding at that moment (admins apart: they see unpublished items). */
  const itemOf = createBatcher(async (key: string, users: UserRow[]) => {
    const [kind, id] = key.split(':');
    const ref: OrderItemRef = { kind: kind as OrderItemRef['kind'], id: Number(id) };
    const admin = users.find((user) => isAdminRole(user.role));
    const viewer = users.find((user) => !isAdminRole(user.role));
    const [described, asAdmin, asViewer] = await Promise.all([
      catalog.describe([ref]),
      admin && catalog.find(ref, admin),
      viewer && catalog.find(ref, viewer),
    ]);
    const title = described.get(key)?.title ?? '';
    return new Map(
      users.map((user) => [user, { item: (isAdminRole(user.role) ? asAdmin : asViewer) ?? null, title }]),
    );
  });

  /** The item as the buyer may reach it, with the live ticket count (`left`, from saleState) for the access decision's no_tickets. */
  const loadItem = async (ref: OrderItemRef, user: UserRow, left: number | undefined) => {
    const { item, title } = (await itemOf(itemKey(ref), user))!;
    if (!item)
      throw new AppError(
        'NOT_FOUND',
        ref.kind === 'event' ? 'catalog.event_not_found' : 'catalog.video_not_found',
      );
    const tickets_left =
      item.kind === 'event' && item.available_tickets !== null
        ? (left ?? (await ordersRepository.ticketsLeft(ctx.db, [item.id])).get(item.id) ?? 0)
        : null;
    return { item: { ...item, tickets_left } satisfies AccessItem, title };
  };

  /** The buyer's unpaid order for the item inside its window, answered again (null: none). */
  const openOrder = async (
    db: Parameters<typeof ordersRepository.openOrderFor>[0],
    userId: number,
    ref: OrderItemRef,
  ) => {
    const open = await ordersRepository.openOrderFor(db, userId, ref, new Date());
    if (!open) return null;
    // Still being registered at the provider by another request: nothing to send the buyer to yet.
    if (open.redirect_uri === null) throw inProgress();
    return answer(open, true);
  };

  /**
   * Writes the order with its ticket hold, history and invoice request in ONE autocommitted
   * statement (placeOrder: the ticket_stock row lock lasts that statement only); a free order is
   * completed in the same transaction. Sold out → no_tickets, nothing stored. The buyer's second
   * click (or an order of theirs already open) fails the statement on the open-slot unique index
   * and is answered with the open order; a slot still held by an order whose window has ended is
   * freed and the order placed once more.
   */
  const createOrder = async (
    viewer: Viewer & { user: UserRow },
    ref: OrderItemRef,
    item: AccessItem,
    title: string,
    invoice: InvoiceData | null,
    request: PurchaseRequest,
  ): Promise<{ order: OrderRow; lastTicket?: boolean } | { existing: PurchaseResponse }> => {
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
    const place = (): Promise<{ order: OrderRow; lastTicket: boolean } | null> =>
      confirmation
        ? inTransaction(ctx.db, async (tx) => {
            const placed = await ordersRepository.placeOrder(tx, values, invoiceRow);
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
        : ordersRepository.placeOrder(ctx.db, values, invoiceRow);
    for (let attempt = 0; ; attempt += 1) {
      let placed: { order: OrderRow; lastTicket: boolean } | null;
      try {
        placed = await place();
      } catch (error) {
        const violation = uniqueViolation(error);
        if (!violation || (violation.constraint !== null && violation.constraint !== OPEN_SLOT_INDEX))
          throw error;
        const existing = await openOrder(ctx.db, user.id, ref);
        if (existing) return { existing };
        if (attempt > 0 || !(await ordersRepository.freeExpiredSlot(ctx.db, user.id, ref)))
          throw inProgress();
        continue;
      }
      if (placed) return placed;
      // Sold out; the buyer's own order (another click's, placed meanwhile) is still answered.
      const existing = await openOrder(ctx.db, user.id, ref);
      if (existing) return { existing };
      throw refuse('no_tickets');
    }
  };

  /** Registers a written order at the provider; on failure the order is cancelled (its hold given back). */
  const register = async (
    order: OrderRow,
    ref: OrderItemRef,
    request: PurchaseRequest,
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
        products: [{ name: order.title.slice(0, 100), unitPrice: order.amount, quantity: 1 }],
        customerIp: request.ip,
        validitySeconds: windowMs / 1000,
        continuePath: statusPath(ref, order.ext_order_id),
      });
      return inTransaction(ctx.db, async (tx) => {
        await ordersRepository.update(tx, order.id, {
          provider_order_id: created.providerOrderId,
          redirect_uri: created.redirectUri,
        });
        // A notification may already have moved it further; then this move is refused and changes nothing.
        return (
          await applyOrderStatus(tx, order.id, {
            to: 'PENDING',
            cause: 'payment',
            actor: 'system',
            note: 'registered at the provider',
          })
        ).order;
      });
    } catch (error) {
      // ANSWER_LOST: the provider holds the order but its answer (the redirect address) never came;
      // nobody can pay it, and it expires there unpaid (its CANCELED notification changes nothing here).
      const note =
        error instanceof PaymentProviderError
          ? (error.details.code === ANSWER_LOST
              ? `registered at the provider, answer lost: ${error.message}`
              : `provider refused: ${error.message}`
            ).slice(0, 500)
          : 'registration failed';
      await inTransaction(ctx.db, (tx) =>
        applyOrderStatus(tx, order.id, { to: 'CANCELED', cause: 'payment', actor: 'system', note }),
      );
      if (error instanceof PaymentProviderError)
        throw new AppError('UNAVAILABLE', 'orders.error.provider_unavailable', {
          type: 'provider_unavailable',
        });
      throw error;
    }
  };

  /** The refusals, then the order written (or the buyer's open one); nothing stored by a refusal. */
  const decideAndWrite = async (
    viewer: Viewer & { user: UserRow },
    ref: OrderItemRef,
    body: { invoice: InvoiceData | null },
    request: PurchaseRequest,
    sale: SaleState | null,
  ): Promise<{ order: OrderRow; lastTicket?: boolean } | { existing: PurchaseResponse }> => {
    const { item, title } = await loadItem(ref, viewer.user, sale?.left);
    const decision = (await access.decideMany(viewer, [item])).get(itemKey(ref))!;
    if (
      decision.reason &&
      decision.reason !== 'no_tickets' &&
      PURCHASE_BLOCKING_REASONS.includes(decision.reason)
    )
      throw refuse(decision.reason);
    if (decision.holds)
      throw new AppError('CONFLICT', 'orders.error.already_has_access', { type: 'already_has_access' });
    if (decision.reason === 'no_tickets') {
      // An order already open for this item is answered again, even when its own hold is the last ticket.
      const open = await openOrder(ctx.db, viewer.user.id, ref);
      if (open) return { existing: open };
      throw refuse('no_tickets');
    }
    if (body.invoice && item.price_grosze === 0) {
      throw new AppError('VALIDATION', 'orders.error.invoice_for_free', {
        formError: { invoice: 'orders.error.invoice_for_free' },
      });
    }
    return createOrder(viewer, ref, item, title, body.invoice, request);
  };

  return {
    async purchase(
      viewer: Viewer & { user: UserRow },
      ref: OrderItemRef,
      body: { invoice: InvoiceData | null },
      request: PurchaseRequest,
    ): Promise<PurchaseResponse> {
      // Roles that never buy (admin, premium) skip the cheap path and are told they have access.
      const limited =
        ref.kind === 'event' && !isAdminRole(viewer.user.role) && viewer.user.role !== Role.PREMIUM;
      let written: Awaited<ReturnType<typeof decideAndWrite>>;
      for (;;) {
        // The rush's cheap path (purchase-admission.ts): a sold-out event answers no_tickets after
        // one statement shared by every buyer asking then, unless the buyer holds an order or
        // access for it (then the full path answers it).
        const sale = limited ? await admission.saleOf(ref.id, viewer.user.id) : null;
        if (sale?.soldOut && !sale.mine) throw refuse('no_tickets');
        // Deciding and writing pass the gate; a buyer still waiting when the event sells out asks
        // again (above) instead of taking the full path. The provider call is not gated.
        if (!(await admission.enter(sale ? ref.id : null))) continue;
        try {
          written = await decideAndWrite(viewer, ref, body, request, sale);
        } catch (error) {
          if (sale && error instanceof AppError && error.details.type === 'no_tickets')
            admission.soldOut(ref.id);
          throw error;
        } finally {
          admission.leave();
        }
        break;
      }
      if ('existing' in written) return written.existing;
      // The last ticket went: the buyers still waiting at the gate are told now, not one by one.
      if (written.lastTicket) admission.soldOut(ref.id);
      if (written.order.provider === 'free') return answer(written.order, false);
      if (limited) await admission.decisionsDone();
      return answer(await register(written.order, ref, request), false);
    },
  };
};

export type PurchaseService = ReturnType<typeof createPurchaseService>;
