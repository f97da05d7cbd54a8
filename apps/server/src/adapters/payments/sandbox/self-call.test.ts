import { afterAll, beforeAll, expect, it } from 'vitest';
import net from 'node:net';
import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../../../../test/test-app';

/**
 * The default configuration as `npm start` runs it: ctx.payments is the PayU adapter calling this
 * same server's sandbox through PUBLIC_URL, over HTTP, with OAuth.
 */
let t: TestApp;
beforeAll(async () => {
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  t = await createTestApp({ env: { PUBLIC_URL: `http://127.0.0.1:${port}` } });
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(() => t?.close());

it('ctx.payments (PAYMENT_PROVIDER=sandbox) creates, retrieves and cancels orders on the server’s own sandbox', async () => {
  const extOrderId = randomUUID();
  const created = await t.ctx.payments.createOrder({
    extOrderId,
    totalAmount: 4500,
    currency: 'PLN',
    description: 'Bilet: Wesele',
    buyer: { email: 'widz@example.com', language: 'pl' },
    products: [{ name: 'Bilet', unitPrice: 4500, quantity: 1 }],
    customerIp: '127.0.0.1',
    validitySeconds: 900,
    continuePath: `/status-zamowienia/wydarzenie/${extOrderId}`,
  });
  expect(created.redirectUri.startsWith(`${t.ctx.config.PUBLIC_URL}/sandbox/payu/pay?orderId=`)).toBe(true);
  expect(await t.ctx.payments.retrieve(created.providerOrderId)).toMatchObject({
    extOrderId,
    status: 'PENDING',
    amount: 4500,
    currency: 'PLN',
  });
  await t.ctx.payments.cancel(created.providerOrderId);
  expect((await t.ctx.payments.retrieve(created.providerOrderId)).status).toBe('CANCELED');
});
