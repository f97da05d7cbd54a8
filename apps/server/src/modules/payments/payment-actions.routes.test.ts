import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role } from '@scena/shared';
import { createUser, signIn, auth } from '../../../test/factories';
import { createEvent } from '../../../test/catalog-fixtures';
import { insertOrder, ticketCount } from '../../../test/order-factories';
import {
  deliver,
  notificationsOf,
  orderFootprint,
  pendingOrder,
  startPaymentsHarness,
  type PaymentsHarness,
} from '../../../test/payment-fixtures';
import { accessGrants } from '../access';
import { orderHistory, orders, type OrderRow } from '../orders';

/**
 * The box office's cancel, edit and free grant (spec 3 §2.4) through the whole app: the PayU
 * emulator is the provider (cancel asks it), the lifecycle applies the effects.
 */
let h: PaymentsHarness;
let admin: Awaited<ReturnType<typeof createUser>>;
let adminToken: string;
let viewerToken: string;
beforeAll(async () => {
  h = await startPaymentsHarness();
  admin = await createUser(h.t.ctx, { role: Role.ADMIN });
  adminToken = await signIn(h.t.ctx, admin);
  viewerToken = await signIn(h.t.ctx, await createUser(h.t.ctx));
});
afterAll(() => h.close());

const call = (method: 'DELETE' | 'PUT' | 'POST', url: string, payload?: object, token = adminToken) =>
  h.t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
const row = async (order: OrderRow) =>
  (await h.t.ctx.db.select().from(orders).where(eq(orders.id, order.id)))[0]!;
const adminMoves = async (order: OrderRow) =>
  (await h.t.ctx.db.select().from(orderHistory).where(eq(orderHistory.order_id, order.id)))
    .filter((r) => r.actor === 'admin')
    .map((r) => `${r.from_status}->${r.to_status} ${r.actor_user_id === admin.id ? 'by admin' : '?'}`);

/** A video order paid at the emulator and completed by its genuine notification. */
const paidVideo = async () => {
  const o = await pendingOrder(h);
  await h.emulator.core.decide(o.providerOrderId, o.token, 'pay');
  await expect.poll(() => notificationsOf(h, o.providerOrderId).length).toBe(2);
  expect((await deliver(h.t, notificationsOf(h, o.providerOrderId)[1]!)).statusCode).toBe(200);
  return o;
};
const limitedEvent = (tickets: number) =>
  createEvent(h.t, adminToken, h.video.id, { available_tickets: tickets, event_price: 25 });

describe('cancel (DELETE /api/payments/{id}, /api/videopayments/{id})', () => {
  it('cancels an unpaid order at the provider and here: CANCELED, history names the administrator', async () => {
    const o = await pendingOrder(h);
    const res = await call('DELETE', `/api/videopayments/${o.order.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ extOrderId: o.order.ext_order_id, status: 'CANCELED' });
    expect(h.emulator.orders.get(o.providerOrderId)?.status).toBe('CANCELED');
    expect(await adminMoves(o.order)).toEqual(['PENDING->CANCELED by admin']);
  });

  it('gives a limited event’s ticket back', async () => {
    const event = await limitedEvent(2);
    const order = await insertOrder(h.t.ctx, await createUser(h.t.ctx), { kind: 'event', id: event.id });
    expect(await ticketCount(h.t.ctx, event.id)).toEqual({ limit: 2, held: 1 });
    // Its provider number is unknown to PayU: nothing to cancel there, cancelled here.
    expect((await call('DELETE', `/api/payments/${order.id}`)).statusCode).toBe(200);
    expect(await ticketCount(h.t.ctx, event.id)).toEqual({ limit: 2, held: 0 });
    expect((await row(order)).holds_ticket).toBe(false);
  });

  it('refuses COMPLETED, CANCELED, REFUNDED and WAITING_FOR_REFUND with a Polish message and changes nothing', async () => {
    const o = await paidVideo();
    const before = await orderFootprint(h.t, o.order);
    const res = await call('DELETE', `/api/videopayments/${o.order.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Tej płatności nie można anulować: ma status COMPLETED. Anulować można tylko płatność nieopłaconą.',
    );
    expect(await orderFootprint(h.t, o.order)).toEqual(before);
    for (const status of ['CANCELED', 'REFUNDED', 'WAITING_FOR_REFUND']) {
      const other = await insertOrder(
        h.t.ctx,
        await createUser(h.t.ctx),
        { kind: 'video', id: h.video.id },
        { status },
      );
      const refused = await call('DELETE', `/api/videopayments/${other.id}`);
      expect(refused.statusCode).toBe(409);
      expect((await row(other)).status).toBe(status);
    }
  });

  it('refuses an order the provider reports paid meanwhile (its notification not here yet)', async () => {
    const o = await pendingOrder(h);
    await h.emulator.core.decide(o.providerOrderId, o.token, 'pay');
    const res = await call('DELETE', `/api/videopayments/${o.order.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('Operator płatności nie anulował zamówienia');
    expect((await row(o.order)).status).toBe('PENDING');
    expect(h.emulator.orders.get(o.providerOrderId)?.status).toBe('COMPLETED');
  });

  it('an unknown id, or another product type’s order: 404; a viewer: 403', async () => {
    const o = await pendingOrder(h);
    expect((await call('DELETE', '/api/videopayments/999999')).statusCode).toBe(404);
    expect((await call('DELETE', `/api/payments/${o.order.id}`)).statusCode).toBe(404);
    expect(
      (await call('DELETE', `/api/videopayments/${o.order.id}`, undefined, viewerToken)).statusCode,
    ).toBe(403);
    expect((await row(o.order)).status).toBe('PENDING');
  });
});

describe('edit (PUT /api/payments/{extOrderId}, /api/videopayments/{extOrderId})', () => {
  it('COMPLETED grants access with the ticket kept and the confirmation e-mail; REFUNDED removes it and frees the ticket', async () => {
    const event = await limitedEvent(1);
    const buyer = await createUser(h.t.ctx);
    const order = await insertOrder(h.t.ctx, buyer, { kind: 'event', id: event.id });
    const done = await call('PUT', `/api/payments/${order.ext_order_id}`, { status: 'COMPLETED' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'COMPLETED' });
    expect(await orderFootprint(h.t, order)).toMatchObject({
      status: 'COMPLETED',
      grants: 1,
      mails: 1,
      holdsTicket: true,
    });
    expect(await ticketCount(h.t.ctx, event.id)).toEqual({ limit: 1, held: 1 });

    const back = await call('PUT', `/api/payments/${order.ext_order_id}`, { status: 'REFUNDED' });
    expect(back.statusCode).toBe(200);
    expect(await orderFootprint(h.t, order)).toMatchObject({
      status: 'REFUNDED',
      grants: 0,
      holdsTicket: false,
    });
    expect(await ticketCount(h.t.ctx, event.id)).toEqual({ limit: 1, held: 0 });
    expect(await adminMoves(order)).toEqual(['PENDING->COMPLETED by admin', 'COMPLETED->REFUNDED by admin']);
  });

  it('refuses illegal moves with the spec’s kind of message and no change', async () => {
    const o = await paidVideo();
    const before = await orderFootprint(h.t, o.order);
    const back = await call('PUT', `/api/videopayments/${o.order.ext_order_id}`, {
      status: 'PENDING',
      country: 'DE',
    });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('Nie można zmienić statusu płatności z COMPLETED na PENDING.');
    expect(await orderFootprint(h.t, o.order)).toEqual(before);
    expect((await row(o.order)).country).toBe(null);

    const refunded = await insertOrder(
      h.t.ctx,
      await createUser(h.t.ctx),
      { kind: 'video', id: h.video.id },
      { status: 'REFUNDED' },
    );
    const res = await call('PUT', `/api/videopayments/${refunded.ext_order_id}`, { status: 'COMPLETED' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Nie można zmienić statusu płatności z REFUNDED na COMPLETED.');
    const cancelled = await insertOrder(
      h.t.ctx,
      await createUser(h.t.ctx),
      { kind: 'video', id: h.video.id },
      { status: 'CANCELED' },
    );
    expect(
      (await call('PUT', `/api/videopayments/${cancelled.ext_order_id}`, { status: 'REFUNDED' })).statusCode,
    ).toBe(409);
    expect((await row(cancelled)).status).toBe('CANCELED');
  });

  it('a cancelled order marked COMPLETED takes a ticket again; on a sold-out event it is refused, nothing changes', async () => {
    const event = await limitedEvent(1);
    const first = await insertOrder(h.t.ctx, await createUser(h.t.ctx), { kind: 'event', id: event.id });
    expect((await call('DELETE', `/api/payments/${first.id}`)).statusCode).toBe(200);
    await insertOrder(h.t.ctx, await createUser(h.t.ctx), { kind: 'event', id: event.id });
    const before = await orderFootprint(h.t, first);
    const res = await call('PUT', `/api/payments/${first.ext_order_id}`, { status: 'COMPLETED' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'Brak biletów.', type: 'no_tickets' });
    expect(await orderFootprint(h.t, first)).toEqual(before);
    expect(await ticketCount(h.t.ctx, event.id)).toEqual({ limit: 1, held: 1 });
  });

  it('country and the expiration date change with a history note; a date needs an order with access', async () => {
    const event = await limitedEvent(5);
    const order = await insertOrder(h.t.ctx, await createUser(h.t.ctx), { kind: 'event', id: event.id });
    const noAccess = await call('PUT', `/api/payments/${order.ext_order_id}`, {
      expiration_date: '2031-01-01 20:00',
    });
    expect(noAccess.statusCode).toBe(400);
    expect(noAccess.json().formError).toEqual({
      expiration_date: 'Datę wygaśnięcia można ustawić tylko dla zamówienia, które daje dostęp (COMPLETED).',
    });
    const res = await call('PUT', `/api/payments/${order.ext_order_id}`, {
      status: 'COMPLETED',
      country: 'de',
      expiration_date: '2031-01-01 20:00',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'COMPLETED',
      country: 'DE',
      expiration_date: '2031-01-01T19:00:00.000Z',
    });
    const [grant] = await h.t.ctx.db
      .select()
      .from(accessGrants)
      .where(eq(accessGrants.id, (await row(order)).access_id!));
    expect(grant!.expiration_date?.toISOString()).toBe('2031-01-01T19:00:00.000Z');
    const notes = (
      await h.t.ctx.db.select().from(orderHistory).where(eq(orderHistory.order_id, order.id))
    ).map((r) => r.note);
    expect(notes.at(-1)).toBe('country PL → DE; expiration date → 2031-01-01T19:00:00.000Z');
  });

  it('refuses a status off the four, a bad date and a bad country with field messages; unknown order 404', async () => {
    const o = await pendingOrder(h);
    const res = await call('PUT', `/api/videopayments/${o.order.ext_order_id}`, {
      status: 'WAITING_FOR_REFUND',
      country: 'XX',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().formError).sort()).toEqual(['country', 'status']);
    expect(res.json().formError.status).toBe(
      'Niepoprawny status (dozwolone: COMPLETED, CANCELED, REFUNDED, PENDING).',
    );
    const date = await call('PUT', `/api/payments/${o.order.ext_order_id}`, {
      expiration_date: '2031-02-30',
    });
    expect(date.json().formError).toEqual({ expiration_date: 'Niepoprawna data.' });
    expect(
      (await call('PUT', `/api/payments/${o.order.ext_order_id}`, { status: 'CANCELED' })).statusCode,
    ).toBe(404);
    expect((await row(o.order)).status).toBe('PENDING');
  });
});

describe('free grants (POST /api/payments/free/{eventId}, /api/videopayments/free/{videoId})', () => {
  it('grants a video by e-mail: a COMPLETED free order, the price counted when asked, access and e-mail', async () => {
    const user = await createUser(h.t.ctx);
    const res = await call('POST', `/api/videopayments/free/${h.video.id}`, {
      userval: user.email.toUpperCase(),
      priceIncluded: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'COMPLETED', amount: 80, email: user.email, orderId: null });
    const order = (
      await h.t.ctx.db.select().from(orders).where(eq(orders.ext_order_id, res.json().extOrderId))
    )[0]!;
    expect(order.provider).toBe('free');
    expect(await orderFootprint(h.t, order)).toMatchObject({ grants: 1, mails: 1 });
    expect(await adminMoves(order)).toEqual(['NOT_STARTED->COMPLETED by admin']);
    // Granted twice: refused, nothing more.
    const again = await call('POST', `/api/videopayments/free/${h.video.id}`, { userval: user.email });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ten użytkownik ma już dostęp do tego materiału.');
  });

  it('respects a limited event’s tickets: the last one granted, then a sold-out event refuses', async () => {
    const event = await limitedEvent(1);
    const [a, b] = [await createUser(h.t.ctx), await createUser(h.t.ctx)];
    const first = await call('POST', `/api/payments/free/${event.id}`, {
      userval: a.email,
      priceIncluded: false,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ amount: 0, status: 'COMPLETED', event_id: event.id });
    expect(await ticketCount(h.t.ctx, event.id)).toEqual({ limit: 1, held: 1 });
    const second = await call('POST', `/api/payments/free/${event.id}`, { userval: b.email });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ message: 'Brak biletów.', type: 'no_tickets' });
    expect(await h.t.ctx.db.select().from(orders).where(eq(orders.user_id, b.id))).toEqual([]);
    expect(await ticketCount(h.t.ctx, event.id)).toEqual({ limit: 1, held: 1 });
  });

  it('refuses an unknown e-mail, a bad e-mail, an unknown item, and a user with an unpaid order for it', async () => {
    const unknown = await call('POST', `/api/videopayments/free/${h.video.id}`, {
      userval: 'nikt@example.com',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().formError).toEqual({
      userval: 'Nie znaleziono użytkownika o adresie nikt@example.com.',
    });
    const bad = await call('POST', `/api/videopayments/free/${h.video.id}`, { userval: 'nie-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().formError).toEqual({ userval: 'Niepoprawny adres email.' });
    const user = await createUser(h.t.ctx);
    expect((await call('POST', '/api/videopayments/free/999999', { userval: user.email })).statusCode).toBe(
      404,
    );
    const o = await pendingOrder(h, { values: { open_slot: true } });
    const open = await call('POST', `/api/videopayments/free/${h.video.id}`, { userval: o.user.email });
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toContain('nieopłacone zamówienie');
  });
});
