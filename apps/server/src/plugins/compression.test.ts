import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import zlib from 'node:zlib';
import { createTestAppWithTokens, type TestApp } from '../../test/test-app';

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

describe('compression of API answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    const setup = await createTestAppWithTokens();
    t = setup.t;
    // A long info bar makes the public app config a JSON answer well above the 1 KB threshold.
    const info = 'Spektakl przeniesiony na 20:00. '.repeat(30);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/appconfig',
      payload: { info_bar: info },
      headers: { 'x-auth-token': setup.tokens.admin },
    });
    expect(put.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const LARGE = '/api/appconfig';

  it('compresses a JSON answer above 1 KB with brotli, or gzip when only that is accepted', async () => {
    const plain = await t.app.inject({ method: 'GET', url: LARGE });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await t.app.inject({ method: 'GET', url: LARGE, headers: BROWSER });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    // The public config is a cached shared answer (see "The public read path"); compression keeps its header.
    expect(br.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=/);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());

    const gzip = await t.app.inject({ method: 'GET', url: LARGE, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());

    // zstd and deflate alone are not offered: the answer goes out as it is.
    const other = await t.app.inject({
      method: 'GET',
      url: LARGE,
      headers: { 'accept-encoding': 'zstd, deflate' },
    });
    expect(other.headers['content-encoding']).toBeUndefined();
    expect(other.json()).toEqual(plain.json());
  });

  it('leaves small answers (health, a 404 body) uncompressed', async () => {
    for (const url of ['/api/health', '/api/does-not-exist']) {
      const res = await t.app.inject({ method: 'GET', url, headers: BROWSER });
      expect(res.rawPayload.length, url).toBeLessThan(1024);
      expect(res.headers['content-encoding'], url).toBeUndefined();
      expect(res.json()).toBeTypeOf('object');
    }
  });

  it('streams stored images as they are: no compression, the length and bytes intact', async () => {
    const bytes = Buffer.alloc(64 * 1024, 7); // very compressible, yet an image type: never compressed
    const url = await t.ctx.storage.put(`${'ab'.repeat(16)}.png`, bytes);
    const res = await t.app.inject({ method: 'GET', url, headers: BROWSER });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(bytes.length));
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });

  it('does not decompress request bodies (a compressed body is refused like any unreadable one)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: zlib.gzipSync(
        JSON.stringify({ email: 'a@example.com', password: 'Niepoprawne1!', remember: false }),
      ),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400 });
  });
});
