import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('serving the built web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'scena-dist-'));
    await fs.mkdir(path.join(dist, 'assets'));
    await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    await fs.writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await createTestApp({ env: { WEB_DIST_DIR: dist }, serveWeb: true });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it('answers deep links with index.html (SPA fallback), never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wydarzenie/hamlet?ogladaj=true' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('id="root"');
  });

  it('serves hashed assets with a long cache, and picks up files added after start', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    await fs.writeFile(path.join(dist, 'assets', 'late-999.js'), 'console.log(2)');
    expect((await t.app.inject({ method: 'GET', url: '/assets/late-999.js' })).statusCode).toBe(200);
  });

  it('answers a missing asset or API path with a 404 error body, not index.html', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/gone-000.js' });
    expect(asset.statusCode).toBe(404);
    expect(asset.json()).toMatchObject({ statusCode: 404 });
    const api = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(api.statusCode).toBe(404);
  });
});
