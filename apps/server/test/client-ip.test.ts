import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../src/modules/users/users.table';
import { createTestApp, type TestApp } from './test-app';
import { createUser, DEFAULT_TEST_PASSWORD } from './factories';

/**
 * ASVS 4.1.3 / 15.3.4: the client IP (sign-in records, geo restriction, rate limits, the IP-count
 * auto-ban) comes from X-Forwarded-For only when the connection is from a TRUSTED_PROXIES address.
 */
const PROXY = '127.0.0.1';
const CLIENT = '198.51.100.77';
const STRANGER = '203.0.113.10';
const geo = { [PROXY]: 'PL', [CLIENT]: 'US', [STRANGER]: 'DE', '192.0.2.1': 'FR' };

const signInFrom = async (t: TestApp, remoteAddress: string, forwardedFor: string) => {
  const user = await createUser(t.ctx);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email: user.email, password: DEFAULT_TEST_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await t.ctx.db
    .select({ ip: users.last_ip, country: users.last_country })
    .from(users)
    .where(eq(users.id, user.id));
  return row!;
};

/** 21 failed sign-ins (limit 20/min per client IP), each with another e-mail and forwarded address. */
const failedSignIns = async (t: TestApp, remoteAddress: string, forwardedFor: (i: number) => string) => {
  const statuses: number[] = [];
  for (let i = 0; i < 21; i += 1) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor(i) },
      payload: { email: `nobody-${remoteAddress}-${i}@example.com`, password: 'Zle!haslo1' },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
};

describe('client IP without TRUSTED_PROXIES', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ geo });
  });
  afterAll(() => t.close());

  it('ignores a spoofed X-Forwarded-For: the socket address is recorded, with its country', async () => {
    expect(t.ctx.config.TRUSTED_PROXIES).toEqual([]);
    expect(await signInFrom(t, STRANGER, CLIENT)).toEqual({ ip: STRANGER, country: 'DE' });
  });

  it('a new forged address per request does not escape the per-IP rate limit', async () => {
    // Another socket address than the sign-in above, so this test owns its rate-limit bucket.
    const statuses = await failedSignIns(t, '203.0.113.11', (i) => `192.0.2.${i + 1}`);
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('client IP behind a trusted proxy (TRUSTED_PROXIES=127.0.0.1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ geo, env: { TRUSTED_PROXIES: PROXY } });
  });
  afterAll(() => t.close());

  it('uses the address the proxy forwarded', async () => {
    expect(await signInFrom(t, PROXY, CLIENT)).toEqual({ ip: CLIENT, country: 'US' });
  });

  it('takes the address the proxy saw, not one the client prepended', async () => {
    expect(await signInFrom(t, PROXY, `192.0.2.1, ${CLIENT}`)).toEqual({ ip: CLIENT, country: 'US' });
  });

  it('ignores X-Forwarded-For from a connection that is not the proxy', async () => {
    expect(await signInFrom(t, STRANGER, CLIENT)).toEqual({ ip: STRANGER, country: 'DE' });
  });

  it('counts rate limits per forwarded client, and still limits one client', async () => {
    const distinct = await failedSignIns(t, PROXY, (i) => `192.0.2.${i + 1}`);
    expect(distinct.every((status) => status === 401)).toBe(true);
    const same = await failedSignIns(t, PROXY, () => '192.0.2.200');
    expect(same[20]).toBe(429);
  });
});
