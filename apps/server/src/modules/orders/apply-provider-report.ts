import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import {
  PaymentProviderError,
  type Confirmation,
  type NotificationHandler,
  type PaymentNotification,
} from '../../adapters/payments';
import { inTransaction } from '../../db/transaction';
import {
  prepareConfirmationMail,
  type ConfirmationMail,
  type ConfirmationMailCtx,
} from './confirmation-mail';
import { applyOrderStatus } from './order-lifecycle';
import { applyRefundReport } from './order-refunds';
import { nextStatus } from './order-status';
import { ordersRepository } from './orders.repository';
import { paymentNotificationsRepository as notifications } from './payment-notifications.repository';
import type { OrderRow } from './orders.table';

/**
 * What a verified provider notification does to our order (CONTEXT.md "Notifications"). The
 * plugin has already checked the signature (a bad one never reaches here: 401); this is the rest
 * of the webhook rules:
 * 1. the order by extOrderId (unknown: logged, 200, nothing changes);
 * 2. `confirm`: the provider's own answer (PayU re-fetch, P24 verify) against OUR amount and
 *    currency; a mismatch is recorded as refused and alerted, and grants nothing;
 * 3. one transaction: the idempotency key under its unique index (a duplicate stops here), then the
 *    status machine through applyOrderStatus, which only moves forward and owns every effect
 *    (access row, e-mail, hold release), so effects happen once because the move happens once.
 * A retryable provider error thrown by `confirm` reaches the plugin, which answers 503 (resend), as
 * does a notification ahead of what the provider's own record says (see `apply`).
 */
type Ctx = ConfirmationMailCtx & Pick<AppContext, 'payments'>;

export const createOrderNotificationHandler =
  (ctx: Ctx): NotificationHandler =>
  async (notification, { log }) => {
    // The order and the duplicate shortcut in one statement: under a burst every round trip before
    // the re-fetch is queueing time (issue 8 webhook burst).
    const found = await notifications.orderAndSeen(
      ctx.db,
      notification.extOrderId,
      notification.idempotencyKey,
    );
    if (!found) {
      // Another shop on the same POS, or an order deleted in a test database: nothing of ours to move.
      log.warn(
        { extOrderId: notification.extOrderId, key: notification.idempotencyKey },
        'payment notification for an unknown order',
      );
      return;
    }
    // A duplicate already handled needs no re-fetch: PayU resends and duplicates are the common case
    // under load. Only a shortcut: the unique insert below is what makes a racing duplicate harmless.
    if (found.seen) return;
    const { order } = found;
    // The confirmation e-mail's reads (item, settings) while the provider is asked: they cost no
    // time of their own, and the transaction then only writes the outbox row.
    const [refusal, mail] = await Promise.all([
      sameProviderOrder(order, notification) ?? confirmation(ctx, order, notification),
      mayComplete(order, notification) ? prepareConfirmationMail(ctx, order) : undefined,
    ]);
    if (typeof refusal === 'string') return refuse(ctx, order, notification, refusal, log);
    await apply(ctx, order, notification, refusal, mail, log);
  };

/** A notification naming our order under another provider order id is not about this order. */
const sameProviderOrder = (order: OrderRow, n: PaymentNotification): string | null =>
  order.provider_order_id && order.provider_order_id !== n.providerOrderId
    ? `provider order ${n.providerOrderId} is not ${order.provider_order_id}`
    : null;

/**
 * A payment notification for an order without access yet may complete it, whatever it says: the
 * provider's answer decides (a PENDING, or a stale CANCELED, whose re-fetch says COMPLETED does).
 */
const mayComplete = (order: OrderRow, n: PaymentNotification): boolean =>
  n.kind === 'order' && order.access_id === null && order.status !== 'COMPLETED';

type Confirmed = Extract<Confirmation, { ok: true }>;

const confirmation = async (
  ctx: Pick<AppContext, 'payments'>,
  order: OrderRow,
  n: PaymentNotification,
): Promise<Confirmed | string> => {
  const confirmed = await ctx.payments.confirm(n, { amount: order.amount, currency: order.currency });
  return confirmed.ok ? confirmed : `${confirmed.reason}: ${confirmed.detail}`;
};

/**
 * Refused (amount or currency not ours, not confirmed by the provider): recorded and alerted, never
 * granted. The answer is still 200: the notification is genuine (signed) and the provider's own
 * record is what disagrees, so a resend would say the same thing twenty times over three days; a
 * person must look (the alert), and the reconciliation job leaves the order unpaid meanwhile. The
 * record has its own key, so it never blocks a later genuine notification with the same status.
 */
const refuse = async (
  ctx: Pick<AppContext, 'db' | 'payments'>,
  order: OrderRow,
  n: PaymentNotification,
  detail: string,
  log: FastifyBaseLogger,
) => {
  log.error(
    {
      alert: 'payment_notification_refused',
      orderId: order.id,
      extOrderId: order.ext_order_id,
      key: n.idempotencyKey,
      detail,
    },
    'payment notification refused: it does not match our order',
  );
  await notifications.record(ctx.db, {
    idempotencyKey: `refused:${n.idempotencyKey}`,
    orderId: order.id,
    provider: ctx.payments.name,
    kind: n.kind,
    status: n.status,
    outcome: 'refused',
    detail,
  });
};

const apply = async (
  ctx: Pick<AppContext, 'db' | 'payments'>,
  order: OrderRow,
  n: PaymentNotification,
  confirmed: Confirmed,
  mail: ConfirmationMail | undefined,
  log: FastifyBaseLogger,
) => {
  const { state } = confirmed;
  // The provider's answer, not the notification, decides the target (a late PENDING whose re-fetch
  // says COMPLETED moves to COMPLETED); for a refund `confirm` maps the refund's own current state.
  const to = state.status;
  const cause = n.kind === 'refund' ? 'refund' : 'payment';
  if (to !== n.status && nextStatus(to, n.status, cause) !== null) {
    // The notification is ahead of the provider's own record (a re-fetch served before the status
    // settled). Recording its key now would make the genuine delivery a "duplicate" and lose it,
    // so nothing is recorded and the provider is asked to send it again (503, PayU resends).
    log.warn(
      { orderId: order.id, key: n.idempotencyKey, provider: state.providerStatus },
      'payment notification ahead of the provider record: resend asked',
    );
    throw new PaymentProviderError(
      `notification says ${n.status}, the provider's record ${state.providerStatus}`,
      { provider: ctx.payments.name, retryable: true },
    );
  }
  const outcome = await inTransaction(ctx.db, async (tx) => {
    // The order row first: the key's foreign key takes a share lock on it, and two deliveries
    // holding that lock while each waits for the other's row lock in applyOrderStatus deadlock.
    // The locked row goes on to applyOrderStatus, which then need not read and lock it again.
    const locked = await ordersRepository.lockById(tx, order.id);
    const id = await notifications.record(tx, {
      idempotencyKey: n.idempotencyKey,
      orderId: order.id,
      provider: ctx.payments.name,
      kind: n.kind,
      status: n.status,
      outcome: 'ignored',
      detail: state.providerStatus === n.status ? null : `provider says ${state.providerStatus}`,
    });
    if (id === null) return 'duplicate' as const;
    const note = `${n.idempotencyKey} (${state.providerStatus})`;
    // A refund moves the order by the sum of its refunds (a partial one keeps it COMPLETED).
    const changed =
      n.kind === 'refund'
        ? await applyRefundReport(tx, order.id, {
            provider: ctx.payments.name,
            // The provider's own record of the refund where `confirm` read one, else the signed body's.
            refund: {
              refundId: n.refundId,
              status: confirmed.refund?.status ?? n.refundStatus,
              amount: confirmed.refund?.amount ?? n.amount,
              ...(confirmed.refund?.extRefundId ? { extRefundId: confirmed.refund.extRefundId } : {}),
            },
            actor: 'provider',
            note,
          })
        : (
            await applyOrderStatus(tx, locked ?? order.id, {
              to,
              cause,
              actor: 'provider',
              note,
              ...(mail ? { confirmation: mail } : {}),
            })
          ).moved;
    if (changed) await notifications.setOutcome(tx, id, 'applied');
    return changed ? ('applied' as const) : ('ignored' as const);
  });
  log.info({ orderId: order.id, key: n.idempotencyKey, to, outcome }, 'payment notification handled');
};
