import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role } from '@scena/shared';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, signIn } from '../../../test/factories';
import { createEvent, createVideo } from '../../../test/catalog-fixtures';
import {
  insertOrder,
  paidAtEmulator,
  payuForTests,
  queuedJobs,
  runJob,
  ticketCount,
} from '../../../test/order-factories';
import { outbox } from '../../adapters/mailer';
import { accessGrants } from '../access';
import { inTransaction } from '../../db/transaction';
import { confirmationMailJob } from './confirmation-mail.job';
import { CONFIRMATION_NOTE, prepareConfirmationMail } from './confirmation-mail';
import { ORDER_JOBS, soldOutRefundId } from './job-names';
import { applyOrderStatus, releaseHold, type StatusChange } from './order-lifecycle';
import { ordersRepository } from './orders.repository';
import { refundsRepository } from './refunds.repository';
import { soldOutRefundJob } from './sold-out-refund.job';

describe('order lifecycle', () => {
  let t: TestApp;
  let payu: Awaited<ReturnType<typeof payuForTests>>;
  let adminToken: string;
  let videoId: number;

  const apply = (orderId: number, change: StatusChange) =>
    inTransaction(t.ctx.db, (tx) => applyOrderStatus(tx, orderId, change));
  const provider = (to: StatusChange['to']): StatusChange => ({ to, cause: 'payment', actor: 'provider' });
  const accessRows = (userId: number) =>
    t.ctx.db.select().from(accessGrants).where(eq(accessGrants.user_id, userId));
  const mailsTo = (email: string) => t.ctx.db.select().from(outbox).where(eq(outbox.to_address, email));
  const limitedEvent = async (tickets: number) =>
    createEvent(t, adminToken, videoId, { available_tickets: tickets, title: 'Dziady' });

  beforeAll(async () => {
    payu = await payuForTests();
    t = await createTestApp({ payments: payu.payments });
    adminToken = await signIn(t.ctx, await createUser(t.ctx, { role: Role.ADMIN }));
    videoId = (await createVideo(t, adminToken, { tickets_expiration_time: 48 })).id;
  });
  afterAll(async () => {
    await t.close();
    await payu.emulator.close();
  });

  it('COMPLETED adds one access row (source order), keeps the ticket, writes history and queues one confirmation e-mail', async () => {
    const user = await createUser(t.ctx);
    const event = await limitedEvent(5);
    const order = await insertOrder(t.ctx, user, { kind: 'event', id: event.id });
    expect(await ticketCount(t.ctx, event.id)).toEqual({ limit: 5, held: 1 });

    const result = await apply(order.id, provider('COMPLETED'));
    expect(result).toMatchObject({ moved: true, from: 'PENDING', soldOut: false });
    expect(result.order).toMatchObject({ status: 'COMPLETED', holds_ticket: true, hold_until: null });
    const rows = await accessRows(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'order', event_id: event.id, id: result.order.access_id });
    expect(await ticketCount(t.ctx, event.id)).toEqual({ limit: 5, held: 1 });
    expect(
      (await ordersRepository.history(t.ctx.db, order.id)).map((h) => [h.from_status, h.to_status, h.actor]),
    ).toEqual([['PENDING', 'COMPLETED', 'provider']]);
    const jobs = await queuedJobs<{ orderId: number }>(t.ctx, ORDER_JOBS.confirmationMail);
    expect(jobs.filter((job) => job.orderId === order.id)).toHaveLength(1);

    // Duplicates and late reports change nothing.
    expect((await apply(order.id, provider('COMPLETED'))).moved).toBe(false);
    expect((await apply(order.id, provider('PENDING'))).moved).toBe(false);
    expect((await apply(order.id, provider('CANCELED'))).moved).toBe(false);
    expect(await accessRows(user.id)).toHaveLength(1);

    // The e-mail: item, amount in zł, access window, link to watch; a retried job sends nothing more.
    await runJob(t.ctx, confirmationMailJob, { orderId: order.id });
    await runJob(t.ctx, confirmationMailJob, { orderId: order.id });
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.template).toBe('order_confirmation');
    expect(mails[0]!.text).toContain('Wesele');
    expect(mails[0]!.text).toContain('25,00 zł');
    expect(mails[0]!.text).toContain('48 godz.');
    expect(mails[0]!.text).toContain(`http://localhost:3000/wydarzenie/${event.slug}?ogladaj`);
  });

  it('with a prepared confirmation: the e-mail goes into the outbox in the move’s transaction, once, and no job is queued', async () => {
    const user = await createUser(t.ctx);
    const video = await createVideo(t, adminToken, { title: 'Chłopi', tickets_expiration_time: 24 });
    const order = await insertOrder(t.ctx, user, { kind: 'video', id: video.id }, { title: 'Chłopi' });
    const confirmation = await prepareConfirmationMail(t.ctx, order);
    // Rolled back with the move: nothing sent.
    await expect(
      inTransaction(t.ctx.db, async (tx) => {
        await applyOrderStatus(tx, order.id, { ...provider('COMPLETED'), confirmation });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await mailsTo(user.email)).toHaveLength(0);
    // Committed, then the same report again at once and later: one move, one e-mail.
    const results = await Promise.all(
      [1, 2, 3].map(() => apply(order.id, { ...provider('COMPLETED'), confirmation })),
    );
    expect(results.filter((r) => r.moved)).toHaveLength(1);
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/wideo/${video.slug}?ogladaj`);
    expect(mails[0]!.text).toContain('24 godz.');
    expect(
      (await queuedJobs<{ orderId: number }>(t.ctx, ORDER_JOBS.confirmationMail)).filter(
        (job) => job.orderId === order.id,
      ),
    ).toHaveLength(0);
    const history = await ordersRepository.history(t.ctx.db, order.id);
    expect(history.map((h) => h.note)).toEqual([expect.stringContaining(CONFIRMATION_NOTE)]);
    // A legacy job for the same order (queued before a deploy) finds the note and sends nothing.
    await runJob(t.ctx, confirmationMailJob, { orderId: order.id });
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it('writes the e-mail in the order language', async () => {
    const user = await createUser(t.ctx);
    const video = await createVideo(t, adminToken, {
      title: 'Lalka',
      tickets_expiration_time: 0,
      end_date: '2031-01-01 20:00',
    });
    const order = await insertOrder(
      t.ctx,
      user,
      { kind: 'video', id: video.id },
      { language: 'en', title: 'Lalka', amount: 1999 },
    );
    await apply(order.id, provider('COMPLETED'));
    await runJob(t.ctx, confirmationMailJob, { orderId: order.id });
    const [mail] = await mailsTo(user.email);
    expect(mail!.subject).toBe('Scena: purchase confirmation – Lalka');
    expect(mail!.text).toContain('PLN 19,99');
    expect(mail!.text).toContain('available until 01.01.2031 20:00');
    expect(mail!.text).toContain(`/wideo/${video.slug}?ogladaj`);
  });

  it('REFUNDED (through WAITING_FOR_REFUND) removes the access row and gives the ticket back', async () => {
    const user = await createUser(t.ctx);
    const event = await limitedEvent(3);
    const order = await insertOrder(t.ctx, user, { kind: 'event', id: event.id });
    await apply(order.id, provider('COMPLETED'));
    const refund = (to: StatusChange['to']): StatusChange => ({ to, cause: 'refund', actor: 'provider' });
    expect((await apply(order.id, refund('WAITING_FOR_REFUND'))).moved).toBe(true);
    expect(await accessRows(user.id)).toHaveLength(1);
    const result = await apply(order.id, refund('REFUNDED'));
    expect(result.order).toMatchObject({ status: 'REFUNDED', access_id: null, holds_ticket: false });
    expect(await accessRows(user.id)).toHaveLength(0);
    expect(await ticketCount(t.ctx, event.id)).toEqual({ limit: 3, held: 0 });
    // REFUNDED is final.
    expect((await apply(order.id, provider('COMPLETED'))).moved).toBe(false);
  });

  it('CANCELED releases an unpaid hold once; releaseHold is idempotent and never releases a paid ticket', async () => {
    const user = await createUser(t.ctx);
    const event = await limitedEvent(3);
    const a = await insertOrder(t.ctx, user, { kind: 'event', id: event.id });
    const b = await insertOrder(t.ctx, user, { kind: 'event', id: event.id });
    const c = await insertOrder(t.ctx, user, { kind: 'event', id: event.id });
    expect(await ticketCount(t.ctx, event.id)).toEqual({ limit: 3, held: 3 });

    expect((await apply(a.id, provider('CANCELED'))).order).toMatchObject({
      status: 'CANCELED',
      holds_ticket: false,
    });
    expect(await ticketCount(t.ctx, event.id)).toEqual({ limit: 3, held: 2 });

    const release = (id: number) => inTransaction(t.ctx.db, (tx) => releaseHold(tx, id, 'job:test'));
    expect(await release(b.id)).toBe(true);
    expect(await release(b.id)).toBe(false);
    expect(await release(a.id)).toBe(false);
    expect(await ticketCount(t.ctx, event.id)).toEqual({ limit: 3, held: 1 });
    expect((await ordersRepository.history(t.ctx.db, b.id)).at(-1)).toMatchObject({
      from_status: 'PENDING',
      to_status: 'PENDING',
      actor: 'job:test',
    });
    // A later CANCELED of the released order does not give its ticket back twice.
    await apply(b.id, provider('CANCELED'));
    expect(await ticketCount(t.ctx, event.id)).toEqual({ limit: 3, held: 1 });

    await apply(c.id, provider('COMPLETED'));
    expect(await release(c.id)).toBe(false);
    expect(await ticketCount(t.ctx, event.id)).toEqual({ limit: 3, held: 1 });
  });

  it('a payment completing after its hold was released takes a ticket again when one is left', async () => {
    const user = await createUser(t.ctx);
    const event = await limitedEvent(2);
    const order = await insertOrder(t.ctx, user, { kind: 'event', id: event.id });
    await inTransaction(t.ctx.db, (tx) => releaseHold(tx, order.id, 'job:test'));
    expect(await ticketCount(t.ctx, event.id)).toEqual({ limit: 2, held: 0 });
    const result = await apply(order.id, provider('COMPLETED'));
    expect(result).toMatchObject({ moved: true, soldOut: false });
    expect(result.order.holds_ticket).toBe(true);
    expect(await ticketCount(t.ctx, event.id)).toEqual({ limit: 2, held: 1 });
    expect(await accessRows(user.id)).toHaveLength(1);
  });

  it('sold out after the hold ended: no access, a refund at the provider once, the buyer told, then REFUNDED', async () => {
    const late = await createUser(t.ctx);
    const winner = await createUser(t.ctx);
    const event = await limitedEvent(1);
    const order = await insertOrder(t.ctx, late, { kind: 'event', id: event.id });
    const providerOrderId = await paidAtEmulator(payu, order);
    await ordersRepository.update(t.ctx.db, order.id, { provider_order_id: providerOrderId });
    await inTransaction(t.ctx.db, (tx) => releaseHold(tx, order.id, 'job:test'));
    await insertOrder(t.ctx, winner, { kind: 'event', id: event.id });
    expect(await ticketCount(t.ctx, event.id)).toEqual({ limit: 1, held: 1 });

    const result = await apply(order.id, provider('COMPLETED'));
    expect(result).toMatchObject({ moved: true, soldOut: true });
    expect(result.order).toMatchObject({ status: 'COMPLETED', access_id: null, holds_ticket: false });
    expect(await accessRows(late.id)).toHaveLength(0);
    expect(await ticketCount(t.ctx, event.id)).toEqual({ limit: 1, held: 1 });
    expect(
      (await queuedJobs<{ orderId: number }>(t.ctx, ORDER_JOBS.soldOutRefund)).filter(
        (j) => j.orderId === order.id,
      ),
    ).toHaveLength(1);
    expect(
      (await queuedJobs<{ orderId: number }>(t.ctx, ORDER_JOBS.confirmationMail)).filter(
        (j) => j.orderId === order.id,
      ),
    ).toHaveLength(0);

    await runJob(t.ctx, soldOutRefundJob, { orderId: order.id });
    await runJob(t.ctx, soldOutRefundJob, { orderId: order.id }); // a retry: the order moved on, nothing more
    const refundCalls = payu.emulator.requests.filter(
      (r) => r.method === 'POST' && r.path === `/api/v2_1/orders/${providerOrderId}/refunds`,
    );
    expect(refundCalls).toHaveLength(1);
    expect(JSON.parse(refundCalls[0]!.body).refund.extRefundId).toBe(soldOutRefundId(order.ext_order_id));
    const refunds = await refundsRepository.refundsOf(t.ctx.db, order.id);
    expect(refunds).toMatchObject([
      { ext_refund_id: soldOutRefundId(order.ext_order_id), amount: 2500, reason: 'sold_out' },
    ]);
    const mails = await mailsTo(late.email);
    expect(mails.map((m) => m.template)).toEqual(['order_sold_out_refund']);
    expect(mails[0]!.text).toContain('25,00 zł');

    const after = await ordersRepository.findById(t.ctx.db, order.id);
    expect(after!.status).toBe('WAITING_FOR_REFUND');
    expect((await apply(order.id, { to: 'REFUNDED', cause: 'refund', actor: 'provider' })).order.status).toBe(
      'REFUNDED',
    );
    expect(await ticketCount(t.ctx, event.id)).toEqual({ limit: 1, held: 1 });
  });

  it('an order of a deleted account completes without an access row', async () => {
    const user = await createUser(t.ctx);
    const video = await createVideo(t, adminToken);
    const order = await insertOrder(t.ctx, user, { kind: 'video', id: video.id }, { user_id: null });
    const result = await apply(order.id, provider('COMPLETED'));
    expect(result.order).toMatchObject({ status: 'COMPLETED', access_id: null });
  });
});
