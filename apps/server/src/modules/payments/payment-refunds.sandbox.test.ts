import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, isNull } from 'drizzle-orm';
import { Role } from '@scena/shared';
import { payuSandboxNotifications, payuSandboxRefunds } from '../../adapters/payments/sandbox/sandbox.table';
import { sandboxNotifyJob } from '../../adapters/payments/sandbox/notify.job';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auth, createUser, signIn } from '../../../test/factories';
import { createVideo } from '../../../test/catalog-fixtures';
import { runJob } from '../../../test/order-factories';
import { freePort } from '../../../test/free-port';

/**
 * Refunds from the panel with the default configuration (PAYMENT_PROVIDER=sandbox): the PayU
 * adapter calling this server's own PayU-compatible sandbox over HTTP, which settles a refund at
 * once and notifies through its pg-boss job (run here by hand, in order).
 */
let t: TestApp;
let adminToken: string;
let videoId: number;
beforeAll(async () => {
  const port = await freePort();
  t = await createTestApp({ env: { PUBLIC_URL: `http://127.0.0.1:${port}` } });
  await t.app.listen({ port, host: '127.0.0.1' });
  adminToken = await signIn(t.ctx, await createUser(t.ctx, { role: Role.ADMIN }));
  videoId = (await createVideo(t, adminToken, { video_price: 40 })).id;
});
afterAll(() => t.close());

/** Every notification the sandbox has queued so far, delivered as its job would (oldest first). */
const deliverAll = async () => {
  const rows = await t.ctx.db
    .select({ id: payuSandboxNotifications.id })
    .from(payuSandboxNotifications)
    .where(isNull(payuSandboxNotifications.deliveredAt))
    .orderBy(asc(payuSandboxNotifications.id));
  for (const row of rows) await runJob(t.ctx, sandboxNotifyJob, { notificationId: row.id });
};
const order = async (extOrderId: string, token: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/videopayments/${extOrderId}`, headers: auth(token) })
  ).json();
const refund = (extOrderId: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/videopayments/${extOrderId}/refunds`,
    headers: auth(adminToken),
    payload,
  });

describe('refunds from the panel (the embedded sandbox)', () => {
  it('a bought and paid video: partial, repeated, over-amount, the rest; REFUNDED and no access at the end', async () => {
    const buyerToken = await signIn(t.ctx, await createUser(t.ctx));
    const bought = await t.app.inject({
      method: 'POST',
      url: `/api/videopayments/${videoId}`,
      headers: auth(buyerToken),
      payload: { consent: true },
    });
    expect(bought.statusCode).toBe(200);
    const { extOrderId, redirectUri } = bought.json() as { extOrderId: string; redirectUri: string };
    const checkout = new URL(redirectUri);
    const paid = await t.app.inject({
      method: 'POST',
      url: '/sandbox/payu/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        orderId: checkout.searchParams.get('orderId')!,
        token: checkout.searchParams.get('token')!,
        outcome: 'pay',
      }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    await deliverAll();
    expect(await order(extOrderId, buyerToken)).toMatchObject({ status: 'COMPLETED' });

    const part = await refund(extOrderId, { amount: '15,50', key: 'SANDBOX001' });
    expect(part.statusCode).toBe(200);
    expect(part.json()).toMatchObject({ refunds: [{ amount: 15.5, reason: 'admin' }], refundable: 24.5 });
    expect((await refund(extOrderId, { amount: '15,50', key: 'SANDBOX001' })).json().refunds).toHaveLength(1);
    expect(await t.ctx.db.select().from(payuSandboxRefunds)).toHaveLength(1);
    const over = await refund(extOrderId, { amount: 24.51, key: 'SANDBOX002' });
    expect(over.statusCode).toBe(400);
    expect(over.json().formError.amount).toBe('Kwota zwrotu może wynosić najwyżej 24,50 zł.');
    await deliverAll();
    expect(await order(extOrderId, buyerToken)).toMatchObject({ status: 'COMPLETED' });

    expect((await refund(extOrderId, { key: 'SANDBOX003' })).statusCode).toBe(200);
    await deliverAll();
    const after = await order(extOrderId, buyerToken);
    expect(after).toMatchObject({ status: 'REFUNDED', expiration_date: null });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/videopayments/${extOrderId}/refunds`,
      headers: auth(adminToken),
    });
    expect(list.json()).toMatchObject({
      refunds: [
        { amount: 15.5, status: 'FINALIZED' },
        { amount: 24.5, status: 'FINALIZED' },
      ],
      refunded: 40,
      refundable: 0,
    });
    // The access row is gone: the video is for sale to this viewer again.
    const video = await t.app.inject({
      method: 'GET',
      url: `/api/videos/${videoId}`,
      headers: auth(buyerToken),
    });
    expect(video.json().video).toMatchObject({ access: false, can_watch: false, paymentStatus: 'REFUNDED' });
  });
});
