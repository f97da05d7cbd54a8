import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import {
  notificationSign,
  refundNotificationSign,
  registerSign,
  sameSign,
  verifySign,
  type P24Notification,
} from '../przelewy24/sign';

/**
 * A loopback Przelewy24 (REST /api/v1) for the adapter tests, strict about what it receives:
 * Basic auth (posId:apiKey), register fields and their types, the SHA-384 signs, the POS, unique
 * sessionIds, verify with the paid amount, and refunds (one per requestId/refundsUuid, never more
 * than was paid). `pay` plays the buyer paying (P24 then notifies
 * urlStatus); `refundDone` sends the refund notification. Only imported by tests.
 */
export interface P24Account {
  merchantId: number;
  posId: number;
  apiKey: string;
  crc: string;
}

interface Transaction {
  register: Record<string, unknown>;
  token: string;
  orderId: number | null;
  /** 0 no payment, 1 paid (not verified), 2 verified, 3 returned. */
  status: number;
  refunds: {
    requestId: string;
    refundsUuid: string;
    amount: number;
    description: string;
    urlStatus: string;
    rejected?: boolean;
    done?: boolean;
  }[];
}

const REGISTER_INTS = ['merchantId', 'posId', 'amount'] as const;
const REGISTER_TEXTS = [
  'sessionId',
  'currency',
  'description',
  'email',
  'country',
  'language',
  'urlReturn',
  'sign',
] as const;

export const startP24Emulator = async (account: P24Account) => {
  const transactions = new Map<string, Transaction>();
  const requests: { method: string; path: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
  let nextOrderId = 300_000_000;
  /** Fault switches: the next call to this path gets no answer (its connection closed before or after the emulator acts on it). */
  const drops = new Map<string, 'before' | 'after'>();
  const error = (code: number, message: string) => ({ status: code, body: { error: message, code } });

  const handle = (
    method: string,
    path: string,
    headers: http.IncomingHttpHeaders,
    raw: string,
  ): { status: number; body: unknown } => {
    const expected = `Basic ${Buffer.from(`${account.posId}:${account.apiKey}`).toString('base64')}`;
    if (headers.authorization !== expected) return error(401, 'Incorrect authentication');
    let body: Record<string, unknown> = {};
    if (method !== 'GET') {
      if (!String(headers['content-type']).startsWith('application/json')) return error(400, 'JSON expected');
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return error(400, 'Malformed JSON');
      }
    }
    if (method === 'POST' && path === '/api/v1/transaction/register') {
      for (const field of REGISTER_INTS)
        if (!Number.isSafeInteger(body[field])) return error(400, `Invalid ${field}: an integer is required`);
      for (const field of REGISTER_TEXTS)
        if (typeof body[field] !== 'string' || !body[field]) return error(400, `Missing ${field}`);
      if ((body.sessionId as string).length > 100) return error(400, 'Invalid sessionId');
      if (body.merchantId !== account.merchantId || body.posId !== account.posId)
        return error(400, 'Incorrect merchantId or posId');
      const fields = {
        sessionId: body.sessionId as string,
        merchantId: body.merchantId as number,
        amount: body.amount as number,
        currency: body.currency as string,
      };
      if (!sameSign(body.sign, registerSign(fields, account.crc))) return error(400, 'Incorrect sign');
      if (transactions.has(fields.sessionId))
        return error(400, 'Transaction with this sessionId already exists');
      const token = randomBytes(16).toString('hex').toUpperCase();
      transactions.set(fields.sessionId, { register: body, token, orderId: null, status: 0, refunds: [] });
      return { status: 200, body: { data: { token }, responseCode: 0 } };
    }
    const bySession = /^\/api\/v1\/transaction\/by\/sessionId\/([^/]+)$/.exec(path);
    if (method === 'GET' && bySession) {
      const t = transactions.get(decodeURIComponent(bySession[1]!));
      if (!t) return error(404, 'Transaction not found');
      return {
        status: 200,
        body: {
          data: {
            statement: `p24-${t.orderId ?? 0}`,
            orderId: t.orderId ?? 0,
            sessionId: t.register.sessionId,
            status: t.status,
            amount: t.register.amount,
            currency: t.register.currency,
          },
          responseCode: 0,
        },
      };
    }
    if (method === 'PUT' && path === '/api/v1/transaction/verify') {
      const t = transactions.get(String(body.sessionId));
      if (!t || t.orderId === null || body.orderId !== t.orderId) return error(400, 'Transaction not found');
      if (body.merchantId !== account.merchantId || body.posId !== account.posId)
        return error(400, 'Incorrect merchantId or posId');
      const fields = {
        sessionId: String(body.sessionId),
        orderId: body.orderId as number,
        amount: body.amount as number,
        currency: String(body.currency),
      };
      if (!sameSign(body.sign, verifySign(fields, account.crc))) return error(400, 'Incorrect sign');
      if (fields.amount !== t.register.amount || fields.currency !== t.register.currency)
        return error(400, 'Incorrect amount');
      t.status = Math.max(t.status, 2);
      return { status: 200, body: { data: { status: 'success' }, responseCode: 0 } };
    }
    const refundsBy = /^\/api\/v1\/refund\/by\/orderId\/(\d+)$/.exec(path);
    if (method === 'GET' && refundsBy) {
      const t = [...transactions.values()].find((x) => x.orderId === Number(refundsBy[1]));
      if (!t || t.refunds.length === 0) return error(404, 'Refund with given Order Id not found');
      // Refund status as public integrations read it: 1 done, 2 waiting, 3 rejected (unconfirmed, CONTEXT.md).
      const refunds = t.refunds.map((x) => ({
        batchId: 1,
        requestId: x.requestId,
        date: '2026-01-01 12:00:00',
        login: 'api',
        description: x.description,
        status: x.rejected ? 3 : x.done ? 1 : 2,
        amount: x.amount,
      }));
      return {
        status: 200,
        body: {
          data: {
            orderId: t.orderId,
            sessionId: t.register.sessionId,
            amount: t.register.amount,
            currency: t.register.currency,
            refunds,
          },
          responseCode: 0,
        },
      };
    }
    if (method === 'POST' && path === '/api/v1/transaction/refund') {
      const refunds = body.refunds as
        { orderId?: unknown; sessionId?: unknown; amount?: unknown; description?: unknown }[] | undefined;
      const r = Array.isArray(refunds) && refunds.length === 1 ? refunds[0]! : null;
      if (
        !r ||
        typeof body.requestId !== 'string' ||
        typeof body.refundsUuid !== 'string' ||
        !Number.isSafeInteger(r.amount) ||
        typeof r.description !== 'string'
      )
        return error(400, 'Invalid refund request');
      const t = transactions.get(String(r.sessionId));
      if (!t || t.orderId !== r.orderId || t.status !== 2)
        return error(400, 'Transaction cannot be refunded');
      if (body.urlStatus !== undefined && typeof body.urlStatus !== 'string')
        return error(400, 'Invalid urlStatus');
      // One request id, one refund: a repeated request is refused rather than paid out twice.
      if (t.refunds.some((x) => x.refundsUuid === body.refundsUuid || x.requestId === body.requestId))
        return error(409, 'Refund with this requestId or refundsUuid already exists');
      const refunded = t.refunds.reduce((sum, x) => sum + (x.rejected ? 0 : x.amount), 0);
      if ((r.amount as number) <= 0 || refunded + (r.amount as number) > (t.register.amount as number))
        return error(400, 'Incorrect amount');
      t.refunds.push({
        requestId: body.requestId,
        refundsUuid: body.refundsUuid,
        amount: r.amount as number,
        description: r.description,
        urlStatus: String(body.urlStatus ?? ''),
      });
      return {
        status: 201,
        body: {
          data: [
            {
              orderId: t.orderId,
              sessionId: r.sessionId,
              amount: r.amount,
              description: r.description,
              status: true,
              message: 'success',
            },
          ],
          responseCode: 0,
        },
      };
    }
    return error(404, 'Not found');
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = (req.url ?? '/').split('?')[0]!;
      requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body: raw });
      const drop = req.method === 'POST' ? drops.get(path) : undefined;
      drops.delete(path);
      if (drop === 'before') return void req.socket.destroy();
      const answer = handle(req.method ?? 'GET', path, req.headers, raw);
      if (drop === 'after') return void req.socket.destroy();
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const post = async (to: string, body: object) =>
    (
      await fetch(to, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).status;

  return {
    url,
    requests,
    transactions,
    /** The next POST to transaction/register or transaction/refund gets no answer: its connection closes before the emulator acts on it, or after. */
    dropNextAnswer: (call: 'register' | 'refund', when: 'before' | 'after') =>
      void drops.set(`/api/v1/transaction/${call}`, when),
    /** The buyer paid and we verified, but our notification handler never recorded it (our error after verify: P24 stops notifying). */
    paidUnrecorded(sessionId: string) {
      const t = transactions.get(sessionId)!;
      t.orderId ??= nextOrderId++;
      t.status = 2;
    },
    /** The buyer pays: P24 notifies urlStatus with the signed notification; returns the notify answer's status. */
    async pay(sessionId: string, override: Partial<P24Notification> = {}) {
      const t = transactions.get(sessionId)!;
      t.orderId ??= nextOrderId++;
      t.status = Math.max(t.status, 1);
      const n: P24Notification = {
        merchantId: account.merchantId,
        posId: account.posId,
        sessionId,
        amount: t.register.amount as number,
        originAmount: t.register.amount as number,
        currency: t.register.currency as string,
        orderId: t.orderId,
        methodId: 25,
        statement: `p24-${t.orderId}`,
        ...override,
      };
      const body = { ...n, sign: notificationSign(n, account.crc) };
      return { body, status: await post(String(t.register.urlStatus), body) };
    },
    /** The refund went through (status 0) or was rejected (1): P24 notifies the refund's urlStatus. */
    async refundDone(sessionId: string, status: 0 | 1, refundsUuid?: string) {
      const t = transactions.get(sessionId)!;
      const refund = refundsUuid ? t.refunds.find((x) => x.refundsUuid === refundsUuid)! : t.refunds.at(-1)!;
      // "Payment returned" once the whole amount is back; a partial refund leaves it paid.
      if (
        status === 0 &&
        t.refunds.reduce((sum, x) => sum + (x.rejected ? 0 : x.amount), 0) >= (t.register.amount as number)
      )
        t.status = 3;
      // A rejected refund gives its amount back to what may still be refunded.
      refund.rejected = status === 1;
      refund.done = status === 0;
      const n = {
        orderId: t.orderId!,
        sessionId,
        refundsUuid: refund.refundsUuid,
        merchantId: account.merchantId,
        amount: refund.amount,
        currency: String(t.register.currency),
        status,
      };
      const body = { ...n, sign: refundNotificationSign(n, account.crc) };
      return { body, status: await post(refund.urlStatus, body) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
