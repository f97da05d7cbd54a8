import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../../app';
import type { AppContext } from '../../../context';
import { createBanService } from '../../../modules/bans';
import { staticGeoIp } from '../../geoip';
import { auth, createCallers } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { testConfig } from '../../../../test/test-config';
import { createVideo } from '../../../../test/catalog-fixtures';
import { makeTestVideo } from '../../../../test/video-fixture';
import { startS3Server, type TestS3Server } from '../../../../test/s3-server';
import {
  createHostedUpload,
  cutUploadHalfway,
  finalizeHostedUpload,
  packageHostedVideo,
  tusPatch,
} from '../../../../test/hosted-video-upload';
import { createVideoObjects } from './objects';

/**
 * Hosted video with STORAGE=s3 against a real S3-compatible server (s3rver) on loopback, through
 * two instances on one database, each with its own DATA_DIR: the upload goes through A and B,
 * the packaging runs on B, playback works through either, and no video byte lands on an
 * instance's disk. Media comes from the bucket by presigned addresses, handed out only after the
 * same access checks as on local disk.
 */
const bucket = 'scena-video';
let storage: TestS3Server;
let endpoint: string;
let a: TestApp;
let b: { app: TestApp['app']; ctx: AppContext };
let callers: Awaited<ReturnType<typeof createCallers>>;
let video: Buffer;

const s3Env = () => storage.env();

beforeAll(async () => {
  storage = await startS3Server(bucket);
  endpoint = storage.endpoint;
  a = await createTestApp({ env: s3Env() });
  const second = await buildApp({
    config: testConfig(s3Env()),
    database: a.database,
    geoip: staticGeoIp(),
    logger: false,
    serveWeb: false,
  });
  await second.app.ready();
  b = second;
  callers = await createCallers(a.ctx);
  video = await makeTestVideo();
});
afterAll(async () => {
  await b?.app.close();
  await a?.close();
  await storage?.close();
});

const admin = () => auth(callers.tokens.admin);
const keys = (prefix: string) => storage.keys(prefix);
const objectBytes = (key: string) => storage.objectBytes(key);
/** Files under an instance's DATA_DIR/videos (none expected: the bucket holds them). */
const localFiles = async (ctx: AppContext) =>
  (await readdir(ctx.config.paths.videos, { recursive: true }).catch(() => [])).length;
const runJob = (uploadId: number, ctx: AppContext) => packageHostedVideo(ctx, uploadId);
const patch = (app: TestApp['app'], link: string, offset: number, body: Buffer) =>
  tusPatch(app, admin(), link, offset, body);

/** The first `first` bytes through A, the rest through B, finalized on A: answers the provider id. */
const uploadAcross = async (first = Math.floor(video.length / 2)) => {
  const { link, id } = await createHostedUpload(a.app, admin(), 'Premiera', video.length);
  expect((await patch(a.app, link, 0, video.subarray(0, first))).statusCode).toBe(204);
  const rest = await patch(b.app, link, first, video.subarray(first));
  expect(rest.headers['upload-offset']).toBe(String(video.length));
  await finalizeHostedUpload(a.app, admin(), id);
  return id;
};
const playback = (app: TestApp['app'], id: string, token = callers.tokens.admin) =>
  app.inject({ method: 'GET', url: `/api/vimeo/${id}/playback`, headers: auth(token) });
const children = (playlist: string) => playlist.split('\n').filter((line) => line && !line.startsWith('#'));

describe('hosted video in the bucket, across two instances', () => {
  let id: string;
  beforeAll(async () => {
    id = await uploadAcross();
  });

  it('tus bytes go to the bucket, not to either disk; the video is not playable before packaging', async () => {
    expect(await keys(`videos/${id}/chunks/`)).toHaveLength(2);
    expect(await localFiles(a.ctx)).toBe(0);
    expect(await localFiles(b.ctx)).toBe(0);
    const early = await playback(a.app, id);
    expect(early.statusCode).toBe(409);
  });

  it('B packages: source and HLS land in the bucket, the chunks and the temporary folder are gone', async () => {
    await runJob(Number(id), b.ctx);
    const stored = await keys(`videos/${id}/`);
    expect(stored).toContain(`videos/${id}/source`);
    expect(stored).toContain(`videos/${id}/hls/index.m3u8`);
    expect(stored.some((key) => /hls\/seg_\d{5}\.ts$/.test(key))).toBe(true);
    expect(stored.filter((key) => key.includes('/chunks/'))).toEqual([]);
    expect(await objectBytes(`videos/${id}/source`)).toEqual(video);
    expect(await localFiles(b.ctx)).toBe(0);
    const list = await a.app.inject({ method: 'GET', url: '/api/vimeo', headers: admin() });
    expect(list.json().videos.find((v: { id: string }) => v.id === id).packaging.state).toBe('hls');
  });

  it('plays through A and B: the playlist names presigned segments the bucket serves; subtitles redirect there', async () => {
    const sub = await b.app.inject({
      method: 'POST',
      url: `/api/vimeo/${id}/subtitles`,
      headers: admin(),
      payload: { name: 'Polski', subtitleContent: 'WEBVTT\n\n00:00:00.500 --> 00:00:01.500\nDzień dobry\n' },
    });
    expect(sub.statusCode).toBe(200);
    for (const [issuer, player] of [
      [a, b],
      [b, a],
    ] as const) {
      const play = (await playback(issuer.app, id)).json().playback;
      expect(play.kind).toBe('hls');
      const list = await player.app.inject({ method: 'GET', url: play.url });
      expect(list.statusCode).toBe(200);
      const segments = children(list.body);
      expect(segments.length).toBeGreaterThan(0);
      for (const segment of segments)
        expect(segment).toMatch(
          new RegExp(`^${endpoint}/${bucket}/videos/${id}/hls/seg_\\d{5}\\.ts\\?.*X-Amz-Signature=`),
        );
      const media = await fetch(segments[0]!, { headers: { range: 'bytes=0-187' } });
      expect(media.status).toBe(206);
      expect(media.headers.get('content-type')).toBe('video/mp2t');
      expect(new Uint8Array(await media.arrayBuffer())[0]).toBe(0x47);
      const vtt = await player.app.inject({ method: 'GET', url: play.tracks[0].url });
      expect(vtt.statusCode).toBe(302);
      expect(await (await fetch(vtt.headers.location!)).text()).toContain('Dzień dobry');
    }
  });

  it('a viewer without access gets no address; one who loses access (a ban) is refused at the next playlist', async () => {
    const denied = await playback(b.app, id, callers.tokens.owner);
    expect(denied.statusCode).toBe(403);
    expect(denied.body).not.toContain('X-Amz');
    await createVideo(a, callers.tokens.admin, { title: 'Za darmo', video_link: id, video_price: 0 });
    const allowed = await playback(a.app, id, callers.tokens.other);
    expect(allowed.statusCode).toBe(200);
    const url = allowed.json().playback.url as string;
    const before = await b.app.inject({ method: 'GET', url });
    expect(before.statusCode).toBe(200);
    expect(before.body).toContain('X-Amz-Signature');
    await createBanService(a.ctx).banUser(callers.other.id, { forever: true });
    const after = await b.app.inject({ method: 'GET', url });
    expect(after.statusCode).toBe(403);
    expect(after.body).not.toContain('X-Amz');
  });

  it('purge removes every object of the video', async () => {
    const other = await uploadAcross();
    await runJob(Number(other), a.ctx);
    expect((await keys(`videos/${other}/`)).length).toBeGreaterThan(2);
    const purged = await b.app.inject({ method: 'POST', url: `/api/vimeo/${other}/purge`, headers: admin() });
    expect(purged.json()).toEqual({ deleted: true });
    expect(await keys(`videos/${other}/`)).toEqual([]);
  });
});

describe('the browser may fetch media from the bucket', () => {
  it('the CSP allows the S3 endpoint for media and player requests, nothing more', async () => {
    const csp = (await a.app.inject({ method: 'GET', url: '/api/health' })).headers[
      'content-security-policy'
    ] as string;
    expect(csp).toContain(`media-src 'self' blob: ${endpoint}`);
    expect(csp).toContain(`connect-src 'self' ${endpoint}`);
  });
});

describe('without ffmpeg, from the bucket', () => {
  it('the joined source plays progressively: the address redirects to a presigned one that answers Range', async () => {
    // A first chunk of 5 bytes: finalize reads the container's signature across two chunks.
    const id = await uploadAcross(5);
    await runJob(Number(id), { ...b.ctx, config: { ...b.ctx.config, FFMPEG_PATH: 'none' } });
    const play = (await playback(b.app, id)).json().playback;
    expect(play.kind).toBe('mp4');
    const redirect = await a.app.inject({ method: 'GET', url: play.url });
    expect(redirect.statusCode).toBe(302);
    const part = await fetch(redirect.headers.location!, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(video.subarray(0, 100));
  });
});

describe('a cut connection', () => {
  it('keeps what arrived as a chunk in the bucket; the upload resumes through the other instance', async () => {
    const size = 4 * 1024 * 1024;
    const bytes = Buffer.alloc(size);
    for (let i = 0; i < size; i += 1) bytes[i] = i % 251;
    bytes.write('\0\0\0\x18ftypisom', 0, 'latin1');
    const { link, id } = await createHostedUpload(a.app, admin(), 'Przerwane', size);
    await cutUploadHalfway(a.app, a.ctx.db, admin(), link, bytes);
    const head = await b.app.inject({
      method: 'HEAD',
      url: link,
      headers: { ...admin(), 'tus-resumable': '1.0.0' },
    });
    const offset = Number(head.headers['upload-offset']);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThan(size);
    expect(await keys(`videos/${id}/chunks/`)).toHaveLength(1);
    expect((await patch(b.app, link, offset, bytes.subarray(offset))).headers['upload-offset']).toBe(
      String(size),
    );
    await finalizeHostedUpload(b.app, admin(), id);
    await runJob(Number(id), { ...a.ctx, config: { ...a.ctx.config, FFMPEG_PATH: 'none' } });
    expect((await objectBytes(`videos/${id}/source`)).equals(bytes)).toBe(true);
  });
});

describe('large files', () => {
  it('go up as a multipart upload, byte for byte', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'scena-multipart-'));
    const file = path.join(dir, 'big');
    const bytes = Buffer.alloc(11 * 1024 ** 2);
    for (let i = 0; i < bytes.length; i += 4096) bytes.writeUInt32BE(i, i);
    await writeFile(file, bytes);
    const objects = createVideoObjects(storage.s3, bucket, 5 * 1024 ** 2);
    await objects.putFile(999_999, 'source', file, bytes.length, 'video/mp4');
    const stored = await objectBytes('videos/999999/source');
    expect(stored.length).toBe(bytes.length);
    expect(stored.equals(bytes)).toBe(true);
    await objects.removeAll(999_999);
    await rm(dir, { recursive: true, force: true });
  });
});
