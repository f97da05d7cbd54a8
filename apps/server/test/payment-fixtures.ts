import { and, eq } from 'drizzle-orm';
import { Role } from '@scena/shared';
import type { LightMyRequestResponse } from 'fastify';
import { PAYMENT_NOTIFY_PATH, type PaymentProvider } from '../src/adapters/payments';
import {
  startNotifyReceiver,
  type ReceivedNotification,
} from '../src/adapters/payments/testing/notify-receiver';
import { outbox } from '../src/adapters/mailer';
import { accessGrants } from '../src/modules/access';
import {
  confirmationMailJob,
  newExtOrderId,
  orderHistory,
  orders,
  paymentNotifications,
  type OrderRow,
} from '../src/modules/orders';
import { payuForTests, queuedJobs, runJob } from './order-factories';
import { createTestApp, type TestApp } from './test-app';
import { createUser, signIn } from './factories';
import { createEvent, createVideo } from './catalog-fixtures';

/**
 * A test app whose provider is the real PayU adapter talking to the loopback PayU emulator.
 * The emulator's notifications go to a loopback receiver, never straight to the app: a test takes
 * the genuine signed bodies from there and delivers them itself (once, ten times, out of order).
 */
export const startPaymentsHarness = async () => {
  const receiver = await startNotifyReceiver();
  const { emulator, payments: payu } = await payuForTests(receiver.url);
  const t = await createTestApp({ payments: payu });
  const admin = await createUser(t.ctx, { role: Role.ADMIN });
  const adminToken = await signIn(t.ctx, admin);
  const video = await createVideo(t, adminToken, { video_price: 80 });
  // An unlimited event: the hold tests insert orders directly, without a ticket_stock hold to give back.
  const event = await createEvent(t, adminToken, video.id, {
    event_price: 80,
    date_from: '2030-06-10',
    date_to: '2030-06-10',
  });
  return {
    t,
    event,
    emulator,
    receiver,
    payu,
    video,
    close: async () => {
      await t.close();
      await emulator.close();
      await receiver.close();
    },
  };
};
export type PaymentsHarness = Awaited<ReturnType<typeof startPaymentsHarness>>;

/** Order numbers come from the orders module's own generator. */
export { newExtOrderId };

/**
 * A PENDING video order as a purchase leaves it: registered at the provider (for `providerAmount`,
 * normally our own amount) and stored with its provider order id. Returns the checkout token too.
 */
export const pendingOrder = async (
  h: Pick<PaymentsHarness, 't' | 'payu' | 'video' | 'event'>,
  options: {
    amount?: number;
    providerAmount?: number;
    values?: Partial<typeof orders.$inferInsert>;
    provider?: PaymentProvider;
    product?: 'video' | 'event';
  } = {},
) => {
  const user = await createUser(h.t.ctx);
  const amount = options.amount ?? 8000;
  const providerAmount = options.providerAmount ?? amount;
  const extOrderId = newExtOrderId();
  const created = await (options.provider ?? h.payu).createOrder({
    extOrderId,
    totalAmount: providerAmount,
    currency: 'PLN',
    description: 'Wesele',
    buyer: { email: user.email, firstName: 'Jan', lastName: 'Kowalski', language: 'pl' },
    products: [{ name: 'Wesele', unitPrice: providerAmount, quantity: 1 }],
    customerIp: '83.1.2.3',
    validitySeconds: 900,
    continuePath: `/status-zamowienia/wideo/${extOrderId}`,
  });
  const [order] = await h.t.ctx.db
    .insert(orders)
    .values({
      ext_order_id: extOrderId,
      ...(options.product === 'event'
        ? { product_type: 'event', event_id: h.event.id, holds_ticket: true }
        : { product_type: 'video', video_id: h.video.id }),
      provider: (options.provider ?? h.payu).name,
      provider_order_id: created.providerOrderId,
      user_id: user.id,
      title: 'Wesele',
      email: user.email,
      amount,
      status: 'PENDING',
      hold_until: new Date(Date.now() + 900_000),
      ...options.values,
    })
    .returning();
  const token = new URL(created.redirectUri).searchParams.get('token') ?? '';
  return { order: order!, user, providerOrderId: created.providerOrderId, token };
};

/** The genuine notifications the emulator has sent about one provider order so far. */
export const notificationsOf = (h: Pick<PaymentsHarness, 'receiver'>, providerOrderId: string) =>
  h.receiver.received.filter((n) => n.body.includes(providerOrderId));

/** Delivers a notification to the app as the provider would (raw body, its headers). */
export const deliver = (
  t: TestApp,
  n: { body: string; headers: Record<string, string | string[] | undefined> },
): Promise<LightMyRequestResponse> => {
  const signature = n.headers['openpayu-signature'] ?? n.headers['x-openpayu-signature'];
  return t.app.inject({
    method: 'POST',
    url: PAYMENT_NOTIFY_PATH,
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'openpayu-signature': String(signature) } : {}),
    },
    payload: n.body,
  });
};

export const statusOf = (n: ReceivedNotification) =>
  (JSON.parse(n.body) as { order?: { status: string }; refund?: { status: string } }).order?.status ??
  'refund';

/** Everything a notification may change about one order, to compare before and after. */
export const orderFootprint = async (t: TestApp, order: OrderRow) => {
  const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, order.id));
  const history = await t.ctx.db
    .select()
    .from(orderHistory)
    .where(eq(orderHistory.order_id, order.id))
    .orderBy(orderHistory.id);
  const notes = await t.ctx.db
    .select()
    .from(paymentNotifications)
    .where(eq(paymentNotifications.order_id, order.id))
    .orderBy(paymentNotifications.id);
  const grants = await t.ctx.db
    .select()
    .from(accessGrants)
    .where(
      and(
        eq(accessGrants.user_id, order.user_id!),
        order.event_id
          ? eq(accessGrants.event_id, order.event_id)
          : eq(accessGrants.video_id, order.video_id!),
      ),
    );
  // The notification handler has the lifecycle write the confirmation e-mail into the outbox in the
  // status change's transaction (no job); a caller without a mail context queues the job instead:
  // run any queued copy (twice, as retries would), then count what reached the outbox.
  const mailJobs = (await queuedJobs<{ orderId: number }>(t.ctx, confirmationMailJob.name)).filter(
    (job) => job.orderId === order.id,
  );
  for (const job of [...mailJobs, ...mailJobs]) await runJob(t.ctx, confirmationMailJob, job);
  const mails = await t.ctx.db.select().from(outbox).where(eq(outbox.to_address, order.email));
  return {
    status: row!.status,
    holdsTicket: row!.holds_ticket,
    // Status moves only (the e-mail job and a hold release also write notes without a move).
    history: history
      .filter((h) => h.from_status !== h.to_status)
      .map((h) => `${h.from_status}->${h.to_status} ${h.actor}`),
    notifications: notes.map((n) => `${n.kind}:${n.status}:${n.outcome}`),
    grants: grants.length,
    mailJobs: mailJobs.length,
    mails: mails.length,
  };
};
