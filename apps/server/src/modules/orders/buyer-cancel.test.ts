import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role } from '@scena/shared';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auth, createUser, signIn } from '../../../test/factories';
import { createEvent, createVideo } from '../../../test/catalog-fixtures';
import { payuForTests, ticketCount } from '../../../test/order-factories';
import { orderHistory, orders } from './orders.table';

/**
 * Issue 19 item 6: a pending payment must not lock the viewer out. The order answers where to
 * continue paying (the provider's checkout, while valid) and whether it may be cancelled; the
 * cancel goes to the provider (the PayU emulator's DELETE: the checkout can no longer be paid),
 * frees the ticket and the open slot, so a new purchase starts at once.
 */
describe('buyer cancels an unpaid order', () => {
  let t: TestApp;
  let payu: Awaited<ReturnType<typeof payuForTests>>;
  let adminToken: string;
  let videoId: number;
  let client = 0;
  const buy = (token: string, path: string) =>
    t.app.inject({
      method: 'POST',
      url: path,
      headers: auth(token),
      payload: { consent: true },
      remoteAddress: `10.7.0.${++client}`,
    });
  const viewer = async () => signIn(t.ctx, await createUser(t.ctx));
  const tokenOf = (redirectUri: string) => new URL(redirectUri).searchParams.get('token')!;

  beforeAll(async () => {
    payu = await payuForTests();
    t = await createTestApp({ payments: payu.payments });
    adminToken = await signIn(t.ctx, await createUser(t.ctx, { role: Role.ADMIN }));
    videoId = (await createVideo(t, adminToken)).id;
  });
  afterAll(async () => {
    await t.close();
    await payu.emulator.close();
  });

  it('offers the checkout again, then cancels at the provider and frees the last ticket', async () => {
    const event = await createEvent(t, adminToken, videoId, { event_price: 30, available_tickets: 1 });
    const token = await viewer();
    const bought = await buy(token, `/api/payments/${event.id}`);
    expect(bought.statusCode).toBe(200);
    const { extOrderId, redirectUri } = bought.json();

    const pending = await t.app.inject({ url: `/api/payments/${extOrderId}`, headers: auth(token) });
    expect(pending.json()).toMatchObject({ status: 'PENDING', payment_url: redirectUri, cancelable: true });
    // The last ticket is held: another viewer is told so.
    const other = await viewer();
    expect((await buy(other, `/api/payments/${event.id}`)).statusCode).toBe(409);
    // The home cards (a viewer's stored list answer) say sold out, and free again after the cancel.
    const cardOf = async () => {
      const res = await t.app.inject({ url: '/api/events', headers: auth(other) });
      return (res.json().events as { id: number; ticketsLeft: number | null }[]).find(
        (e) => e.id === event.id,
      );
    };
    expect(await cardOf()).toMatchObject({ ticketsLeft: 0, access_reason: 'no_tickets' });

    const cancel = () =>
      t.app.inject({ method: 'POST', url: `/api/payments/${extOrderId}/cancel`, headers: auth(token) });
    const cancelled = await cancel();
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'CANCELED', payment_url: null, cancelable: false });
    expect(await ticketCount(t.ctx, event.id)).toMatchObject({ held: 0 });
    expect(await cardOf()).toMatchObject({ ticketsLeft: 1 });
    // Cancelled at PayU: its checkout can no longer be paid.
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.ext_order_id, extOrderId));
    expect((await payu.payments.retrieve(row!.provider_order_id!)).status).toBe('CANCELED');
    const history = await t.ctx.db.select().from(orderHistory).where(eq(orderHistory.order_id, row!.id));
    expect(history.at(-1)).toMatchObject({
      to_status: 'CANCELED',
      actor: 'buyer',
      note: 'cancelled by the buyer',
    });
    // Again: the same answer, nothing moves twice.
    expect((await cancel()).json()).toMatchObject({ status: 'CANCELED' });

    // Start again: a new order for the freed ticket.
    const again = await buy(token, `/api/payments/${event.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'PENDING', existing: false });
    expect(again.json().extOrderId).not.toBe(extOrderId);
  });

  it('refuses to cancel an order paid a moment ago and completes it instead', async () => {
    const token = await viewer();
    const video = await createVideo(t, adminToken, { video_price: 20 });
    const { extOrderId, redirectUri } = (await buy(token, `/api/videopayments/${video.id}`)).json();
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.ext_order_id, extOrderId));
    // Paid at the provider; its notification has not arrived (it goes to a closed port here).
    await payu.emulator.core.decide(row!.provider_order_id!, tokenOf(redirectUri), 'pay');

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/videopayments/${extOrderId}/cancel`,
      headers: auth(token),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ type: 'not_cancelable' });
    expect(res.json().message).toMatch(/nie można już anulować/);
    const now = await t.app.inject({ url: `/api/videopayments/${extOrderId}`, headers: auth(token) });
    expect(now.json()).toMatchObject({ status: 'COMPLETED', payment_url: null, cancelable: false });
  });

  it('refuses an order of the other kind and someone else’s', async () => {
    const token = await viewer();
    const video = await createVideo(t, adminToken, { video_price: 20 });
    const { extOrderId } = (await buy(token, `/api/videopayments/${video.id}`)).json();
    const wrongKind = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${extOrderId}/cancel`,
      headers: auth(token),
    });
    expect(wrongKind.statusCode).toBe(404);
    const stranger = await t.app.inject({
      method: 'POST',
      url: `/api/videopayments/${extOrderId}/cancel`,
      headers: auth(await viewer()),
    });
    expect(stranger.statusCode).toBe(404);
    const still = await t.app.inject({ url: `/api/videopayments/${extOrderId}`, headers: auth(token) });
    expect(still.json()).toMatchObject({ status: 'PENDING', cancelable: true });
  });
});
