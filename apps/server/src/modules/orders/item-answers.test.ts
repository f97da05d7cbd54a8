import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auth, createCallers, createUser, signIn } from '../../../test/factories';
import { createEvent, createVideo } from '../../../test/catalog-fixtures';
import { insertOrder } from '../../../test/order-factories';
import { applyOrderStatus } from './order-lifecycle';

/** The catalogue's item answers carry the viewer's latest order status and the live ticket count. */
describe('item answers: paymentStatus and ticketsLeft', () => {
  let t: TestApp;
  let callers: Awaited<ReturnType<typeof createCallers>>;
  let videoId: number;
  const get = async (url: string, token?: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: token ? auth(token) : {} });
    expect(res.statusCode, url).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp();
    callers = await createCallers(t.ctx);
    videoId = (await createVideo(t, callers.tokens.admin)).id;
  });
  afterAll(() => t.close());

  it('events: live tickets left for everyone, the buyer sees their order status, no_tickets once sold out', async () => {
    const { owner, tokens } = callers;
    const event = await createEvent(t, tokens.admin, videoId, { available_tickets: 2, title: 'Limitowane' });
    const unlimited = await createEvent(t, tokens.admin, videoId, { title: 'Bez limitu' });
    expect((await get(`/external_api/event/${event.id}`)).event.ticketsLeft).toBe(2);

    const order = await insertOrder(t.ctx, owner, { kind: 'event', id: event.id });
    const mine = (await get(`/api/events/${event.id}`, tokens.owner)).event;
    expect(mine).toMatchObject({ ticketsLeft: 1, paymentStatus: 'PENDING', access: false });
    expect((await get(`/api/events/${event.id}`, tokens.other)).event).toMatchObject({
      ticketsLeft: 1,
      paymentStatus: null,
      access_reason: 'no_access',
    });
    const admin = (await get('/api/admin/events?page_size=50', tokens.admin)).events.find(
      (e: { id: number }) => e.id === event.id,
    );
    expect(admin.ticketsLeft).toBe(1);

    // One list answer: each item with its own status, none for the unlimited one.
    const list = (await get('/api/events', tokens.owner)).events as {
      id: number;
      paymentStatus: string | null;
      ticketsLeft: number | null;
    }[];
    expect(list.find((e) => e.id === event.id)).toMatchObject({ paymentStatus: 'PENDING', ticketsLeft: 1 });
    expect(list.find((e) => e.id === unlimited.id)).toMatchObject({ paymentStatus: null, ticketsLeft: null });

    await inTransaction(t.ctx.db, (tx) =>
      applyOrderStatus(tx, order.id, { to: 'COMPLETED', cause: 'payment', actor: 'provider' }),
    );
    const other = await createUser(t.ctx);
    await insertOrder(t.ctx, other, { kind: 'event', id: event.id });
    expect((await get(`/api/events/${event.id}`, tokens.owner)).event).toMatchObject({
      paymentStatus: 'COMPLETED',
      access: true,
      ticketsLeft: 0,
    });
    const third = await signIn(t.ctx, await createUser(t.ctx));
    expect((await get(`/api/events/${event.id}`, third)).event).toMatchObject({
      ticketsLeft: 0,
      access_reason: 'no_tickets',
      paymentStatus: null,
    });
  });

  it('videos: the latest order status of the viewer', async () => {
    const { owner, tokens } = callers;
    const video = await createVideo(t, tokens.admin, { title: 'Status' });
    const old = await insertOrder(
      t.ctx,
      owner,
      { kind: 'video', id: video.id },
      { created_at: new Date(Date.now() - 60_000) },
    );
    await inTransaction(t.ctx.db, (tx) =>
      applyOrderStatus(tx, old.id, { to: 'CANCELED', cause: 'payment', actor: 'provider' }),
    );
    expect((await get(`/api/videos/${video.id}`, tokens.owner)).video.paymentStatus).toBe('CANCELED');
    await insertOrder(t.ctx, owner, { kind: 'video', id: video.id });
    expect((await get(`/api/videos/${video.id}`, tokens.owner)).video.paymentStatus).toBe('PENDING');
    const list = (await get('/api/videos', tokens.owner)).videos as {
      id: number;
      paymentStatus: string | null;
    }[];
    expect(list.find((v) => v.id === video.id)!.paymentStatus).toBe('PENDING');
    expect(list.find((v) => v.id === videoId)!.paymentStatus).toBeNull();
  });

  it('refuses a ticket limit below the tickets held, in Polish, and takes one at or above it', async () => {
    const { owner, tokens } = callers;
    const event = await createEvent(t, tokens.admin, videoId, { available_tickets: 5 });
    await insertOrder(t.ctx, owner, { kind: 'event', id: event.id });
    await insertOrder(t.ctx, owner, { kind: 'event', id: event.id });
    const put = (available_tickets: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/events/${event.id}`,
        headers: auth(tokens.admin),
        payload: { available_tickets },
      });
    const refused = await put(1);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().formError.available_tickets).toBe(
      'Nie można ustawić mniej biletów niż już sprzedano lub zarezerwowano (2).',
    );
    expect((await get(`/api/events/${event.id}`, tokens.admin)).event).toMatchObject({
      available_tickets: 5,
      ticketsLeft: 3,
    });
    expect((await put(2)).statusCode).toBe(200);
    expect((await get(`/api/events/${event.id}`, tokens.admin)).event).toMatchObject({
      available_tickets: 2,
      ticketsLeft: 0,
    });
  });
});
