// PayU's side of the premiere bench, in a process of its own as PayU is another machine: the
// loopback PayU emulator (the server's PayU adapter registers orders there and re-fetches them on
// each notification; the emulator notifies the server at PUBLIC_URL as PayU would), and its
// checkout page reduced to the buyer's choice: `POST <checkoutUrl>?orderId=…&token=…&outcome=pay`
// (or decline), what a buyer's click on PayU's page does. Sends `{ emulatorUrl, checkoutUrl }`
// over IPC when ready; answers 'orders' with every order's extOrderId and status (PayuOrders);
// stops on 'stop'. The fault script (bench/faults.ts) passes `--duplicates=1 --out-of-order`
// (each notification twice, the last status first) and `--retry-ms=1000,2000,…` (PayU resends
// for hours; the default schedule gives up within a second).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startPayuEmulator } from '../apps/server/src/adapters/payments/testing/payu-emulator';
import type { CheckoutOutcome } from '../apps/server/src/adapters/payments/payu-core/core';

export type PayuReady = { emulatorUrl: string; checkoutUrl: string };
export type PayuOrders = { orders: { extOrderId: string; status: string }[] };

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const emulator = await startPayuEmulator({
  ...(option('retry-ms') ? { retryMs: option('retry-ms')!.split(',').map(Number) } : {}),
});
emulator.setPlan({
  duplicates: Number(option('duplicates') ?? 0),
  outOfOrder: process.argv.includes('--out-of-order'),
});
const checkout = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://checkout');
  const outcome = url.searchParams.get('outcome') as CheckoutOutcome | null;
  req.resume();
  void emulator.core
    .decide(url.searchParams.get('orderId') ?? '', url.searchParams.get('token') ?? '', outcome ?? 'pay')
    .then((continueUrl) => {
      res.writeHead(continueUrl ? 200 : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ continueUrl }));
    })
    .catch((error: Error) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: error.message }));
    });
});
checkout.keepAliveTimeout = 60_000;
await new Promise<void>((resolve) => checkout.listen(0, '127.0.0.1', resolve));

process.on('message', (message) => {
  if (message === 'orders') {
    const orders = [...emulator.orders.values()].map(({ extOrderId, status }) => ({ extOrderId, status }));
    process.send!({ orders } satisfies PayuOrders);
    return;
  }
  checkout.close();
  void emulator.close().then(() => process.exit(0));
});
// The bench that forked this process is gone (killed, crashed): so is PayU.
process.once('disconnect', () => process.exit(0));
process.send!({
  emulatorUrl: emulator.url,
  checkoutUrl: `http://127.0.0.1:${(checkout.address() as AddressInfo).port}/`,
} satisfies PayuReady);
