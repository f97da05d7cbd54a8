import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/free-port';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers ok with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers unknown API paths with the spec error body in the request language', async () => {
    const pl = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(pl.statusCode).toBe(404);
    expect(pl.json()).toEqual({ statusCode: 404, message: 'Nie znaleziono.' });
    const en = await t.app.inject({ method: 'GET', url: '/api/nope', cookies: { lang: 'en' } });
    expect(en.json().message).toBe('Not found.');
  });
});

describe('liveness and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('live answers while the process runs; ready checks the database and the job queue', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', queue: 'ok' } });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready (503, the failing check named) when the configured S3 bucket does not answer', async () => {
    const closed = await freePort();
    const s3 = await createTestApp({
      env: {
        STORAGE: 's3',
        S3_ENDPOINT: `http://127.0.0.1:${closed}`,
        S3_REGION: 'eu-central-1',
        S3_BUCKET: 'scena',
        S3_ACCESS_KEY_ID: 'test',
        S3_SECRET_ACCESS_KEY: 'test-secret',
        S3_FORCE_PATH_STYLE: 'true',
      },
    });
    try {
      const ready = await s3.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', queue: 'ok', storage: 'failed' },
      });
      // The old probe and liveness do not depend on the bucket.
      expect((await s3.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect((await s3.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await s3.close();
    }
  });
});
