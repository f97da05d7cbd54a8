import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sharedLifetime } from '../src/http/stored-answers/shared-cache';
import { createVideo } from './catalog-fixtures';
import { auth, createCallers, type CallerTokens } from './factories';
import { freePort } from './free-port';
import { nginxBinary, startNginx, type RunningNginx } from './nginx-proxy';
import type { TestApp } from './test-app';
import { startTwoInstances, type Cleanups } from './two-instances';

/**
 * The deployment the README describes, for real: Debian's nginx with deploy/nginx's config in front
 * of two instances on one database. Guests' answers come from nginx's cache; a signed-in viewer's
 * or an administrator's never do, and never reach a guest; an admin's change reaches guests within
 * the answer's s-maxage; a purchase, the provider's checkout and its notification pass through.
 * - PostgreSQL (TEST_DATABASE_URL): two server processes (src/server.ts, jobs included).
 * - PGlite: one process's data directory, so two apps in this process on the one database.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scena-nginx-'));
const cleanups: Cleanups = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  fs.rmSync(dir, { recursive: true, force: true });
});

let proxy: RunningNginx;
let tokens: CallerTokens;
let factory: TestApp;
let videoId: number;

beforeAll(async () => {
  nginxBinary(); // fails here, with how to install it, when nginx is missing
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const env = {
    PUBLIC_URL: publicUrl,
    TRUSTED_PROXIES: '127.0.0.1',
    ADMIN_EMAIL_DOMAINS: 'teatr.test',
    DATA_DIR: path.join(dir, 'data'),
  };
  // Users, sessions and items are made in the factory app, in the database the instances share.
  const started = await startTwoInstances(env, cleanups, { jobs: 'first' });
  factory = started.factory;
  tokens = (await createCallers(factory.ctx)).tokens;
  const instances = started.urls.map((url) => new URL(url).host);
  proxy = await startNginx(dir, port, instances);
  cleanups.push(() => proxy.stop());
  videoId = (await createVideo(factory, tokens.admin, { title: 'Przed premierą' })).id;
}, 180_000);

const through = (pathName: string, init: RequestInit = {}) => fetch(`${proxy.url}${pathName}`, init);
const cacheStatus = (res: Response) => res.headers.get('x-cache-status');

describe('nginx in front of two instances', () => {
  it("serves guests' public answers from its cache", async () => {
    for (const url of ['/api/videos', `/api/videos/${videoId}`, '/external_api/videos', '/api/appconfig']) {
      const first = await through(url);
      expect(first.status, url).toBe(200);
      expect(cacheStatus(first), url).toMatch(/^(MISS|HIT)$/);
      const body = await first.text();
      const again = await through(url, { headers: { 'accept-language': 'en', cookie: 'lang=en' } });
      expect(cacheStatus(again), url).toBe('HIT');
      expect(await again.text(), url).toBe(body);
      expect(again.headers.get('cache-control'), url).toMatch(/^public, /);
    }
  });

  it('never answers a signed-in viewer or an administrator from the cache, nor a guest with theirs', async () => {
    const hidden = await createVideo(factory, tokens.admin, {
      title: 'Tylko dla personelu',
      visible: false,
    });
    const url = '/api/videos?fresh=1';
    for (const [who, token] of [
      ['viewer', tokens.owner],
      ['admin', tokens.admin],
      ['viewer', tokens.owner],
    ] as const) {
      const res = await through(url, { headers: auth(token) });
      expect(res.status, who).toBe(200);
      expect(cacheStatus(res), who).toBe('BYPASS');
      expect(res.headers.get('cache-control'), who).toMatch(/^(private|no-store)/);
      if (who === 'admin') expect(await res.text()).toContain('Tylko dla personelu');
    }
    // Nothing they got was stored: the first guest here is a miss, and gets the guest's answer.
    const guest = await through(url);
    expect(cacheStatus(guest)).toBe('MISS');
    expect(await guest.text()).not.toContain('Tylko dla personelu');
    // Whatever a request sends besides: a token (even a made-up one) goes past the cache, a
    // guest's no-cache does not reach the viewers' answers either.
    const forged = await through(url, {
      headers: { 'x-auth-token': 'made-up', 'cache-control': 'no-cache' },
    });
    expect(cacheStatus(forged)).toBe('BYPASS');
    const guestAgain = await through(url, { headers: { pragma: 'no-cache', 'cache-control': 'no-cache' } });
    expect(cacheStatus(guestAgain)).toBe('HIT');
    expect(await guestAgain.text()).not.toContain('Tylko dla personelu');
    expect(hidden.id).toBeGreaterThan(0);
  });

  it("an administrator's change reaches guests within the answer's s-maxage", async () => {
    // An address of its own (the instances ignore the unknown query), so nginx keeps it from now.
    const url = `/api/videos/${videoId}?for=change`;
    expect(cacheStatus(await through(url))).toBe('MISS');
    expect(cacheStatus(await through(url))).toBe('HIT');
    const changed = await through(`/api/videos/${videoId}`, {
      method: 'PUT',
      headers: { ...auth(tokens.admin), 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Po zmianie' }),
    });
    expect(changed.status).toBe(200);
    const changedAt = Date.now();
    const limit = sharedLifetime('/api/videos/:id').sMaxAge * 1000;
    // Guests keep getting the kept copy until it expires, then the new one once one background
    // refresh has run (the 3 s margin is that refresh on a busy machine).
    let title = '';
    while (title !== 'Po zmianie') {
      expect(Date.now() - changedAt, 'the change took longer than s-maxage').toBeLessThan(limit + 3000);
      title = ((await (await through(url)).json()) as { video: { title: string } }).video.title;
      if (title !== 'Po zmianie') await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 30_000);

  it('lets a purchase, the checkout and the provider’s notifications through, never cached', async () => {
    const bought = await through(`/api/videopayments/${videoId}`, {
      method: 'POST',
      headers: { ...auth(tokens.owner), 'content-type': 'application/json' },
      body: JSON.stringify({ consent: true }),
    });
    expect(bought.status).toBe(200);
    expect(cacheStatus(bought)).toBeNull();
    const order = (await bought.json()) as { extOrderId: string; redirectUri: string };
    expect(order.redirectUri.startsWith(`${proxy.url}/sandbox/payu/pay`)).toBe(true);
    // The sandbox checkout's "Zapłać" button; its notification then comes back through nginx.
    const checkout = await (await fetch(order.redirectUri)).text();
    const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(checkout)?.[1] ?? '';
    const paid = await through('/sandbox/payu/pay', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ orderId: hidden('orderId'), token: hidden('token'), outcome: 'pay' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    await expect
      .poll(
        async () => {
          const res = await through(`/api/videopayments/${order.extOrderId}`, {
            headers: auth(tokens.owner),
          });
          expect(cacheStatus(res)).toBe('BYPASS');
          return ((await res.json()) as { status: string }).status;
        },
        { timeout: 20_000, interval: 200 },
      )
      .toBe('COMPLETED');
    // A forged notification, twice: both reach an instance (refused), neither from a cache.
    for (let i = 0; i < 2; i += 1) {
      const forged = await through('/api/payments/notify', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'openpayu-signature': 'signature=0;algorithm=MD5' },
        body: JSON.stringify({ order: { orderId: 'X', extOrderId: order.extOrderId, status: 'COMPLETED' } }),
      });
      expect(forged.status).toBeGreaterThanOrEqual(400);
      expect(cacheStatus(forged)).toBeNull();
    }
  }, 60_000);
});
