import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedNotification {
  body: string;
  headers: http.IncomingHttpHeaders;
}

/**
 * A merchant's notify endpoint on loopback for tests: records what arrives (raw body and headers)
 * and answers with the status `answer` decides (so retries can be provoked).
 */
export const startNotifyReceiver = async (
  answer: (n: ReceivedNotification, index: number) => number = () => 200,
) => {
  const received: ReceivedNotification[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const n = { body: Buffer.concat(chunks).toString('utf8'), headers: req.headers };
      received.push(n);
      res.writeHead(answer(n, received.length - 1)).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};
