import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../../../test/s3-server';
import { createVideoObjects, type VideoObjects } from './objects';

/**
 * Players fetch presigned media from the bucket, another origin than the site's, so the bucket
 * needs the CORS rule README documents (deploy/s3/cors.json). Against a real S3-compatible server
 * (s3rver answers CORS only by the bucket's rules, as S3 does): without the rule a player's
 * request is refused; with it the site's origin may GET with Range and read the range headers;
 * another origin, or a header the player never sends, stays refused. The browser journey
 * (e2e/hosted-video-s3.spec.ts) plays a video under the same rule.
 */
const bucket = 'scena-cors';
const site = 'https://bilety.teatr.example.org';
let storage: TestS3Server;
let objects: VideoObjects;

beforeAll(async () => {
  storage = await startS3Server(bucket);
  objects = createVideoObjects(storage.s3, bucket);
  await objects.putText(7, 'hls/seg_00000.ts', 'G'.repeat(376), 'video/mp2t');
});
afterAll(async () => {
  await storage?.close();
});

const preflight = (url: string, origin: string, headers = 'range') =>
  fetch(url, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': headers },
  });

describe('the documented bucket CORS rule', () => {
  it('is needed: without it the bucket refuses a cross-origin player', async () => {
    const url = await objects.presign(7, 'hls/seg_00000.ts', 60);
    expect((await preflight(url, site)).status).toBe(403);
    const media = await fetch(url, { headers: { origin: site } });
    expect(media.status).toBe(200);
    expect(media.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("lets the site's origin read a presigned segment with Range, and nothing more", async () => {
    await storage.allowOrigin(site);
    const url = await objects.presign(7, 'hls/seg_00000.ts', 60);
    const allowed = await preflight(url, site);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-methods')).toBe('GET, HEAD');
    expect(allowed.headers.get('access-control-allow-headers')).toBe('range');
    const media = await fetch(url, { headers: { origin: site, range: 'bytes=0-187' } });
    expect(media.status).toBe(206);
    expect(media.headers.get('access-control-allow-origin')).toBe(site);
    expect(media.headers.get('access-control-expose-headers')).toContain('Content-Range');
    expect((await preflight(url, 'https://obcy.example.com')).status).toBe(403);
    expect((await preflight(url, site, 'x-auth-token')).status).toBe(403);
    const put = await fetch(url, {
      method: 'OPTIONS',
      headers: { origin: site, 'access-control-request-method': 'PUT' },
    });
    expect(put.status).toBe(403);
  });
});
