import { Role } from '@scena/shared';
import { createP24Provider } from '../src/adapters/payments';
import { startP24Emulator, type P24Account } from '../src/adapters/payments/testing/p24-emulator';
import { createTestApp, type TestApp } from './test-app';
import { createUser, signIn } from './factories';
import { createEvent, createVideo } from './catalog-fixtures';
import type { pendingOrder } from './payment-fixtures';
import { freePort } from './free-port';

/**
 * The app on Przelewy24, listening on a free port beside the loopback P24 emulator (which posts
 * its notifications to it over real HTTP), with an administrator and a 25 zł video and its event.
 */
export const startP24App = async (account: P24Account) => {
  const emulator = await startP24Emulator(account);
  const port = await freePort();
  const p24 = createP24Provider({ apiUrl: emulator.url, ...account, publicUrl: `http://127.0.0.1:${port}` });
  const t: TestApp = await createTestApp({
    payments: p24,
    env: {
      PAYMENT_PROVIDER: 'przelewy24',
      P24_MERCHANT_ID: String(account.merchantId),
      P24_POS_ID: String(account.posId),
      P24_API_KEY: 'x',
      P24_CRC: 'y',
    },
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  const adminToken = await signIn(t.ctx, await createUser(t.ctx, { role: Role.ADMIN }));
  const video = await createVideo(t, adminToken, { video_price: 25 });
  const h: Parameters<typeof pendingOrder>[0] = {
    t,
    payu: p24,
    video,
    event: await createEvent(t, adminToken, video.id),
  };
  const close = async () => {
    await t.close();
    await emulator.close();
  };
  return { emulator, t, h, adminToken, close };
};
