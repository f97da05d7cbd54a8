import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { shellEndpoints } from '@scena/shared/shell.endpoints';
import { createTestApp, type TestApp } from '../../test/test-app';
import { freePort } from '../../test/free-port';
import { startRedis } from '../../test/redis-server';
import { AUTH_RATE_LIMITS } from '../modules/auth/rate-limits';

/**
 * Counters in Redis (REDIS_URL) are a safeguard, not a dependency of every sale: while Redis is
 * down, rate-limited routes answer as they would without a limit (readiness reports Redis), never
 * 500. The fault script found a 30 s Redis outage turning every purchase and sign-in into a 500.
 */
describe('rate limits counted in Redis', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scena-rate-limit-'));
  let port: number;
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let t: TestApp;
  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port, dir);
    t = await createTestApp({ env: { REDIS_URL: redis.url } });
  });
  afterAll(async () => {
    await t.close();
    await redis.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  let n = 0;
  /** A failed sign-in of an account of its own each time (the per-account lock stays out of it). */
  const signIn = () =>
    t.app.inject({
      method: 'POST',
      url: shellEndpoints.signIn.path,
      payload: { email: `nikt${(n += 1)}@example.com`, password: 'Zle-haslo-1', remember: false },
    });

  it('counts while Redis is up, and lets requests through while it is down', async () => {
    const up = await signIn();
    expect(up.statusCode).toBe(401);
    expect(up.headers['x-ratelimit-remaining']).toBe(String(AUTH_RATE_LIMITS.signIn.max - 1));

    await redis.stop();
    const answers = await Promise.all([signIn(), signIn(), signIn()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401]);
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).json()).toMatchObject({
      checks: { redis: 'failed' },
    });
  });
});
