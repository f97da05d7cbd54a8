import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import { Role } from '@scena/shared';
import { createP24Provider } from '../../adapters/payments';
import { startP24Emulator, type P24Account } from '../../adapters/payments/testing/p24-emulator';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, signIn } from '../../../test/factories';
import { createEvent, createVideo } from '../../../test/catalog-fixtures';
import { orderFootprint, pendingOrder } from '../../../test/payment-fixtures';

/**
 * Przelewy24 end to end over real HTTP: the loopback P24 emulator posts its signed notification
 * to the listening app, whose handler checks it against our amount and calls transaction/verify
 * (without which P24 does not settle), then completes the order.
 */
const ACCOUNT: P24Account = { merchantId: 999_999, posId: 999_999, apiKey: 'report-key-1', crc: 'crc-key-1' };
let emulator: Awaited<ReturnType<typeof startP24Emulator>>;
let t: TestApp;
let h: Parameters<typeof pendingOrder>[0];

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  emulator = await startP24Emulator(ACCOUNT);
  const port = await freePort();
  const p24 = createP24Provider({ apiUrl: emulator.url, ...ACCOUNT, publicUrl: `http://127.0.0.1:${port}` });
  t = await createTestApp({ payments: p24, env: { PAYMENT_PROVIDER: 'przelewy24', P24_MERCHANT_ID: '999999', P24_POS_ID: '999999', P24_API_KEY: 'x', P24_CRC: 'y' } });
  await t.app.listen({ port, host: '127.0.0.1' });
  const adminToken = await signIn(t.ctx, await createUser(t.ctx, { role: Role.ADMIN }));
  const video = await createVideo(t, adminToken, { video_price: 25 });
  h = { t, payu: p24, video, event: await createEvent(t, adminToken, video.id) };
});
afterAll(async () => {
  await t.close();
  await emulator.close();
});

const verifyCalls = (sessionId: string) => emulator.requests.filter((r) => r.path === '/api/v1/transaction/verify' && r.body.includes(sessionId)).length;

describe('Przelewy24 notifications', () => {
  it('a paid transaction: notification → verify → COMPLETED with one access row; a repeat changes nothing', async () => {
    const o = await pendingOrder(h, { amount: 2500 });
    const first = await emulator.pay(o.providerOrderId);
    expect(first.status).toBe(200);
    expect(verifyCalls(o.providerOrderId)).toBe(1);
    expect(emulator.transactions.get(o.providerOrderId)?.status).toBe(2);
    expect(await orderFootprint(t, o.order)).toMatchObject({ status: 'COMPLETED', history: ['PENDING->COMPLETED provider'], grants: 1 });
    // P24 repeats until verified; a repeat after that is a duplicate.
    expect((await emulator.pay(o.providerOrderId)).status).toBe(200);
    expect(await orderFootprint(t, o.order)).toMatchObject({ status: 'COMPLETED', history: ['PENDING->COMPLETED provider'], grants: 1, notifications: ['order:COMPLETED:applied'] });
  });

  it('a notification for less than our amount is not verified and grants nothing', async () => {
    const o = await pendingOrder(h, { amount: 2500 });
    expect((await emulator.pay(o.providerOrderId, { amount: 2499, originAmount: 2499 })).status).toBe(200);
    expect(verifyCalls(o.providerOrderId)).toBe(0);
    expect(await orderFootprint(t, o.order)).toMatchObject({ status: 'PENDING', history: [], grants: 0, notifications: ['order:COMPLETED:refused'] });
  });
});
