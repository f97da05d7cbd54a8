import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createCallers, auth, type CallerTokens } from '../../../../test/factories';
import { createJobRunner, type QueueRunner } from '../../../jobs';
import { createPayuProvider } from '../payu/adapter';
import { startNotifyReceiver } from '../testing/notify-receiver';
import type { CreateOrderInput, PaymentNotification } from '../types';
import { SANDBOX_POS, SANDBOX_PREFIX } from './constants';
import { sandboxNotifyJob } from './notify.job';
import { sandboxExpireJob } from './expire.job';
import { sandboxClientSecret } from './db-store';
import { payuSandboxNotifications } from './sandbox.table';
import { freePort } from '../../../../test/free-port';

/**
 * The embedded sandbox as a demo uses it: the PayU adapter over real HTTP against this server's
 * /sandbox/payu, the checkout page's buttons, and notifications delivered by the pg-boss job.
 */
let t: TestApp;
let tokens: CallerTokens;
let runner: QueueRunner;
let base: string;
// The first delivery for an extOrderId containing "flaky" fails, so PayU-style retries show.
const failedOnce = new Set<string>();
let receiver: Awaited<ReturnType<typeof startNotifyReceiver>>;

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  receiver = await startNotifyReceiver((n) => {
    const ext = /"extOrderId":"([^"]+)"/.exec(n.body)?.[1] ?? '';
    if (ext.includes('flaky') && !failedOnce.has(ext)) {
      failedOnce.add(ext);
      return 503;
    }
    return 200;
  });
  // PUBLIC_URL is the merchant's site: the only place the sandbox notifies or sends buyers back to.
  t = await createTestApp({ env: { PUBLIC_URL: receiver.url } });
  await t.app.listen({ port, host: '127.0.0.1' });
  tokens = (await createCallers(t.ctx)).tokens;
  runner = await createJobRunner({
    ctx: t.ctx,
    log: t.app.log,
    definitions: [sandboxNotifyJob, sandboxExpireJob],
    pollingIntervalSeconds: 0.5,
    stopTimeoutMs: 5_000,
  });
});
afterAll(async () => {
  await runner?.stop();
  await receiver?.close();
  await t?.close();
});

const provider = () =>
  createPayuProvider({
    name: 'sandbox',
    apiUrl: `${base}${SANDBOX_PREFIX}`,
    posId: SANDBOX_POS.posId,
    clientId: SANDBOX_POS.posId,
    clientSecret: () => sandboxClientSecret(t.ctx.db, t.ctx.config),
    secondKey: SANDBOX_POS.secondKey,
    publicUrl: receiver.url,
  });
const order = (over: Partial<CreateOrderInput> = {}): CreateOrderInput => ({
  extOrderId: randomUUID(),
  totalAmount: 3000,
  currency: 'PLN',
  description: 'Bilet: Dziady',
  buyer: { email: 'widz@example.com', language: 'en' },
  products: [{ name: 'Bilet', unitPrice: 3000, quantity: 1 }],
  customerIp: '127.0.0.1',
  validitySeconds: 900,
  continuePath: '/status-zamowienia/wydarzenie/1',
  ...over,
});
const pathOf = (address: string) => {
  const url = new URL(address);
  return `${url.pathname}${url.search}`;
};
const choose = (redirectUri: string, outcome: string) => {
  const url = new URL(redirectUri);
  const form = new URLSearchParams({
    orderId: url.searchParams.get('orderId')!,
    token: url.searchParams.get('token')!,
    outcome,
  });
  return t.app.inject({
    method: 'POST',
    url: `${SANDBOX_PREFIX}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
};
const notificationsFor = (ext: string) => {
  const payu = provider();
  return receiver.received
    .filter((n) => n.body.includes(`"extOrderId":"${ext}"`))
    .map((n) => {
      const result = payu.verifyNotification(n.body, n.headers);
      if (!result.ok) throw new Error(`sandbox sent a notification that does not verify: ${result.reason}`);
      return {
        ...result.notification,
        algorithm: /algorithm=([^;]+)/.exec(String(n.headers['openpayu-signature']))?.[1],
      } as PaymentNotification & { algorithm?: string };
    });
};

describe('the embedded PayU sandbox', () => {
  it('is the default provider, and is the PayU adapter', () => {
    expect(t.ctx.payments.name).toBe('sandbox');
  });

  it('pays through the checkout page: 303 back to continueUrl, PENDING then COMPLETED notified and retrievable', async () => {
    const payu = provider();
    const input = order();
    const created = await payu.createOrder(input);
    expect(created.redirectUri.startsWith(`${receiver.url}${SANDBOX_PREFIX}/pay?orderId=`)).toBe(true);
    const page = await t.app.inject({ method: 'GET', url: pathOf(created.redirectUri) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="en">');
    // Its icon is inline: a page without one makes the browser ask for /favicon.ico (a 404 here).
    expect(page.body).toMatch(/<link rel="icon" href="data:image\/svg\+xml,[^"]+">/);
    expect((await t.app.inject({ method: 'GET', url: '/favicon.ico' })).statusCode).toBe(404);
    for (const name of ['Pay', 'Decline payment', 'Leave pending'])
      expect(page.body).toMatch(
        new RegExp(`<button type="submit" name="outcome" value="\\w+">${name}</button>`),
      );
    const polish = await t.app.inject({ method: 'GET', url: `${pathOf(created.redirectUri)}&lang=pl` });
    expect(polish.body).toContain('<html lang="pl">');
    expect(polish.body).toContain('>Zapłać</button>');
    expect(polish.body).toContain('30,00 zł');

    const back = await choose(created.redirectUri, 'pay');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`${receiver.url}/status-zamowienia/wydarzenie/1`);
    await expect
      .poll(() => notificationsFor(input.extOrderId).map((n) => n.status), { timeout: 15_000 })
      .toEqual(['PENDING', 'COMPLETED']);
    expect(await payu.retrieve(created.providerOrderId)).toMatchObject({
      status: 'COMPLETED',
      amount: 3000,
      extOrderId: input.extOrderId,
    });
  });

  it('declines (error=501) and leaves pending', async () => {
    const payu = provider();
    const declined = await payu.createOrder(order());
    expect((await choose(declined.redirectUri, 'decline')).headers.location).toBe(
      `${receiver.url}/status-zamowienia/wydarzenie/1?error=501`,
    );
    expect((await payu.retrieve(declined.providerOrderId)).status).toBe('CANCELED');
    // Paying a declined order afterwards changes nothing and still says it failed.
    expect((await choose(declined.redirectUri, 'pay')).headers.location).toBe(
      `${receiver.url}/status-zamowienia/wydarzenie/1?error=501`,
    );
    const pending = await payu.createOrder(order());
    expect((await choose(pending.redirectUri, 'pending')).headers.location).toBe(
      `${receiver.url}/status-zamowienia/wydarzenie/1`,
    );
    expect(await payu.retrieve(pending.providerOrderId)).toMatchObject({
      status: 'PENDING',
      providerStatus: 'PENDING',
    });
  });

  it('cancels an order nobody paid within its validityTime, and notifies CANCELED', async () => {
    const payu = provider();
    const input = order({ validitySeconds: 1 });
    const created = await payu.createOrder(input);
    await expect
      .poll(() => notificationsFor(input.extOrderId).map((n) => n.status), { timeout: 20_000 })
      .toEqual(['CANCELED']);
    expect((await payu.retrieve(created.providerOrderId)).status).toBe('CANCELED');
    // Its checkout page is gone, and a late click says the payment failed.
    expect((await t.app.inject({ method: 'GET', url: pathOf(created.redirectUri) })).statusCode).toBe(404);
    expect((await choose(created.redirectUri, 'pay')).headers.location).toBe(
      `${receiver.url}/status-zamowienia/wydarzenie/1?error=501`,
    );
    expect((await payu.retrieve(created.providerOrderId)).status).toBe('CANCELED');
  });

  it('retries a delivery the notify endpoint refused, with the attempts recorded', async () => {
    const payu = provider();
    const input = order({ extOrderId: `flaky-${randomUUID()}` });
    const created = await payu.createOrder(input);
    await choose(created.redirectUri, 'decline');
    // The first PENDING is refused (503) and comes again; CANCELED is accepted at once.
    await expect
      .poll(
        () =>
          notificationsFor(input.extOrderId)
            .map((n) => n.status)
            .sort(),
        { timeout: 30_000 },
      )
      .toEqual(['CANCELED', 'PENDING', 'PENDING']);
    await expect
      .poll(
        async () =>
          (
            await t.ctx.db
              .select()
              .from(payuSandboxNotifications)
              .where(eq(payuSandboxNotifications.orderId, created.providerOrderId))
          ).map((row) => [row.attempts > 0, row.deliveredAt !== null, row.lastStatus]),
        { timeout: 30_000 },
      )
      .toEqual([
        [true, true, 200],
        [true, true, 200],
      ]);
    const rows = await t.ctx.db
      .select()
      .from(payuSandboxNotifications)
      .where(eq(payuSandboxNotifications.orderId, created.providerOrderId));
    expect(rows.map((row) => row.attempts).sort()).toEqual([1, 2]);
  });

  it('admin switches send duplicates, out of order, signed with MD5; viewers may not touch them', async () => {
    const settings = { duplicates: 2, outOfOrder: true, algorithm: 'MD5' as const };
    const viewer = await t.app.inject({
      method: 'PUT',
      url: '/api/sandbox/payu/settings',
      headers: auth(tokens.other),
      payload: settings,
    });
    expect(viewer.statusCode).toBe(403);
    const admin = await t.app.inject({
      method: 'PUT',
      url: '/api/sandbox/payu/settings',
      headers: auth(tokens.admin),
      payload: settings,
    });
    expect(admin.json()).toEqual(settings);
    try {
      const payu = provider();
      const input = order();
      const created = await payu.createOrder(input);
      await choose(created.redirectUri, 'pay');
      // COMPLETED ×3 first; PENDING ×3 two seconds later.
      await expect.poll(() => notificationsFor(input.extOrderId).length, { timeout: 20_000 }).toBe(6);
      const seen = notificationsFor(input.extOrderId);
      expect(seen.map((n) => n.status)).toEqual([
        'COMPLETED',
        'COMPLETED',
        'COMPLETED',
        'PENDING',
        'PENDING',
        'PENDING',
      ]);
      expect(new Set(seen.map((n) => n.algorithm))).toEqual(new Set(['MD5']));
      expect(new Set(seen.map((n) => n.idempotencyKey)).size).toBe(2);
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: '/api/sandbox/payu/settings',
        headers: auth(tokens.admin),
        payload: { duplicates: 0, outOfOrder: false, algorithm: 'SHA-256' },
      });
    }
  });

  it('refunds a paid order and notifies the refund as PayU does (PENDING, then FINALIZED)', async () => {
    const payu = provider();
    const input = order();
    const created = await payu.createOrder(input);
    await choose(created.redirectUri, 'pay');
    const refund = await payu.refund(created.providerOrderId, {
      extRefundId: `R-${input.extOrderId}`,
      description: 'Zwrot',
    });
    expect(refund).toMatchObject({ status: 'PENDING', amount: 3000 });
    await expect
      .poll(
        () =>
          notificationsFor(input.extOrderId)
            .filter((n) => n.kind === 'refund')
            .map((n) => n.status),
        { timeout: 20_000 },
      )
      .toEqual(['WAITING_FOR_REFUND', 'REFUNDED']);
  });

  it('notifies and sends buyers back only to its own site (PUBLIC_URL)', async () => {
    const elsewhere = createPayuProvider({
      name: 'sandbox',
      apiUrl: `${base}${SANDBOX_PREFIX}`,
      posId: SANDBOX_POS.posId,
      clientId: SANDBOX_POS.posId,
      clientSecret: () => sandboxClientSecret(t.ctx.db, t.ctx.config),
      secondKey: SANDBOX_POS.secondKey,
      publicUrl: 'http://169.254.169.254',
    });
    await expect(elsewhere.createOrder(order())).rejects.toMatchObject({
      details: { httpStatus: 400, code: 'ERROR_VALUE_INVALID' },
    });
  });

  it('refuses a forged link, an unknown outcome, and API calls without a token', async () => {
    const created = await provider().createOrder(order());
    const url = new URL(created.redirectUri);
    const forged = await t.app.inject({
      method: 'GET',
      url: `${SANDBOX_PREFIX}/pay?orderId=${url.searchParams.get('orderId')}&token=guess`,
    });
    expect(forged.statusCode).toBe(404);
    expect(forged.body).toContain('<h1>');
    expect((await choose(created.redirectUri, 'steal')).statusCode).toBe(400);
    const api = await t.app.inject({
      method: 'GET',
      url: `${SANDBOX_PREFIX}/api/v2_1/orders/${url.searchParams.get('orderId')}`,
    });
    expect(api.statusCode).toBe(401);
    expect(api.json()).toMatchObject({ status: { statusCode: 'UNAUTHORIZED' } });
  });
});
