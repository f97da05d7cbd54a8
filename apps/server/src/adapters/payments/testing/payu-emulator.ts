import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPayuCore, type DeliveryPlan, type PosCredentials } from '../payu-core/core';
import { createMemoryPayuStore } from '../payu-core/memory-store';
import type { NotificationDraft } from '../payu-core/store';

/**
 * A loopback PayU (REST v2.1) for the adapter tests: the same PayU-compatible core the embedded
 * sandbox runs, on a real HTTP server with an in-memory store. It records every request it gets
 * and delivers signed notifications to the order's notifyUrl, retrying on non-200 (a compressed
 * schedule). Only imported by tests; never part of the server bundle.
 */
export const TEST_POS: PosCredentials = {
  posId: '300746',
  clientSecret: '2ee86a66e5d97e3fadc400c9f19b065d',
  secondKey: 'b6ca15b0d1020e8094d9b5f8d163db54',
};
export const OTHER_POS: PosCredentials = {
  posId: '145227',
  clientSecret: '12f071174cb7eb79d4aac5bc2f07563f',
  secondKey: '13a980d4f851f3d9a1cfc792fb1f5e50',
};

export interface EmulatorRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface Delivery {
  draft: NotificationDraft;
  attempts: number[];
}

/** Back-off between delivery attempts (ms): PayU's 1, 2, 5, 10 … minutes, compressed. */
const RETRY_MS = [10, 20, 50, 100, 300];

export const startPayuEmulator = async (
  options: {
    poses?: PosCredentials[];
    /** The waits between a notification's delivery attempts (default RETRY_MS; the fault script's are seconds, as PayU's are minutes). */
    retryMs?: number[];
  } = {},
) => {
  const retryMs = options.retryMs ?? RETRY_MS;
  const requests: EmulatorRequest[] = [];
  const deliveries: Delivery[] = [];
  let plan: DeliveryPlan = { duplicates: 0, outOfOrder: false, algorithm: 'SHA-256' };
  let offsetMs = 0;
  /** A fault switch for the next create-order call: close its connection without answering, before or after recording the order. */
  let dropCreate: 'before' | 'after' | null = null;
  /** The same for the next refund call (POST …/refunds). */
  let dropRefund: 'before' | 'after' | null = null;
  /** An outage: while set, every request's connection is closed without an answer. */
  let unreachable = false;

  const deliver = async (delivery: Delivery) => {
    for (let attempt = 0; attempt <= retryMs.length; attempt += 1) {
      let status: number;
      try {
        const res = await fetch(delivery.draft.notifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'openpayu-signature': delivery.draft.signature },
          body: delivery.draft.body,
        });
        status = res.status;
        await res.arrayBuffer();
      } catch {
        status = 0;
      }
      delivery.attempts.push(status);
      if (status === 200 || attempt === retryMs.length) return;
      await new Promise((resolve) => setTimeout(resolve, retryMs[attempt]));
    }
  };
  const memory = createMemoryPayuStore((drafts) => {
    for (const draft of drafts) {
      const delivery: Delivery = { draft, attempts: [] };
      deliveries.push(delivery);
      setTimeout(() => void deliver(delivery), draft.delaySeconds * 20);
    }
  });

  const core = createPayuCore({
    poses: options.poses ?? [TEST_POS, OTHER_POS],
    store: memory.store,
    checkoutUrl: 'http://payu.invalid/pay/',
    now: () => new Date(Date.now() + offsetMs),
    plan: () => plan,
  });

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = (req.url ?? '/').split('?')[0]!;
      requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body });
      const isRefund = req.method === 'POST' && path.endsWith('/refunds');
      const drop = unreachable
        ? 'before'
        : req.method === 'POST' && path === '/api/v2_1/orders'
          ? dropCreate
          : isRefund
            ? dropRefund
            : null;
      if (drop && !unreachable) {
        if (isRefund) dropRefund = null;
        else dropCreate = null;
      }
      // The server closing the socket at the moment a request arrives on it: no answer at all.
      if (drop === 'before') return void req.socket.destroy();
      core
        .handle({ method: req.method ?? 'GET', path, headers: req.headers, rawBody: body })
        .then((answer) => {
          if (drop === 'after') return void req.socket.destroy();
          res.writeHead(answer.status, {
            'content-type': 'application/json',
            'correlation-id': crypto.randomUUID(),
            ...answer.headers,
          });
          res.end(JSON.stringify(answer.body));
        })
        .catch((error: Error) => {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ status: { statusCode: 'ERROR_INTERNAL', statusDesc: error.message } }));
        });
    });
  });
  // Idle keep-alive sockets live a minute (Node's default is 5 s): the adapter's fetch reuses a
  // socket it believes open for up to a second less than the server's hint, and when this
  // process's event loop stalls (a ticket rush on PGlite) the server may close it just as a
  // POST goes out — "fetch failed", the order cancelled. Real providers keep sockets longer too.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    requests,
    deliveries,
    core,
    orders: memory.orders,
    refunds: memory.refunds,
    revokeTokens: memory.revokeTokens,
    /** The next POST /api/v2_1/orders gets no answer: its connection is closed before the order is recorded, or after. */
    dropNextCreateAnswer: (when: 'before' | 'after') => void (dropCreate = when),
    /** The next refund call gets no answer: closed before the refund is made, or after. */
    dropNextRefundAnswer: (when: 'before' | 'after') => void (dropRefund = when),
    /** An outage of PayU (true) and its end (false): no request gets an answer meanwhile. */
    setUnreachable: (down: boolean) => void (unreachable = down),
    setPlan: (next: Partial<DeliveryPlan>) => void (plan = { ...plan, ...next }),
    /** Moves the emulator's clock (order validity, token expiry). */
    advance: (ms: number) => void (offsetMs += ms),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type PayuEmulator = Awaited<ReturnType<typeof startPayuEmulator>>;
