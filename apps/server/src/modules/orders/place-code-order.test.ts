import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { AppError, Role } from '@scena/shared';
import { outbox } from '../../adapters/mailer';
import { inTransaction } from '../../db/transaction';
import { accessGrants } from '../access';
import { codes } from '../codes';
import { events } from '../catalog';
import type { UserRow } from '../users';
import {
  deliver,
  notificationsOf,
  startPaymentsHarness,
  statusOf,
  type PaymentsHarness,
} from '../../../test/payment-fixtures';
import { ticketCount } from '../../../test/order-factories';
import { createUser, signIn } from '../../../test/factories';
import { createEvent } from '../../../test/catalog-fixtures';
import { applyOrderStatus } from './order-lifecycle';
import { ordersRepository } from './orders.repository';
import { orders } from './orders.table';
import { createPlaceCodeOrder, type CodeOrderInput } from './place-code-order';
import { releaseExpiredHolds } from './release-holds.job';

/**
 * Gift and group orders (CONTEXT.md "Gift and group orders") through the real PayU adapter and its
 * loopback emulator: N tickets held of a limited event, never oversold; the codes and their e-mail
 * once under duplicate notifications; tickets back on refund only for the codes nobody activated.
 */
let h: PaymentsHarness;
let adminToken: string;
beforeAll(async () => {
  h = await startPaymentsHarness();
  adminToken = await signIn(h.t.ctx, await createUser(h.t.ctx, { role: Role.ADMIN }));
});
afterAll(() => h.close());

const limitedEvent = (tickets: number) =>
  createEvent(h.t, adminToken, h.video.id, { available_tickets: tickets, event_price: 25 });

const groupOf = (user: UserRow, eventId: number, quantity: number, extra: Partial<CodeOrderInput> = {}) =>
  createPlaceCodeOrder(h.t.ctx)({
    viewer: { user, country: 'PL' },
    productType: 'group_ticket',
    item: { kind: 'event', id: eventId },
    title: `Bilet grupowy (${quantity}): Wesele`,
    quantity,
    amount: quantity * 2500,
    invoice: null,
    request: { ip: '83.1.2.3', lang: 'pl' },
    ...extra,
  });

const orderOf = async (extOrderId: string) =>
  (await ordersRepository.findByExtOrderId(h.t.ctx.db, extOrderId))!;
const codesOf = (orderId: number) =>
  h.t.ctx.db.select().from(codes).where(eq(codes.order_id, orderId)).orderBy(codes.id);

/** The buyer pays at the emulator's checkout; answers its genuine COMPLETED notification. */
const payAtEmulator = async (order: { provider_order_id: string | null; redirect_uri: string | null }) => {
  const token = new URL(order.redirect_uri!).searchParams.get('token')!;
  await h.emulator.core.decide(order.provider_order_id!, token, 'pay');
  await expect.poll(() => notificationsOf(h, order.provider_order_id!).length).toBe(2);
  return notificationsOf(h, order.provider_order_id!).find((n) => statusOf(n) === 'COMPLETED')!;
};

describe('gift and group orders: placement and lifecycle', () => {
  it('a group of 3 holds 3 tickets; duplicate COMPLETED notifications make 3 codes and one e-mail, no access row', async () => {
    const event = await limitedEvent(5);
    const buyer = await createUser(h.t.ctx);
    const answer = await groupOf(buyer, event.id, 3);
    expect(answer).toMatchObject({ status: 'PENDING', existing: false });
    expect(answer.redirectUri).toMatch(/^http/);
    const order = await orderOf(answer.extOrderId);
    expect(order).toMatchObject({
      product_type: 'group_ticket',
      quantity: 3,
      amount: 7500,
      holds_ticket: true,
    });
    expect(await ticketCount(h.t.ctx, event.id)).toEqual({ limit: 5, held: 3 });

    const completed = await payAtEmulator(order);
    const answers = await Promise.all(Array.from({ length: 6 }, () => deliver(h.t, completed)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));

    const after = await orderOf(answer.extOrderId);
    expect(after).toMatchObject({ status: 'COMPLETED', holds_ticket: true, access_id: null });
    const made = await codesOf(order.id);
    expect(made).toHaveLength(3);
    expect(made.every((c) => c.kind === 'group' && c.event_id === event.id && c.use_limit === 1)).toBe(true);
    const mails = await h.t.ctx.db.select().from(outbox).where(eq(outbox.to_address, buyer.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'order_codes', lang: 'pl' });
    for (const c of made) expect(mails[0]!.text).toContain(c.code);
    expect(mails[0]!.text).toContain(`/status-zamowienia/bilet-grupowy/${order.ext_order_id}`);
    const grants = await h.t.ctx.db.select().from(accessGrants).where(eq(accessGrants.user_id, buyer.id));
    expect(grants).toHaveLength(0);
    expect(await ticketCount(h.t.ctx, event.id)).toEqual({ limit: 5, held: 3 });

    // More than the tickets left: refused with the count left, nothing stored.
    const before = await h.t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(orders);
    const refused = await groupOf(buyer, event.id, 3).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ details: { type: 'no_tickets', params: { left: 2 } } });
    expect(await h.t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(orders)).toEqual(before);

    // Refunded with one code activated: that ticket stays held, the other two come back; the
    // unused codes are voided. The recount (a changed limit) agrees.
    await h.t.ctx.db.update(codes).set({ uses: 1 }).where(eq(codes.id, made[0]!.id));
    await inTransaction(h.t.ctx.db, (tx) =>
      applyOrderStatus(tx, order.id, { to: 'REFUNDED', cause: 'admin', actor: 'admin' }),
    );
    expect(await ticketCount(h.t.ctx, event.id)).toEqual({ limit: 5, held: 1 });
    const voided = (await codesOf(order.id)).map((c) => c.voided_at !== null);
    expect(voided).toEqual([false, true, true]);
    await h.t.ctx.db.update(events).set({ available_tickets: 6 }).where(eq(events.id, event.id));
    expect(await ticketCount(h.t.ctx, event.id)).toEqual({ limit: 6, held: 1 });
  });

  it('an unpaid group order past its window gives all its tickets back', async () => {
    const event = await limitedEvent(4);
    const answer = await groupOf(await createUser(h.t.ctx), event.id, 4);
    expect(await ticketCount(h.t.ctx, event.id)).toEqual({ limit: 4, held: 4 });
    const log = { info: () => {}, warn: () => {}, error: () => {} } as never;
    await releaseExpiredHolds(h.t.ctx, { log, now: new Date(Date.now() + 60 * 60_000) });
    expect(await orderOf(answer.extOrderId)).toMatchObject({ status: 'CANCELED', holds_ticket: false });
    expect(await ticketCount(h.t.ctx, event.id)).toEqual({ limit: 4, held: 0 });
  });

  it('five groups of 3 at once for 10 tickets: exactly three are placed, never oversold', async () => {
    const event = await limitedEvent(10);
    const buyers = await Promise.all(Array.from({ length: 5 }, () => createUser(h.t.ctx)));
    const results = await Promise.allSettled(buyers.map((buyer) => groupOf(buyer, event.id, 3)));
    const placed = results.filter((r) => r.status === 'fulfilled');
    expect(placed).toHaveLength(3);
    for (const r of results)
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ details: { type: 'no_tickets' } });
    expect(await ticketCount(h.t.ctx, event.id)).toEqual({ limit: 10, held: 9 });
  });

  it('a gift for a video: one code, its e-mail in the order language, nothing held', async () => {
    const buyer = await createUser(h.t.ctx);
    const answer = await createPlaceCodeOrder(h.t.ctx)({
      viewer: { user: buyer, country: 'PL' },
      productType: 'gift',
      item: { kind: 'video', id: h.video.id },
      title: 'Prezent: Wesele',
      quantity: 1,
      amount: 8000,
      invoice: null,
      request: { ip: '83.1.2.3', lang: 'en' },
    });
    const order = await orderOf(answer.extOrderId);
    expect(order.holds_ticket).toBe(false);
    const completed = await payAtEmulator(order);
    await Promise.all([deliver(h.t, completed), deliver(h.t, completed)]);
    expect(await codesOf(order.id)).toHaveLength(1);
    const mails = await h.t.ctx.db.select().from(outbox).where(eq(outbox.to_address, buyer.email));
    expect(mails.map((m) => [m.template, m.lang])).toEqual([['order_codes', 'en']]);
    expect(mails[0]!.text).toContain(`/status-zamowienia/prezent/${order.ext_order_id}`);
  });
});
