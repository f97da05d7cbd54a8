import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@scena/shared';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auth, createCallers, createUser, signIn } from '../../../test/factories';
import { createEvent, createVideo } from '../../../test/catalog-fixtures';
import { grantAccess } from '../../../test/access-factories';
import { insertOrder } from '../../../test/order-factories';
import { accessStore } from '../access';

let t: TestApp;
let callers: Awaited<ReturnType<typeof createCallers>>;
const list = (userId: number, token: string | null, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/users/${userId}/orders${query}`,
    headers: token ? auth(token) : {},
  });
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

beforeAll(async () => {
  t = await createTestApp();
  callers = await createCallers(t.ctx);
}, 60_000);
afterAll(() => t.close());

describe('GET /api/users/:id/orders (the account page’s one table, issue 19 item 10)', () => {
  it('lists orders of both kinds and the access held without an order, each once, newest first', async () => {
    const admin = await signIn(t.ctx, await createUser(t.ctx, { role: Role.ADMIN }));
    const video = await createVideo(t, admin, { title: 'Wesele', slug: 'wesele-konto' });
    // Its own ticket validity (48 h); the other video takes the theatre's (0 = no limit in tests).
    const granted = await createVideo(t, admin, {
      title: 'Dziady',
      slug: 'dziady-konto',
      tickets_expiration_time: 48,
    });
    const event = await createEvent(t, admin, video.id, { title: 'Wesele na żywo' });
    const user = await createUser(t.ctx);
    const token = await signIn(t.ctx, user);

    // A paid video: its access row (source 'order') is on the order's line, not a line of its own.
    const access = await accessStore.grantForOrder(t.ctx.db, user.id, { kind: 'video', id: video.id });
    const paid = await insertOrder(
      t.ctx,
      user,
      { kind: 'video', id: video.id },
      { status: 'COMPLETED', access_id: access.id, created_at: minutesAgo(30) },
    );
    const pending = await insertOrder(
      t.ctx,
      user,
      { kind: 'event', id: event.id },
      { status: 'PENDING', created_at: minutesAgo(10), title: 'Wesele na żywo' },
    );
    await grantAccess(t.ctx, user, { kind: 'video', id: granted.id });
    await grantAccess(t.ctx, callers.other, { kind: 'video', id: granted.id });

    const answer = await list(user.id, token);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.total).toBe(3);
    expect(body.orders).toEqual([
      {
        key: expect.stringMatching(/^access:\d+$/),
        item_type: 'video',
        item_id: granted.id,
        title: 'Dziady',
        slug: 'dziady-konto',
        source: 'grant',
        created_at: expect.any(String),
        extOrderId: null,
        amount: null,
        status: null,
        payment_url: null,
        cancelable: false,
        used: false,
        expiration_date: null,
        views: 0,
        validity_hours: 48,
      },
      expect.objectContaining({
        key: `order:${pending.id}`,
        item_type: 'event',
        item_id: event.id,
        title: 'Wesele na żywo',
        source: 'order',
        extOrderId: pending.ext_order_id,
        amount: 25,
        status: 'PENDING',
        cancelable: true,
        used: false,
      }),
      expect.objectContaining({
        key: `order:${paid.id}`,
        item_type: 'video',
        item_id: video.id,
        slug: 'wesele-konto',
        source: 'order',
        extOrderId: paid.ext_order_id,
        status: 'COMPLETED',
        cancelable: false,
        validity_hours: 0,
      }),
    ]);
  });

  it('pages by 20 over orders and access together', async () => {
    const admin = await signIn(t.ctx, await createUser(t.ctx, { role: Role.ADMIN }));
    const video = await createVideo(t, admin, { title: 'Balladyna', slug: 'balladyna-konto' });
    const user = await createUser(t.ctx);
    const token = await signIn(t.ctx, user);
    for (let i = 0; i < 11; i++) await grantAccess(t.ctx, user, { kind: 'video', id: video.id });
    for (let i = 0; i < 10; i++)
      await insertOrder(
        t.ctx,
        user,
        { kind: 'video', id: video.id },
        { status: 'CANCELED', created_at: minutesAgo(i + 1) },
      );

    const first = (await list(user.id, token)).json();
    expect(first.total).toBe(21);
    expect(first.orders).toHaveLength(20);
    const second = (await list(user.id, token, '?page=2')).json();
    expect(second.orders).toHaveLength(1);
    expect(second.orders[0]).toMatchObject({ source: 'order', status: 'CANCELED' });
    const keys = [...first.orders, ...second.orders].map((row: { key: string }) => row.key);
    expect(new Set(keys).size).toBe(21);
    expect((await list(user.id, token, '?page_size=50')).statusCode).toBe(400);
  });

  it('is the owner’s or an administrator’s only', async () => {
    expect((await list(callers.owner.id, callers.tokens.other)).statusCode).toBe(403);
    expect((await list(callers.owner.id, callers.tokens.admin)).statusCode).toBe(200);
    expect((await list(callers.owner.id, null)).statusCode).toBe(401);
  });
});
