import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createP24Provider, type P24Settings } from './adapter';
import { p24Sign } from './sign';
import { startP24Emulator, type P24Account } from '../testing/p24-emulator';
import { startNotifyReceiver } from '../testing/notify-receiver';
import { ANSWER_LOST, PaymentProviderError, type CreateOrderInput, type PaymentNotification } from '../types';

const ACCOUNT: P24Account = { merchantId: 999_999, posId: 999_999, apiKey: 'report-key-1', crc: 'crc-key-1' };
let emulator: Awaited<ReturnType<typeof startP24Emulator>>;
let receiver: Awaited<ReturnType<typeof startNotifyReceiver>>;
beforeAll(async () => {
  emulator = await startP24Emulator(ACCOUNT);
  receiver = await startNotifyReceiver();
});
afterAll(async () => {
  await emulator.close();
  await receiver.close();
});

const settings = (over: Partial<P24Settings> = {}): P24Settings => ({
  apiUrl: emulator.url,
  ...ACCOUNT,
  publicUrl: receiver.url,
  ...over,
});
const order = (over: Partial<CreateOrderInput> = {}): CreateOrderInput => ({
  extOrderId: randomUUID(),
  totalAmount: 2500,
  currency: 'PLN',
  description: 'Bilet: Wesele',
  buyer: { email: 'a@b.pl', firstName: 'Anna', lastName: 'Nowak', language: 'pl', country: 'PL' },
  products: [{ name: 'Bilet', unitPrice: 2500, quantity: 1 }],
  customerIp: '83.1.2.3',
  validitySeconds: 900,
  continuePath: '/status-zamowienia/wideo/X',
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
const verified = (body: object): PaymentNotification => {
  const result = createP24Provider(settings()).verifyNotification(JSON.stringify(body), {});
  if (!result.ok) throw new Error(`not verified: ${result.reason}`);
  return result.notification;
};

describe('Przelewy24 adapter against the loopback P24 emulator', () => {
  it('signs with SHA-384 over the fixed key order (the docs’ test vector)', () => {
    const sign = p24Sign(
      { sessionId: 'sessionId', merchantId: 999999, amount: 1000, currency: 'PLN' },
      'crc',
    );
    expect(sign.startsWith('a34cf822f00b51d8')).toBe(true);
    expect(sign.endsWith('8d7ffc30')).toBe(true);
  });

  it('registers a transaction and sends the buyer to /trnRequest/{token}', async () => {
    const input = order();
    const created = await createP24Provider(settings()).createOrder(input);
    const t = emulator.transactions.get(input.extOrderId)!;
    expect(created).toEqual({
      providerOrderId: input.extOrderId,
      redirectUri: `${emulator.url}/trnRequest/${t.token}`,
    });
    expect(t.register).toMatchObject({
      merchantId: 999999,
      posId: 999999,
      amount: 2500,
      currency: 'PLN',
      email: 'a@b.pl',
      client: 'Anna Nowak',
      country: 'PL',
      language: 'pl',
      urlReturn: `${receiver.url}/status-zamowienia/wideo/X`,
      urlStatus: `${receiver.url}/api/payments/notify`,
      timeLimit: 15,
    });
    expect(await createP24Provider(settings()).retrieve(input.extOrderId)).toMatchObject({
      status: 'PENDING',
      amount: 2500,
    });
  });

  it('is refused with a wrong API key, a wrong POS, a bad CRC (sign) and a repeated sessionId', async () => {
    expect(await refusal(createP24Provider(settings({ apiKey: 'nope' })).createOrder(order()))).toMatchObject(
      { httpStatus: 401 },
    );
    expect(await refusal(createP24Provider(settings({ merchantId: 1 })).createOrder(order()))).toMatchObject({
      httpStatus: 400,
      code: 'Incorrect merchantId or posId',
    });
    expect(await refusal(createP24Provider(settings({ crc: 'wrong' })).createOrder(order()))).toMatchObject({
      httpStatus: 400,
      code: 'Incorrect sign',
    });
    const input = order();
    await createP24Provider(settings()).createOrder(input);
    expect(await refusal(createP24Provider(settings()).createOrder(input))).toMatchObject({
      httpStatus: 400,
    });
  });

  it('a paid transaction notifies; the sign is checked and confirm calls verify, after which it is COMPLETED', async () => {
    const p24 = createP24Provider(settings());
    const input = order();
    await p24.createOrder(input);
    const { body, status } = await emulator.pay(input.extOrderId);
    expect(status).toBe(200);
    const raw = receiver.received.find((n) => n.body.includes(input.extOrderId))!.body;
    const result = p24.verifyNotification(raw, {});
    expect(result).toMatchObject({
      ok: true,
      notification: {
        kind: 'order',
        status: 'COMPLETED',
        amount: 2500,
        providerTransactionId: String(body.orderId),
      },
    });
    if (!result.ok) return;
    expect((await p24.retrieve(input.extOrderId)).status).toBe('PENDING'); // paid, not yet verified
    expect(await p24.confirm(result.notification, { amount: 2500, currency: 'PLN' })).toMatchObject({
      ok: true,
      state: { status: 'COMPLETED' },
    });
    expect((await p24.retrieve(input.extOrderId)).status).toBe('COMPLETED');
    const verify = JSON.parse(emulator.requests.find((r) => r.path === '/api/v1/transaction/verify')!.body);
    expect(verify).toMatchObject({
      merchantId: 999999,
      posId: 999999,
      sessionId: input.extOrderId,
      amount: 2500,
      currency: 'PLN',
      orderId: body.orderId,
    });
  });

  it('an amount that differs from ours is not verified (no money settles)', async () => {
    const p24 = createP24Provider(settings());
    const input = order();
    await p24.createOrder(input);
    const { body } = await emulator.pay(input.extOrderId);
    const before = emulator.requests.length;
    expect(await p24.confirm(verified(body), { amount: 2501, currency: 'PLN' })).toMatchObject({
      ok: false,
      reason: 'amount_mismatch',
    });
    expect(emulator.requests.slice(before).some((r) => r.path.endsWith('/verify'))).toBe(false);
  });

  it('rejects a notification with a changed field, a missing sign, or another shop', async () => {
    const p24 = createP24Provider(settings());
    const input = order();
    await p24.createOrder(input);
    const { body } = await emulator.pay(input.extOrderId);
    expect(p24.verifyNotification(JSON.stringify({ ...body, amount: 1 }), {})).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    const { sign: _sign, ...unsigned } = body;
    expect(p24.verifyNotification(JSON.stringify(unsigned), {})).toEqual({
      ok: false,
      reason: 'missing_signature',
    });
    expect(
      createP24Provider(settings({ crc: 'other' })).verifyNotification(JSON.stringify(body), {}),
    ).toEqual({ ok: false, reason: 'bad_signature' });
    expect(p24.verifyNotification('{', {})).toEqual({ ok: false, reason: 'missing_signature' });
    expect(p24.verifyNotification(JSON.stringify({ ...body, amount: '2500' }), {})).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    // Genuinely signed with our CRC, but for another shop's POS: not ours to act on.
    const other = createP24Provider(settings({ posId: 1 }));
    expect(other.verifyNotification(JSON.stringify(body), {})).toEqual({
      ok: false,
      reason: 'malformed_body',
    });
  });

  it('refunds a verified transaction; the refund notification says REFUNDED, a rejected one COMPLETED', async () => {
    const p24 = createP24Provider(settings());
    const input = order();
    await p24.createOrder(input);
    expect(
      await refusal(p24.refund(input.extOrderId, { extRefundId: 'R-0', description: 'Zwrot' })),
    ).toMatchObject({ retryable: false });
    const { body } = await emulator.pay(input.extOrderId);
    await p24.confirm(verified(body), { amount: 2500, currency: 'PLN' });
    expect(await p24.refund(input.extOrderId, { extRefundId: 'R-1', description: 'Zwrot' })).toEqual({
      refundId: 'R-1',
      status: 'PENDING',
      amount: 2500,
    });
    const rejected = await emulator.refundDone(input.extOrderId, 1);
    expect(verified(rejected.body)).toMatchObject({
      kind: 'refund',
      refundStatus: 'CANCELED',
      status: 'COMPLETED',
    });
    const done = await emulator.refundDone(input.extOrderId, 0);
    const n = verified(done.body);
    expect(n).toMatchObject({
      kind: 'refund',
      refundId: 'R-1',
      refundStatus: 'FINALIZED',
      status: 'REFUNDED',
      idempotencyKey: 'przelewy24:refund:R-1:FINALIZED',
    });
    expect(await p24.confirm(n, { amount: 2500, currency: 'PLN' })).toMatchObject({
      ok: true,
      state: { status: 'REFUNDED' },
    });
  });

  it('a partial refund: the amount given goes to P24 (Basic auth, one refund per request id); more than was paid is refused', async () => {
    const p24 = createP24Provider(settings());
    const input = order();
    await p24.createOrder(input);
    const { body } = await emulator.pay(input.extOrderId);
    await p24.confirm(verified(body), { amount: 2500, currency: 'PLN' });
    expect(
      await p24.refund(input.extOrderId, { extRefundId: 'P-1', amount: 1000, description: 'Zwrot części' }),
    ).toEqual({ refundId: 'P-1', status: 'PENDING', amount: 1000 });
    const sent = emulator.requests.filter((r) => r.path === '/api/v1/transaction/refund').at(-1)!;
    expect(sent.headers.authorization).toBe(`Basic ${Buffer.from('999999:report-key-1').toString('base64')}`);
    expect(JSON.parse(sent.body)).toEqual({
      requestId: 'P-1',
      refundsUuid: 'P-1',
      refunds: [
        {
          orderId: emulator.transactions.get(input.extOrderId)!.orderId,
          sessionId: input.extOrderId,
          amount: 1000,
          description: 'Zwrot części',
        },
      ],
      urlStatus: expect.stringMatching(/\/api\/payments\/notify$/),
    });
    expect(
      await refusal(p24.refund(input.extOrderId, { extRefundId: 'P-2', amount: 1501, description: 'Zwrot' })),
    ).toMatchObject({ retryable: false });
    const done = verified((await emulator.refundDone(input.extOrderId, 0, 'P-1')).body);
    expect(done).toMatchObject({ kind: 'refund', refundId: 'P-1', refundStatus: 'FINALIZED', amount: 1000 });
    // Still paid at P24 (status 2): the rest may be refunded later.
    expect((await p24.retrieve(input.extOrderId)).status).toBe('COMPLETED');
  });

  it('register on a connection closed without an answer: sent once more on a fresh connection; if the first had registered it, ANSWER_LOST', async () => {
    const p24 = createP24Provider(settings());
    const registers = (sessionId: string) =>
      emulator.requests.filter((r) => r.path === '/api/v1/transaction/register' && r.body.includes(sessionId))
        .length;
    const before = order();
    emulator.dropNextAnswer('register', 'before');
    const created = await p24.createOrder(before);
    expect(created.redirectUri).toBe(
      `${emulator.url}/trnRequest/${emulator.transactions.get(before.extOrderId)!.token}`,
    );
    expect(registers(before.extOrderId)).toBe(2);

    const after = order();
    emulator.dropNextAnswer('register', 'after');
    const details = await refusal(p24.createOrder(after));
    expect(details).toMatchObject({ code: ANSWER_LOST, retryable: false });
    expect(registers(after.extOrderId)).toBe(2);
    expect(emulator.transactions.has(after.extOrderId)).toBe(true);

    // Without a lost connection a refusal stays what it was (no second call).
    const plain = order({ extOrderId: after.extOrderId });
    expect(await refusal(p24.createOrder(plain))).toMatchObject({ httpStatus: 400, retryable: false });
    expect(registers(after.extOrderId)).toBe(3);
  });

  it("a refund accepted by P24 whose answer was lost is found in P24's refund list when asked again, not requested twice", async () => {
    const p24 = createP24Provider(settings());
    const input = order();
    await p24.createOrder(input);
    await p24.confirm(verified((await emulator.pay(input.extOrderId)).body), {
      amount: 2500,
      currency: 'PLN',
    });
    emulator.dropNextAnswer('refund', 'after');
    expect(
      await refusal(p24.refund(input.extOrderId, { extRefundId: 'L-1', description: 'Zwrot' })),
    ).toMatchObject({ retryable: true, connectionLost: true });
    expect(emulator.transactions.get(input.extOrderId)!.refunds).toHaveLength(1);
    expect(await p24.refund(input.extOrderId, { extRefundId: 'L-1', description: 'Zwrot' })).toEqual({
      refundId: 'L-1',
      status: 'PENDING',
      amount: 2500,
    });
    const posts = emulator.requests.filter(
      (r) => r.path === '/api/v1/transaction/refund' && r.body.includes(input.extOrderId),
    );
    expect(posts).toHaveLength(1);
    expect(emulator.transactions.get(input.extOrderId)!.refunds).toHaveLength(1);
    // Once P24 has paid it back, the list says so.
    await emulator.refundDone(input.extOrderId, 0, 'L-1');
    expect(await p24.refund(input.extOrderId, { extRefundId: 'L-1', description: 'Zwrot' })).toEqual({
      refundId: 'L-1',
      status: 'FINALIZED',
      amount: 2500,
    });
  });
});
