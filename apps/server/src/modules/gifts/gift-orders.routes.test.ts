import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auth, createCallers, type CallerTokens } from '../../../test/factories';
import { insertOrder } from '../../../test/order-factories';
import { createVideo } from '../../../test/catalog-fixtures';
import { inTransaction } from '../../db/transaction';
import { applyOrderStatus } from '../orders';
import { codes, userCodes } from '../codes';
import type { UserRow } from '../users';

/** GET /api/gifts/user and GET /api/gifts/{extOrderId}: the buyer's gift orders with their codes. */
describe('gift orders of the buyer', () => {
  let t: TestApp;
  let tokens: CallerTokens;
  let owner: UserRow;
  let other: UserRow;
  let video: { id: number; slug: string };

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? auth(token) : {} });
  const complete = (orderId: number) =>
    inTransaction(t.ctx.db, (tx) =>
      applyOrderStatus(tx, orderId, { to: 'COMPLETED', cause: 'payment', actor: 'provider' }),
    );

  beforeAll(async () => {
    t = await createTestApp();
    const callers = await createCallers(t.ctx);
    ({ tokens, owner, other } = callers);
    video = await createVideo(t, tokens.admin, { title: 'Dziady' });
  }, 240_000);
  afterAll(() => t.close());

  it('shows a pending gift without codes, then its one code once completed, and who used it', async () => {
    const order = await insertOrder(
      t.ctx,
      owner,
      { kind: 'video', id: video.id },
      { product_type: 'gift', title: 'Dziady', amount: 3000 },
    );
    const pending = await get(`/api/gifts/${order.ext_order_id}`, tokens.owner);
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toMatchObject({
      extOrderId: order.ext_order_id,
      amount: 30,
      status: 'PENDING',
      desc: 'Dziady',
      product_slug: `video-${video.id}`,
      item_slug: video.slug,
      codes: [],
    });

    await complete(order.id);
    // A second completion report (a duplicate notification) makes no second code.
    await complete(order.id);
    const done = (await get(`/api/gifts/${order.ext_order_id}`, tokens.owner)).json();
    expect(done.status).toBe('COMPLETED');
    expect(done.codes).toHaveLength(1);
    expect(done.codes[0]).toMatchObject({ used: false, voided: false, usage: null });
    expect(done.codes[0].code).toMatch(/^[0-9A-Z]{12}$/);

    const [code] = await t.ctx.db.select().from(codes).where(eq(codes.order_id, order.id));
    expect(code).toMatchObject({
      kind: 'gift',
      discount_percent: 100,
      use_limit: 1,
      product_type: 'video',
      video_id: video.id,
    });
    await t.ctx.db.insert(userCodes).values({ code_id: code!.id, user_id: other.id, used: true });
    const list = await get('/api/gifts/user', tokens.owner);
    expect(list.statusCode).toBe(200);
    const mine = list
      .json()
      .orders.find((row: { extOrderId: string }) => row.extOrderId === order.ext_order_id);
    expect(mine.codes[0]).toMatchObject({
      used: true,
      usage: { userId: other.id, firstname: other.firstname, lastname: other.lastname },
    });
  });

  it('lists only the viewer’s own gift orders, newest first, and no event or video orders', async () => {
    const first = await insertOrder(
      t.ctx,
      other,
      { kind: 'video', id: null },
      { product_type: 'gift', title: 'Bon' },
    );
    const second = await insertOrder(
      t.ctx,
      other,
      { kind: 'video', id: null },
      { product_type: 'gift', title: 'Bon 2' },
    );
    await insertOrder(t.ctx, other, { kind: 'video', id: video.id });
    const res = await get('/api/gifts/user', tokens.other);
    expect(res.json().orders.map((row: { extOrderId: string }) => row.extOrderId)).toEqual([
      second.ext_order_id,
      first.ext_order_id,
    ]);
    expect(res.json().orders[0]).toMatchObject({ product_slug: 'any', item_slug: null });
    expect((await get('/api/gifts/user')).statusCode).toBe(401);
  });

  it('shows one order to its buyer and administrators only; another viewer and an unknown number get 404 (its existence is not revealed)', async () => {
    const order = await insertOrder(t.ctx, owner, { kind: 'video', id: null }, { product_type: 'gift' });
    expect((await get(`/api/gifts/${order.ext_order_id}`, tokens.admin)).statusCode).toBe(200);
    const other = await get(`/api/gifts/${order.ext_order_id}`, tokens.other);
    expect(other.statusCode).toBe(404);
    expect((await get('/api/gifts/NOTANORDER', tokens.other)).json()).toEqual(other.json());
    expect((await get(`/api/gifts/${order.ext_order_id}`)).statusCode).toBe(401);
    const videoOrder = await insertOrder(t.ctx, owner, { kind: 'video', id: null });
    expect((await get(`/api/gifts/${videoOrder.ext_order_id}`, tokens.admin)).statusCode).toBe(404);
    expect((await get('/api/gifts/NOTANORDER', tokens.admin)).statusCode).toBe(404);
  });
});
