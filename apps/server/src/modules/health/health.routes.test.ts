import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
