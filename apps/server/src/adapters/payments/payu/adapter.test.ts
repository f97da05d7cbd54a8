import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createPayuProvider, type PayuSettings } from './adapter';
import { OTHER_POS, TEST_POS, startPayuEmulator, type PayuEmulator } from '../testing/payu-emulator';
import { startNotifyReceiver } from '../testing/notify-receiver';
import { PaymentProviderError, type CreateOrderInput } from '../types';

let emulator: PayuEmulator;
let receiver: Awaited<ReturnType<typeof startNotifyReceiver>>;
beforeAll(async () => {
  emulator = await startPayuEmulator();
  receiver = await startNotifyReceiver();
});
afterAll(async () => {
  await emulator.close();
  await receiver.close();
});
afterEach(() => emulator.setPlan({ duplicates: 0, outOfOrder: false, algorithm: 'SHA-256' }));

const settings = (over: Partial<PayuSettings> = {}): PayuSettings => ({
  apiUrl: emulator.url,
  posId: TEST_POS.posId,
  clientId: TEST_POS.posId,
  clientSecret: TEST_POS.clientSecret,
  secondKey: TEST_POS.secondKey,
  publicUrl: receiver.url,
  ...over,
});

const order = (over: Partial<CreateOrderInput> = {}): CreateOrderInput => ({
  extOrderId: randomUUID(),
  totalAmount: 8000,
  currency: 'PLN',
  description: 'Bilet: Hamlet 12.05',
  buyer: { email: 'a@b.pl', firstName: 'Anna', lastName: 'Nowak', language: 'en' },
  products: [{ name: 'Bilet normalny', unitPrice: 4000, quantity: 2 }],
  customerIp: '83.1.2.3',
  validitySeconds: 900,
  continuePath: '/status-zamowienia/wydarzenie/X',
  ...over,
});

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return (error as PaymentProviderError).details;
};

describe('PayU adapter against the loopback PayU emulator', () => {
  it('creates an order the way PayU wants it and reads redirectUri without following the 302', async () => {
    const payu = createPayuProvider(settings());
    const input = order();
    const created = await payu.createOrder(input);
    expect(created.redirectUri).toMatch(
      /^http:\/\/payu\.invalid\/pay\/\?orderId=[A-Z0-9]{16}GUEST000P01&token=/,
    );
    const sent = emulator.requests.filter((r) => r.path === '/api/v2_1/orders').at(-1)!;
    expect(sent.headers['content-type']).toBe('application/json');
    expect(JSON.parse(sent.body)).toEqual({
      notifyUrl: `${receiver.url}/api/payments/notify`,
      continueUrl: `${receiver.url}/status-zamowienia/wydarzenie/X`,
      customerIp: '83.1.2.3',
      merchantPosId: '300746',
      description: 'Bilet: Hamlet 12.05',
      currencyCode: 'PLN',
      totalAmount: '8000',
      extOrderId: input.extOrderId,
      validityTime: '900',
      buyer: { email: 'a@b.pl', firstName: 'Anna', lastName: 'Nowak', language: 'en' },
      products: [{ name: 'Bilet normalny', unitPrice: '4000', quantity: '2', virtual: true }],
    });
    const state = await payu.retrieve(created.providerOrderId);
    expect(state).toEqual({
      providerOrderId: created.providerOrderId,
      extOrderId: input.extOrderId,
      status: 'PENDING',
      providerStatus: 'NEW',
      amount: 8000,
      currency: 'PLN',
    });
  });

  it('authorises once with the form content type and reuses the cached token', async () => {
    const payu = createPayuProvider(settings());
    const before = emulator.requests.filter((r) => r.path.endsWith('/oauth/authorize')).length;
    await payu.createOrder(order());
    await payu.createOrder(order());
    const oauth = emulator.requests.filter((r) => r.path.endsWith('/oauth/authorize')).slice(before);
    expect(oauth).toHaveLength(1);
    expect(oauth[0]!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(oauth[0]!.body))).toEqual({
      grant_type: 'client_credentials',
      client_id: '300746',
      client_secret: TEST_POS.clientSecret,
    });
  });

  it('fetches a new token once when the API refuses the cached one (401)', async () => {
    const payu = createPayuProvider(settings());
    await payu.createOrder(order());
    emulator.revokeTokens();
    const before = emulator.requests.length;
    await payu.createOrder(order());
    expect(emulator.requests.slice(before).map((r) => r.path)).toEqual([
      '/api/v2_1/orders',
      '/pl/standard/user/oauth/authorize',
      '/api/v2_1/orders',
    ]);
  });

  it('renews the token before it expires', async () => {
    let clock = Date.now();
    const payu = createPayuProvider(settings({ now: () => clock }));
    await payu.createOrder(order());
    clock += 43_199_000 - 120_000; // two minutes before expiry: still cached
    let before = emulator.requests.length;
    await payu.createOrder(order());
    expect(emulator.requests.slice(before).map((r) => r.path)).toEqual(['/api/v2_1/orders']);
    clock += 90_000; // 30 s before expiry: inside the renewal margin
    before = emulator.requests.length;
    await payu.createOrder(order());
    expect(emulator.requests.slice(before).map((r) => r.path)).toEqual([
      '/pl/standard/user/oauth/authorize',
      '/api/v2_1/orders',
    ]);
  });

  it('is refused with wrong credentials (401 from OAuth)', async () => {
    const details = await refusal(
      createPayuProvider(settings({ clientSecret: 'wrong' })).createOrder(order()),
    );
    expect(details).toMatchObject({ httpStatus: 401, code: 'invalid_client', retryable: false });
  });

  it('is refused with a POS that is not the token owner (403)', async () => {
    const payu = createPayuProvider(
      settings({ clientId: OTHER_POS.posId, clientSecret: OTHER_POS.clientSecret }),
    );
    const details = await refusal(payu.createOrder(order()));
    expect(details).toMatchObject({ httpStatus: 403, code: 'INVALID_AUTH_FOR_THIS_ORDER' });
  });

  it('is refused for a duplicate extOrderId', async () => {
    const payu = createPayuProvider(settings());
    const input = order();
    await payu.createOrder(input);
    expect(await refusal(payu.createOrder(input))).toMatchObject({
      httpStatus: 400,
      code: 'ERROR_ORDER_NOT_UNIQUE',
    });
  });

  it('is refused for an inconsistent total and for 0.0.0.0', async () => {
    const payu = createPayuProvider(settings());
    expect(await refusal(payu.createOrder(order({ totalAmount: 7999 })))).toMatchObject({
      httpStatus: 400,
      code: 'ERROR_VALUE_INVALID',
    });
    expect(await refusal(payu.createOrder(order({ customerIp: '0.0.0.0' })))).toMatchObject({
      httpStatus: 400,
      code: 'ERROR_VALUE_INVALID',
    });
  });

  it('pays, and a verified notification is confirmed by re-fetching the order', async () => {
    const payu = createPayuProvider(settings());
    const input = order();
    const created = await payu.createOrder(input);
    const token = new URL(created.redirectUri).searchParams.get('token')!;
    const back = await emulator.core.decide(created.providerOrderId, token, 'pay');
    expect(back).toBe(`${receiver.url}/status-zamowienia/wydarzenie/X`);
    await expect
      .poll(() => receiver.received.filter((n) => n.body.includes(created.providerOrderId)).length)
      .toBe(2);
    const [pending, completed] = receiver.received
      .filter((n) => n.body.includes(created.providerOrderId))
      .map((n) => payu.verifyNotification(n.body, n.headers));
    expect(pending).toMatchObject({
      ok: true,
      notification: { kind: 'order', status: 'PENDING', providerStatus: 'PENDING', amount: 8000 },
    });
    expect(completed).toMatchObject({
      ok: true,
      notification: {
        kind: 'order',
        status: 'COMPLETED',
        extOrderId: input.extOrderId,
        idempotencyKey: `payu:order:${created.providerOrderId}:COMPLETED`,
      },
    });
    if (!('notification' in completed!)) throw new Error('not verified');
    expect(await payu.confirm(completed.notification, { amount: 8000, currency: 'PLN' })).toMatchObject({
      ok: true,
      state: { status: 'COMPLETED' },
    });
    // Our own amount decides: one grosz more than the provider took is a mismatch.
    expect(await payu.confirm(completed.notification, { amount: 8001, currency: 'PLN' })).toMatchObject({
      ok: false,
      reason: 'amount_mismatch',
    });
  });

  it('a decline returns to continueUrl with error=501 and notifies CANCELED', async () => {
    const payu = createPayuProvider(settings());
    const created = await payu.createOrder(order());
    const token = new URL(created.redirectUri).searchParams.get('token')!;
    expect(await emulator.core.decide(created.providerOrderId, token, 'decline')).toBe(
      `${receiver.url}/status-zamowienia/wydarzenie/X?error=501`,
    );
    expect((await payu.retrieve(created.providerOrderId)).status).toBe('CANCELED');
    // A link with the wrong token decides nothing.
    expect(await emulator.core.decide(created.providerOrderId, 'guess', 'pay')).toBeNull();
  });

  it('cancels an unpaid order, and refuses to cancel a paid one', async () => {
    const payu = createPayuProvider(settings());
    const unpaid = await payu.createOrder(order());
    await payu.cancel(unpaid.providerOrderId);
    expect((await payu.retrieve(unpaid.providerOrderId)).status).toBe('CANCELED');
    const paid = await payu.createOrder(order());
    await emulator.core.decide(
      paid.providerOrderId,
      new URL(paid.redirectUri).searchParams.get('token')!,
      'pay',
    );
    expect(await refusal(payu.cancel(paid.providerOrderId))).toMatchObject({ httpStatus: 400 });
  });

  it('refunds a paid order idempotently, and the refund notifications confirm as WAITING_FOR_REFUND then REFUNDED', async () => {
    const payu = createPayuProvider(settings());
    const created = await payu.createOrder(order());
    await emulator.core.decide(
      created.providerOrderId,
      new URL(created.redirectUri).searchParams.get('token')!,
      'pay',
    );
    const first = await payu.refund(created.providerOrderId, { extRefundId: 'R-1', description: 'Zwrot' });
    const again = await payu.refund(created.providerOrderId, { extRefundId: 'R-1', description: 'Zwrot' });
    expect(again).toEqual(first);
    expect(first).toMatchObject({ status: 'PENDING', amount: 8000 });
    const sent = JSON.parse(emulator.requests.filter((r) => r.path.endsWith('/refunds')).at(-1)!.body);
    expect(sent).toEqual({ refund: { description: 'Zwrot', extRefundId: 'R-1', currencyCode: 'PLN' } });
    expect(
      await refusal(
        payu.refund(created.providerOrderId, { extRefundId: 'R-2', description: 'Zwrot', amount: 1 }),
      ),
    ).toMatchObject({ httpStatus: 400 });
    await emulator.core.settleRefund(created.providerOrderId, first.refundId, 'FINALIZED');
    const refundNotes = () => receiver.received.filter((n) => n.body.includes(first.refundId));
    await expect.poll(() => refundNotes().length).toBe(2);
    const results = refundNotes().map((n) => payu.verifyNotification(n.body, n.headers));
    expect(results.map((r) => ('notification' in r ? r.notification.status : r.reason))).toEqual([
      'WAITING_FOR_REFUND',
      'REFUNDED',
    ]);
    const last = results[1]!;
    if (!('notification' in last)) throw new Error('not verified');
    expect(await payu.confirm(last.notification, { amount: 8000, currency: 'PLN' })).toMatchObject({
      ok: true,
      state: { status: 'REFUNDED' },
    });
  });

  it('an unknown order is a 404 refusal', async () => {
    expect(await refusal(createPayuProvider(settings()).retrieve('NOPE'))).toMatchObject({
      httpStatus: 404,
      code: 'DATA_NOT_FOUND',
    });
  });
});

describe('the emulator is strict about what it receives', () => {
  const token = async () => {
    const res = await fetch(`${emulator.url}/pl/standard/user/oauth/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `grant_type=client_credentials&client_id=${TEST_POS.posId}&client_secret=${TEST_POS.clientSecret}`,
    });
    return ((await res.json()) as { access_token: string }).access_token;
  };
  const create = async (body: object) => {
    const res = await fetch(`${emulator.url}/api/v2_1/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      redirect: 'manual',
    });
    return { status: res.status, body: (await res.json()) as { status: { statusCode: string } } };
  };
  const valid = {
    customerIp: '127.0.0.1',
    merchantPosId: '300746',
    description: 'x',
    currencyCode: 'PLN',
    totalAmount: '100',
    products: [{ name: 'x', unitPrice: '100', quantity: '1' }],
  };

  it('OAuth without the form content type is 401', async () => {
    const res = await fetch(`${emulator.url}/pl/standard/user/oauth/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'client_credentials',
        client_id: TEST_POS.posId,
        client_secret: TEST_POS.clientSecret,
      }),
    });
    expect(res.status).toBe(401);
  });

  it('amounts that are not strings are refused', async () => {
    expect(await create({ ...valid, totalAmount: 100 })).toMatchObject({
      status: 400,
      body: { status: { statusCode: 'ERROR_VALUE_INVALID' } },
    });
    expect(
      await create({ ...valid, products: [{ name: 'x', unitPrice: 100, quantity: '1' }] }),
    ).toMatchObject({ status: 400 });
    expect(
      await create({ ...valid, products: [{ name: 'x', unitPrice: '100', quantity: 1 }] }),
    ).toMatchObject({ status: 400 });
    expect(await create({ ...valid, totalAmount: '1.00' })).toMatchObject({ status: 400 });
  });

  it('missing fields are ERROR_VALUE_MISSING; a call without a token is 401; success is a 302', async () => {
    const { customerIp: _dropped, ...noIp } = valid;
    expect(await create(noIp)).toMatchObject({
      status: 400,
      body: { status: { statusCode: 'ERROR_VALUE_MISSING' } },
    });
    const res = await fetch(`${emulator.url}/api/v2_1/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(valid),
    });
    expect(res.status).toBe(401);
    expect(await create(valid)).toMatchObject({ status: 302, body: { status: { statusCode: 'SUCCESS' } } });
  });
});
