import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auth, createCallers } from '../../../test/factories';
import { createEvent, createVideo } from '../../../test/catalog-fixtures';
import { insertOrder } from '../../../test/order-factories';
import { newExtOrderId } from './ext-order-id';
import { applyOrderStatus } from './order-lifecycle';
import { ordersRepository } from './orders.repository';

describe('order reads', () => {
  let t: TestApp;
  let callers: Awaited<ReturnType<typeof createCallers>>;
  let eventId: number;
  let videoId: number;
  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? auth(token) : {} });

  beforeAll(async () => {
    t = await createTestApp();
    callers = await createCallers(t.ctx);
    const video = await createVideo(t, callers.tokens.admin, { title: 'Lalka' });
    videoId = video.id;
    eventId = (
      await createEvent(t, callers.tokens.admin, video.id, {
        title: 'Lalka na żywo',
        date_from: '2030-06-10',
        date_to: '2030-06-12',
      })
    ).id;
  });
  afterAll(() => t.close());

  it('lists the own orders of each type, newest first, 20 a page, money in PLN, used/views/expiration from the access row', async () => {
    const { owner, other, tokens } = callers;
    const created: string[] = [];
    for (let i = 0; i < 22; i += 1) {
      const order = await insertOrder(
        t.ctx,
        owner,
        { kind: 'event', id: eventId },
        { amount: 2599, title: 'Lalka na żywo', created_at: new Date(Date.UTC(2026, 0, 1, 0, i)) },
      );
      created.push(order.ext_order_id);
    }
    const paid = await ordersRepository.findByExtOrderId(t.ctx.db, created[21]!);
    await inTransaction(t.ctx.db, (tx) =>
      applyOrderStatus(tx, paid!.id, { to: 'COMPLETED', cause: 'payment', actor: 'provider' }),
    );
    await insertOrder(t.ctx, owner, { kind: 'video', id: videoId }, { title: 'Lalka' });
    await insertOrder(t.ctx, other, { kind: 'event', id: eventId });

    const page1 = await get('/api/payments/user', tokens.owner);
    expect(page1.statusCode).toBe(200);
    expect(page1.json().total).toBe(22);
    expect(page1.json().orders).toHaveLength(20);
    expect(page1.json().orders[0]).toMatchObject({
      extOrderId: created[21],
      amount: 25.99,
      status: 'COMPLETED',
      used: false,
      views: 0,
      expiration_date: null,
      event_id: eventId,
      date_from: '2030-06-10',
      date_to: '2030-06-12',
      title: 'Lalka na żywo',
      invoice_requested: false,
    });
    expect(page1.json().orders[0].slug).toBeTruthy();
    const page2 = await get('/api/payments/user?page=2', tokens.owner);
    expect(page2.json().orders.map((o: { extOrderId: string }) => o.extOrderId)).toEqual([
      created[1],
      created[0],
    ]);
    const videos = await get('/api/videopayments/user', tokens.owner);
    expect(videos.json()).toMatchObject({ total: 1, orders: [{ video_id: videoId, title: 'Lalka' }] });
    expect((await get('/api/payments/user?page_size=50', tokens.owner)).statusCode).toBe(400);
  });

  it('one order: its buyer or an administrator; another type or an unknown number is not found', async () => {
    const { owner, tokens } = callers;
    const order = await insertOrder(t.ctx, owner, { kind: 'video', id: videoId });
    const url = `/api/videopayments/${order.ext_order_id}`;
    expect((await get(url, tokens.owner)).json()).toMatchObject({
      extOrderId: order.ext_order_id,
      video_id: videoId,
      status: 'PENDING',
    });
    expect((await get(url, tokens.admin)).statusCode).toBe(200);
    // Someone else's order and a missing one look the same: 404 (a 403 would sign the viewer out).
    expect((await get(url, tokens.other)).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(401);
    // As an event order it does not exist: the owner is told 404 like anyone, the admin too.
    expect((await get(`/api/payments/${order.ext_order_id}`, tokens.owner)).statusCode).toBe(404);
    expect((await get(`/api/payments/${order.ext_order_id}`, tokens.admin)).statusCode).toBe(404);
    expect((await get(`/api/videopayments/${newExtOrderId()}`, tokens.admin)).json()).toMatchObject({
      statusCode: 404,
      message: 'Nie znaleziono zamówienia.',
    });
    expect((await get('/api/videopayments/not-an-order', tokens.admin)).statusCode).toBe(404);
  });
});
