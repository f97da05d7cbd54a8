// PayU's side of the premiere bench, in a process of its own as PayU is another machine: the
// loopback PayU emulator (the server's PayU adapter registers orders there and re-fetches them on
// each notification; the emulator notifies the server at PUBLIC_URL as PayU would), and its
// checkout page reduced to the buyer's choice: `POST <checkoutUrl>?orderId=…&token=…&outcome=pay`
// (or decline), what a buyer's click on PayU's page does. Sends `{ emulatorUrl, checkoutUrl }`
// over IPC when ready; stops on any message.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startPayuEmulator } from '../apps/server/src/adapters/payments/testing/payu-emulator';
import type { CheckoutOutcome } from '../apps/server/src/adapters/payments/payu-core/core';

export type PayuReady = { emulatorUrl: string; checkoutUrl: string };

const emulator = await startPayuEmulator();
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

process.once('message', () => {
  checkout.close();
  void emulator.close().then(() => process.exit(0));
});
process.send!({
  emulatorUrl: emulator.url,
  checkoutUrl: `http://127.0.0.1:${(checkout.address() as AddressInfo).port}/`,
} satisfies PayuReady);
