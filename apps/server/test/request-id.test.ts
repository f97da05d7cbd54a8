import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { outbox } from '../src/adapters/mailer/outbox.table';
import { runWithRequestId, stampPayload, unstampPayload } from '../src/lib/request-id';
import { createUser } from './factories';
import { createTestApp, type TestApp } from './test-app';

/**
 * The request id (lib/request-id.ts): answered back on every request, the trusted proxy's when it
 * sends one (never a client's own otherwise), and carried into the e-mails and jobs a request queues.
 */
let direct: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  direct = await createTestApp();
  proxied = await createTestApp({ env: { TRUSTED_PROXIES: '127.0.0.1' } });
});
afterAll(async () => {
  await direct.close();
  await proxied.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request id', () => {
  it('is a fresh UUID per request, unless a trusted proxy sent its own', async () => {
    const one = await direct.app.inject({ method: 'GET', url: '/api/health/live' });
    const two = await direct.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(one.headers['x-request-id']).toMatch(UUID);
    expect(two.headers['x-request-id']).not.toBe(one.headers['x-request-id']);
    // A client cannot name its request without a proxy we trust.
    const claimed = await direct.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'f'.repeat(32) },
    });
    expect(claimed.headers['x-request-id']).toMatch(UUID);
    const fromNginx = await proxied.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'a1b2'.repeat(8) },
    });
    expect(fromNginx.headers['x-request-id']).toBe('a1b2'.repeat(8));
    const insane = await proxied.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'a b\nc' },
    });
    expect(insane.headers['x-request-id']).toMatch(UUID);
  });

  it('goes with the e-mail a request queues (a body read first: the id survives the stream)', async () => {
    const user = await createUser(direct.ctx);
    const res = await direct.app.inject({
      method: 'POST',
      url: '/api/passwords',
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await direct.ctx.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(mail!.to_address).toBe(user.email);
    expect(mail!.headers).toMatchObject({ 'X-Request-Id': res.headers['x-request-id'] });
  });

  it("rides on a job's payload and comes off it for the handler", () => {
    expect(stampPayload({ orderId: 7 })).toEqual({ orderId: 7 });
    const stamped = runWithRequestId('req-0123456789', () => stampPayload({ orderId: 7 }));
    expect(stamped).toEqual({ orderId: 7, _requestId: 'req-0123456789' });
    expect(unstampPayload(stamped)).toEqual({ data: { orderId: 7 }, requestId: 'req-0123456789' });
    expect(runWithRequestId('req-0123456789', () => stampPayload(null))).toBeNull();
    expect(unstampPayload(null)).toEqual({ data: null, requestId: undefined });
  });
});
