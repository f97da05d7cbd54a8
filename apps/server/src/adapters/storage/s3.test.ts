import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs/promises';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auth, createCallers, type CallerTokens } from '../../../test/factories';
import { form, htmlFile, image, validVideo } from '../../../test/catalog-fixtures';
import { startS3Server, type TestS3Server } from '../../../test/s3-server';

/**
 * STORAGE=s3 against a real S3-compatible server (s3rver) on loopback: SigV4, path-style
 * addressing, objects on its own temporary directory. The app is built from the same variables
 * an operator sets, so config validation and adapter choice are covered too.
 */
let bucket: TestS3Server;
const s3Env = (extra: Record<string, string> = {}) => bucket.env(extra);
const keys = () => bucket.keys();
const objectBytes = (key: string) => bucket.objectBytes(key);

beforeAll(async () => {
  bucket = await startS3Server('scena-test');
});
afterAll(() => bucket?.close());

describe('S3 storage configuration', () => {
  it('refuses to start with STORAGE=s3 and a missing variable, naming it', () => {
    const env = s3Env();
    delete (env as Partial<typeof env>).S3_BUCKET;
    expect(() => loadConfig(env)).toThrow(/S3_BUCKET: required when STORAGE=s3/);
    expect(() => loadConfig({ ...s3Env(), S3_SECRET_ACCESS_KEY: '' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(loadConfig({}).STORAGE).toBe('local');
  });
});

describe('images on S3', () => {
  let t: TestApp;
  let tokens: CallerTokens;
  beforeAll(async () => {
    t = await createTestApp({ env: s3Env() });
    ({ tokens } = await createCallers(t.ctx));
  });
  afterAll(() => t.close());

  it('stores an upload in the bucket, serves the same bytes at /uploads/<name> with the same headers, and deletes it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/videos/',
      headers: auth(tokens.admin),
      payload: form(validVideo(), {
        image_link: await image('png'),
        thumb_link: [await image('jpeg'), 'x.jpg', 'image/jpeg'],
      }) as never,
    });
    expect(res.statusCode).toBe(200);
    const { id, image_link, thumb_link } = res.json().video as {
      id: number;
      image_link: string;
      thumb_link: string;
    };
    const names = [image_link, thumb_link].map((url) => url.replace('/uploads/', ''));
    expect(image_link).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect(await keys()).toEqual(expect.arrayContaining(names));
    // Nothing on local disk: the bucket is the only copy.
    await expect(fs.readdir(t.ctx.config.paths.uploads)).rejects.toThrow();

    for (const [url, type] of [
      [image_link, 'image/png'],
      [thumb_link, 'image/jpeg'],
    ] as const) {
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.rawPayload.equals(await objectBytes(url.replace('/uploads/', '')))).toBe(true);
      expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
    }

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/videos/${id}`,
      headers: auth(tokens.admin),
    });
    expect(removed.statusCode).toBe(200);
    const left = await keys();
    expect(left).not.toContain(names[0]);
    expect(left).not.toContain(names[1]);
    expect((await t.app.inject({ method: 'GET', url: image_link })).statusCode).toBe(404);
  });

  it('still checks images by content: a disguised HTML file is refused and nothing reaches the bucket', async () => {
    const before = await keys();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/videos/',
      headers: auth(tokens.admin),
      payload: form(validVideo(), { image_link: [htmlFile, 'poster.png', 'image/png'] }) as never,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().formError.image_link).toBe('Niepoprawny plik. Dozwolone są tylko obrazy JPG lub PNG.');
    expect(await keys()).toEqual(before);
  });

  it('answers 404 for a missing object and never asks the bucket for a name the server did not choose', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${'ab'.repeat(16)}.png` })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/uploads/..%2Fsecret.png' })).statusCode).toBe(404);
    await expect(t.ctx.storage.put('x.html', Buffer.from('<b>'))).rejects.toThrow();
  });
});

describe('S3 storage with a public address (S3_PUBLIC_URL)', () => {
  it('redirects /uploads/<name> to the bucket and lets pages load images from it', async () => {
    const t = await createTestApp({ env: s3Env({ S3_PUBLIC_URL: 'https://cdn.example.test/scena/' }) });
    try {
      const name = `${'cd'.repeat(16)}.jpg`;
      const res = await t.app.inject({ method: 'GET', url: `/uploads/${name}` });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`https://cdn.example.test/scena/${name}`);
      expect(res.headers['content-security-policy']).toMatch(
        /img-src 'self' data: blob: https:\/\/cdn\.example\.test[;]/,
      );
      expect((await t.app.inject({ method: 'GET', url: '/uploads/x.html' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
