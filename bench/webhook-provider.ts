// The provider's side of bench/webhook-burst.ts, in a process of its own as PayU is another
// machine: the loopback PayU emulator (which the server's adapter re-fetches orders from), the
// receiver of its genuine signed notifications, and the load generator that replays them at the
// server. Driven over IPC by webhook-burst.ts; not run on its own.
import { randomBytes } from 'node:crypto';
import { PAYMENT_NOTIFY_PATH } from '../apps/server/src/adapters/payments/types';
import { startPayuEmulator } from '../apps/server/src/adapters/payments/testing/payu-emulator';
import { startNotifyReceiver } from '../apps/server/src/adapters/payments/testing/notify-receiver';

export type ProviderMessage =
  | { type: 'ready'; emulatorUrl: string; receiverUrl: string }
  | { type: 'paid'; notifications: number; duplicates: number; bad: number; warmUpNotifications: number }
  | {
      type: 'done';
      answers: { status: number; ms: number; bad: boolean }[];
      elapsedMs: number;
      refetches: number;
    }
  | { type: 'error'; message: string };
export type BenchMessage =
  /** The first `warmUpOrders` orders' notifications make the warm-up, sent before the burst. */
  | { type: 'pay'; orders: { providerOrderId: string; token: string }[]; warmUpOrders: number }
  | { type: 'burst'; url: string; perSecond: number; phase: 'warm-up' | 'burst' }
  | { type: 'stop' };

const send = (message: ProviderMessage) => process.send!(message);
const random = (n: number) => randomBytes(4).readUInt32LE() % n;
const shuffle = <T>(items: T[]): T[] => {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = random(i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
};

const emulator = await startPayuEmulator();
const receiver = await startNotifyReceiver();
type Shot = { body: string; signature: string; bad: boolean };
let shots: Shot[] = [];
let warmUpShots: Shot[] = [];

const pay = async (orders: { providerOrderId: string; token: string }[], warmUpOrders: number) => {
  for (const order of orders) await emulator.core.decide(order.providerOrderId, order.token, 'pay');
  const deadline = Date.now() + 60_000;
  while (receiver.received.length < orders.length * 2 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const received = receiver.received.slice(0, orders.length * 2);
  if (received.length < orders.length * 2)
    throw new Error(`the emulator sent ${received.length} of ${orders.length * 2} notifications`);
  // The warm-up orders' notifications, genuine and each once; the burst has the others'.
  const warmUpIds = new Set(orders.slice(0, warmUpOrders).map((order) => order.providerOrderId));
  const inWarmUp = (n: { body: string }) =>
    warmUpIds.has((JSON.parse(n.body) as { order: { orderId: string } }).order.orderId);
  warmUpShots = shuffle(received.filter(inWarmUp)).map((n) => ({
    body: n.body,
    signature: String(n.headers['openpayu-signature']),
    bad: false,
  }));
  const genuine = received.filter((n) => !inWarmUp(n));
  // 80 % unique, 20 % duplicates, of which 1 % of the total with a broken signature (a hex digit
  // changed), so every order still gets its genuine notifications.
  const total = Math.round(genuine.length / 0.8);
  const bad = Math.round(total * 0.01);
  const duplicates = Array.from({ length: total - genuine.length }, () => genuine[random(genuine.length)]!);
  shots = shuffle([
    ...genuine.map((n) => ({ n, bad: false })),
    ...duplicates.map((n, i) => ({ n, bad: i < bad })),
  ]).map(({ n, bad: broken }) => {
    const signature = String(n.headers['openpayu-signature']);
    return {
      body: n.body,
      bad: broken,
      signature: broken
        ? signature.replace(/signature=([0-9a-f])/, (_m, c: string) => `signature=${c === '0' ? '1' : '0'}`)
        : signature,
    };
  });
  send({
    type: 'paid',
    notifications: shots.length,
    duplicates: duplicates.length,
    bad,
    warmUpNotifications: warmUpShots.length,
  });
};

const burst = async (url: string, perSecond: number, phase: 'warm-up' | 'burst') => {
  const refetchesBefore = emulator.requests.filter((r) => r.method === 'GET').length;
  const gapMs = 1000 / perSecond;
  const started = performance.now();
  const answers = await Promise.all(
    (phase === 'warm-up' ? warmUpShots : shots).map(async (shot, i) => {
      const wait = started + i * gapMs - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const t0 = performance.now();
      const res = await fetch(`${url}${PAYMENT_NOTIFY_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'openpayu-signature': shot.signature },
        body: shot.body,
      });
      await res.arrayBuffer();
      return { status: res.status, ms: performance.now() - t0, bad: shot.bad };
    }),
  );
  send({
    type: 'done',
    answers,
    elapsedMs: performance.now() - started,
    refetches: emulator.requests.filter((r) => r.method === 'GET').length - refetchesBefore,
  });
};

process.on('message', (message: BenchMessage) => {
  const run =
    message.type === 'pay'
      ? pay(message.orders, message.warmUpOrders)
      : message.type === 'burst'
        ? burst(message.url, message.perSecond, message.phase)
        : null;
  if (!run) {
    void Promise.all([emulator.close(), receiver.close()]).then(() => process.exit(0));
    return;
  }
  // undici's "fetch failed" hides the reason (a reset, a refused connection) in `cause`.
  run.catch((error: unknown) =>
    send({
      type: 'error',
      message:
        error instanceof Error
          ? `${error.message}${error.cause ? ` (${String((error.cause as Error).message ?? error.cause)})` : ''}`
          : String(error),
    }),
  );
});
send({ type: 'ready', emulatorUrl: emulator.url, receiverUrl: receiver.url });
