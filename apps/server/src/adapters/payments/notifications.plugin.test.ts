import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { errorHandlerPlugin } from '../../plugins/error-handler';
import { requestContextPlugin } from '../../plugins/request-context';
import { accessDeclarationCheck } from '../../http/access';
import { staticGeoIp } from '../geoip';
import { paymentNotificationsPlugin } from './notifications.plugin';
import { createPayuProvider } from './payu/adapter';
import { signPayuBody, payuDigest } from './payu/signature';
import { TEST_POS, startPayuEmulator, type PayuEmulator } from './testing/payu-emulator';
import {
  PAYMENT_NOTIFY_PATH,
  PaymentProviderError,
  type PaymentNotification,
  type PaymentProvider,
} from './types';
import { freePort } from '../../../test/free-port';

/**
 * The notify endpoint building block over real HTTP: the loopback PayU emulator delivers signed
 * notifications to it; hand-made requests cover the A3 matrix (tampered byte, missing header,
 * wrong algorithm name, both header names, MD5 and SHA-256).
 */
let emulator: PayuEmulator;
let app: FastifyInstance;
let payu: PaymentProvider;
const handled: PaymentNotification[] = [];
let failNext = 0;

beforeAll(async () => {
  emulator = await startPayuEmulator();
  const port = await freePort();
  payu = createPayuProvider({
    apiUrl: emulator.url,
    posId: TEST_POS.posId,
    clientId: TEST_POS.posId,
    clientSecret: TEST_POS.clientSecret,
    secondKey: TEST_POS.secondKey,
    publicUrl: `http://127.0.0.1:${port}`,
  });
  app = Fastify({ logger: false });
  accessDeclarationCheck(app);
  await app.register(errorHandlerPlugin);
  await app.register(requestContextPlugin, { geoip: staticGeoIp() });
  // The handler confirms like the orders module will (re-fetch, our amount); `failNext` makes the re-fetch "time out".
  await app.register(paymentNotificationsPlugin, {
    provider: payu,
    handle: async (notification) => {
      if (failNext > 0) {
        failNext -= 1;
        throw new PaymentProviderError('payu: GET timed out', { provider: 'payu', retryable: true });
      }
      if (notification.providerOrderId !== 'ORDER1GUEST000P01') {
        const confirmed = await payu.confirm(notification, { amount: notification.amount, currency: 'PLN' });
        if (!confirmed.ok) throw new Error(confirmed.detail);
      }
      handled.push(notification);
    },
  });
  await app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await emulator.close();
});
beforeEach(() => {
  handled.length = 0;
  failNext = 0;
});

const body = JSON.stringify({
  order: {
    orderId: 'ORDER1GUEST000P01',
    extOrderId: 'E1',
    currencyCode: 'PLN',
    totalAmount: '8000',
    status: 'COMPLETED',
  },
});
const post = (payload: string, headers: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: PAYMENT_NOTIFY_PATH,
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });

describe('POST /api/payments/notify (paymentNotificationsPlugin)', () => {
  it.each([
    ['OpenPayu-Signature', 'SHA-256'],
    ['OpenPayu-Signature', 'MD5'],
    ['X-OpenPayU-Signature', 'SHA-256'],
    ['X-OpenPayU-Signature', 'MD5'],
  ] as const)(
    'accepts a body signed under %s with %s and hands it to the handler',
    async (name, algorithm) => {
      const res = await post(body, { [name]: signPayuBody(body, TEST_POS.secondKey, algorithm) });
      expect(res.statusCode).toBe(200);
      expect(handled.map((n) => n.idempotencyKey)).toEqual(['payu:order:ORDER1GUEST000P01:COMPLETED']);
    },
  );

  it.each([
    [
      'a tampered byte',
      body.replace('8000', '8001'),
      { 'openpayu-signature': signPayuBody(body, TEST_POS.secondKey) },
    ],
    ['no signature header', body, {}],
    [
      'an unknown algorithm name',
      body,
      { 'openpayu-signature': `signature=${payuDigest(body, TEST_POS.secondKey, 'MD5')};algorithm=MD4` },
    ],
    [
      'a digest under the wrong algorithm name',
      body,
      { 'openpayu-signature': `signature=${payuDigest(body, TEST_POS.secondKey, 'MD5')};algorithm=SHA-256` },
    ],
    [
      'the client secret instead of the second key',
      body,
      { 'openpayu-signature': signPayuBody(body, TEST_POS.clientSecret) },
    ],
  ])('refuses %s with 401 and our error body; the handler never runs', async (_case, payload, headers) => {
    const res = await post(payload, headers as Record<string, string>);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      statusCode: 401,
      message: 'Nieprawidłowy podpis powiadomienia o płatności.',
    });
    expect(handled).toEqual([]);
  });

  it('answers 200 to a signed body it does not act on (so it is not resent), without the handler', async () => {
    const odd = JSON.stringify({ hello: 'PayU' });
    const res = await post(odd, { 'openpayu-signature': signPayuBody(odd, TEST_POS.secondKey) });
    expect(res.statusCode).toBe(200);
    expect(handled).toEqual([]);
  });

  it('reads the raw bytes whatever the content type says', async () => {
    const res = await app.inject({
      method: 'POST',
      url: PAYMENT_NOTIFY_PATH,
      headers: { 'content-type': 'text/plain', 'openpayu-signature': signPayuBody(body, TEST_POS.secondKey) },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
  });

  it('end to end: the emulator’s notifications verify and confirm; a transient failure is 503 and PayU’s resend is handled', async () => {
    const input = {
      extOrderId: randomUUID(),
      totalAmount: 500,
      currency: 'PLN' as const,
      description: 'Wideo',
      buyer: { email: 'a@b.pl', language: 'pl' as const },
      products: [{ name: 'Wideo', unitPrice: 500, quantity: 1 }],
      customerIp: '10.0.0.1',
      validitySeconds: 600,
      continuePath: '/x',
    };
    const created = await payu.createOrder(input);
    failNext = 1; // the first delivery meets a provider that cannot be reached for the re-fetch
    await emulator.core.decide(
      created.providerOrderId,
      new URL(created.redirectUri).searchParams.get('token')!,
      'pay',
    );
    await expect
      .poll(() =>
        handled
          .filter((n) => n.extOrderId === input.extOrderId)
          .map((n) => n.status)
          .sort(),
      )
      .toEqual(['COMPLETED', 'PENDING']);
    // The emulator records an attempt when our answer reaches it, which may be after the handler ran.
    const attempts = () =>
      emulator.deliveries
        .filter((d) => d.draft.orderId === created.providerOrderId)
        .flatMap((d) => d.attempts)
        .sort();
    await expect.poll(attempts).toEqual([200, 200, 503]);
  });
});
