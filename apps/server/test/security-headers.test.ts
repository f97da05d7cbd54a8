import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createCatalogedApp, fillUrl } from './route-catalog';

/**
 * ASVS 3.4.1/3.4.3/3.4.4/3.4.6, 14.3.2: security headers on every answer the server gives: each
 * discovered route (whatever it answers a guest), unknown paths, the SPA page and its assets.
 */
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scena-web-'));
fs.mkdirSync(path.join(webDir, 'assets'));
fs.writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
);
fs.writeFileSync(path.join(webDir, 'assets', 'app.js'), 'console.log(1);');

const { t, routes } = await createCatalogedApp({ serveWeb: true, env: { WEB_DIST_DIR: webDir } });
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const csp = (res: LightMyRequestResponse): Map<string, string[]> => {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
};

const expectSecurityHeaders = (res: LightMyRequestResponse, what: string) => {
  const policy = csp(res);
  expect(policy.get('default-src'), `${what}: default-src`).toBeDefined();
  const scripts = policy.get('script-src') ?? policy.get('default-src') ?? [];
  expect(scripts, `${what}: script-src`).toContain("'self'");
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:'])
    expect(scripts, `${what}: script-src`).not.toContain(unsafe);
  expect(policy.get('object-src'), `${what}: object-src`).toEqual(["'none'"]);
  expect(policy.get('base-uri'), `${what}: base-uri`).toEqual(["'none'"]);
  const ancestors = policy.get('frame-ancestors');
  expect(ancestors, `${what}: frame-ancestors`).toBeDefined();
  expect(ancestors, `${what}: frame-ancestors`).not.toContain('*');

  const hsts = String(res.headers['strict-transport-security'] ?? '');
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0), `${what}: HSTS max-age`).toBeGreaterThanOrEqual(
    31_536_000,
  );
  expect(hsts, `${what}: HSTS`).toContain('includeSubDomains');
  expect(res.headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff');
  expect(
    ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'],
    `${what}: referrer-policy`,
  ).toContain(res.headers['referrer-policy']);
  expect(res.headers['x-powered-by'], `${what}: x-powered-by`).toBeUndefined();
};

describe('security headers', () => {
  it('every discovered route answers a guest with the headers; /api answers are never stored, shared public ones only for a while', async () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.some((route) => route.cached)).toBe(true);
    for (const route of routes) {
      const res = await t.app.inject({ method: route.method as 'GET', url: fillUrl(route.url, {}) });
      expectSecurityHeaders(res, `${route.key} → ${res.statusCode}`);
      if (!route.url.startsWith('/api/')) continue;
      // A shared public answer (the same for every guest) may be kept by a shared cache for a
      // while, by the browser only with revalidation (test/shared-cache.test.ts has the rule);
      // everything else and every error: no-store.
      const shared = route.cached && res.statusCode === 200;
      if (shared)
        expect(res.headers['cache-control'], `${route.key}: cache-control`).toMatch(
          /^public, max-age=0, s-maxage=\d+$/,
        );
      else expect(res.headers['cache-control'], `${route.key}: cache-control`).toBe('no-store');
    }
  });

  it('errors too: unknown API path, malformed JSON, wrong content type, a bad token', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/does-not-exist' },
      {
        method: 'POST' as const,
        url: '/api/auth',
        headers: { 'content-type': 'application/json' },
        payload: '{',
      },
      {
        method: 'POST' as const,
        url: '/api/auth',
        headers: { 'content-type': 'application/xml' },
        payload: '<x/>',
      },
      {
        method: 'GET' as const,
        url: '/api/users/validate-session',
        headers: { 'x-auth-token': 'not-a-session' },
      },
    ];
    for (const call of calls) {
      const res = await t.app.inject(call);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expectSecurityHeaders(res, `${call.method} ${call.url} → ${res.statusCode}`);
      expect(res.headers['cache-control']).toContain('no-store');
    }
  });

  it('the web app page and its assets carry the same policy (that is where scripts run)', async () => {
    for (const url of ['/', '/logowanie?login_token=abc', '/wydarzenia/jakies', '/assets/app.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expectSecurityHeaders(res, url);
    }
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).not.toContain('immutable');
  });
});
