import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { decodedBody } from '../../test/decoded-body';
import { createTestApp, type TestApp } from '../../test/test-app';

const INDEX = '<!doctype html><div id="root"></div>';
const CHUNK = `console.log(${JSON.stringify('scena '.repeat(400))})`;

/** A file and its precompressed siblings, as the web build writes them (apps/web/vite.config.ts). */
const writeWithVariants = async (file: string, text: string) => {
  await fs.writeFile(file, text);
  await fs.writeFile(`${file}.br`, zlib.brotliCompressSync(text));
  await fs.writeFile(`${file}.gz`, zlib.gzipSync(text));
};

const SUFFIX: Record<string, string> = { br: '.br', gzip: '.gz' };

const decoded = (res: Parameters<typeof decodedBody>[0]): string => decodedBody(res).toString('utf8');

describe('serving the built web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'scena-dist-'));
    await fs.mkdir(path.join(dist, 'assets'));
    await writeWithVariants(path.join(dist, 'index.html'), INDEX);
    await writeWithVariants(path.join(dist, 'assets', 'app-abc123.js'), CHUNK);
    // A map left in the build (an older build, a copy by hand) must still never be served.
    await fs.writeFile(
      path.join(dist, 'assets', 'app-abc123.js.map'),
      '{"version":3,"sources":["src/app/admin/AdminPanel.tsx"]}',
    );
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
    expect(res.headers['cache-control']).toBe('no-cache');
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

  it('never serves source maps, even one lying in the build', async () => {
    for (const url of [
      '/assets/app-abc123.js.map',
      '/assets/APP-abc123.js.map',
      '/assets/app-abc123.js.map?x=1',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br, gzip, deflate' },
      });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('AdminPanel');
    }
  });

  describe('picks the precompressed file the browser accepts', () => {
    const cases = [
      { accept: 'gzip, deflate, br, zstd', encoding: 'br' },
      { accept: 'br, gzip, deflate', encoding: 'br' },
      { accept: 'gzip, deflate', encoding: 'gzip' },
      { accept: 'br;q=0.5, gzip', encoding: 'gzip' },
      { accept: 'identity', encoding: undefined },
      { accept: undefined, encoding: undefined },
    ];
    for (const { accept, encoding } of cases) {
      it(`Accept-Encoding ${accept ?? '(none)'} → ${encoding ?? 'identity'}`, async () => {
        const res = await t.app.inject({
          method: 'GET',
          url: '/assets/app-abc123.js',
          headers: accept ? { 'accept-encoding': accept } : {},
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.headers['content-type']).toMatch(/javascript/);
        expect(res.headers['cache-control']).toContain('immutable');
        expect(decoded(res)).toBe(CHUNK);
        // The very file the build wrote (not compressed again per request), with its length.
        const sent = path.join(dist, 'assets', `app-abc123.js${encoding ? SUFFIX[encoding] : ''}`);
        expect(res.rawPayload.equals(await fs.readFile(sent))).toBe(true);
        expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
      });
    }
  });

  it('sends index.html compressed for the root and for the SPA fallback, still never cached', async () => {
    for (const url of ['/', '/logowanie']) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br, gzip, deflate' },
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(decoded(res)).toBe(INDEX);
      expect(res.rawPayload.equals(await fs.readFile(path.join(dist, 'index.html.br')))).toBe(true);
    }
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/strona-glowna',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(INDEX);
  });

  it('answers a repeat visit of a hashed asset with 304 on its ETag, in every encoding', async () => {
    for (const accept of ['br', 'gzip', 'identity']) {
      const first = await t.app.inject({
        method: 'GET',
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': accept },
      });
      const etag = String(first.headers.etag);
      expect(first.headers.etag, accept).toBeTruthy();
      expect(first.headers['last-modified'], accept).toBeTruthy();
      const again = await t.app.inject({
        method: 'GET',
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': accept, 'if-none-match': `"other", ${etag}` },
      });
      expect(again.statusCode, accept).toBe(304);
      expect(again.rawPayload, accept).toHaveLength(0);
    }
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
  });

  it('serves other names in assets/ safely (a dot file, a directory, an unlisted type) and never a map', async () => {
    await fs.writeFile(path.join(dist, 'assets', 'notes-1.txt'), 'plain text');
    const txt = await t.app.inject({ method: 'GET', url: '/assets/notes-1.txt' });
    expect(txt.statusCode).toBe(200);
    expect(txt.body).toBe('plain text');
    for (const url of [
      '/assets/.hidden.js',
      '/assets/../index.html',
      '/assets/sub/x.js',
      '/assets/app-abc123.js.map',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).not.toBe(500);
      expect(res.body, url).not.toContain('AdminPanel');
      if (url.endsWith('.map')) expect(res.statusCode).toBe(404);
    }
  });
});
