import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { expect } from 'vitest';
import type { Config } from '../src/config';
import type { AppContext } from '../src/context';
import type { JobContext } from '../src/jobs/queue';
import { packageVideoJob } from '../src/adapters/video-host/local/package.job';
import { uploadStore } from '../src/adapters/video-host/local/store';

/**
 * A hosted video (VIDEO_HOST=local) put up the way the admin panel's tus-js-client does it:
 * POST /api/vimeo pre-creates the upload, tus PATCHes carry the bytes, PATCH /api/vimeo/{id}
 * finalizes, and the packaging job (run here as a worker would) makes it playable. `headers` are
 * an administrator's (auth(token)); `app` may be any instance on the database.
 */
type Headers = Record<string, string>;

export const TUS_RESUMABLE = { 'tus-resumable': '1.0.0' } as const;

/** One tus PATCH of `body` at `offset` (`extra` overrides a header, to test a wrong one). */
export const tusPatch = (
  app: FastifyInstance,
  headers: Headers,
  link: string,
  offset: number,
  body: Buffer,
  extra: Headers = {},
) =>
  app.inject({
    method: 'PATCH',
    url: link,
    headers: {
      ...headers,
      ...TUS_RESUMABLE,
      'content-type': 'application/offset+octet-stream',
      'upload-offset': String(offset),
      ...extra,
    },
    payload: body,
  });

/** POST /api/vimeo: the upload's tus link and its provider id. */
export const createHostedUpload = async (
  app: FastifyInstance,
  headers: Headers,
  name: string,
  size: number,
) => {
  const created = await app.inject({ method: 'POST', url: '/api/vimeo', headers, payload: { name, size } });
  expect(created.statusCode, created.body).toBe(200);
  const link = created.json().video.upload_link as string;
  return { link, id: link.split('/').pop()! };
};

/** PATCH /api/vimeo/{id}: every byte is there and the container is recognised. */
export const finalizeHostedUpload = async (app: FastifyInstance, headers: Headers, id: string) => {
  const done = await app.inject({ method: 'PATCH', url: `/api/vimeo/${id}`, headers });
  expect(done.json(), done.body).toHaveProperty('video.status', 'UPLOADED');
};

/** The whole file in one PATCH, finalized: answers the provider id (progressive until packaged). */
export const uploadHostedVideo = async (
  app: FastifyInstance,
  headers: Headers,
  bytes: Buffer,
  name = 'Wesele',
) => {
  const { link, id } = await createHostedUpload(app, headers, name, bytes.length);
  expect((await tusPatch(app, headers, link, 0, bytes)).statusCode).toBe(204);
  await finalizeHostedUpload(app, headers, id);
  return id;
};

/**
 * Runs the packaging job for one upload on `ctx`'s instance (`config` to change FFMPEG_PATH) and
 * expects it ready to play: HLS, or progressive MP4 when there is no ffmpeg.
 */
export const packageHostedVideo = async (
  ctx: AppContext,
  id: string | number,
  config: Config = ctx.config,
) => {
  const uploadId = Number(id);
  await packageVideoJob.handler({ uploadId }, {
    id: `test-${uploadId}-${Date.now()}`,
    name: packageVideoJob.name,
    attempt: 1,
    signal: new AbortController().signal,
    log: pino({ level: 'silent' }),
    db: ctx.db,
    ctx: { ...ctx, config },
  } as JobContext);
  const state = (await uploadStore.get(ctx.db, uploadId))?.packaging_state;
  expect(['hls', 'progressive']).toContain(state);
  return state as 'hls' | 'progressive';
};

/** Listens on a loopback port (once per app) and answers it: for requests inject cannot make. */
const portOf = async (app: FastifyInstance) => {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
};

/** A tus PATCH at offset 0 over a real socket announcing all of `bytes`; nothing sent yet. */
const openPatch = (port: number, headers: Headers, link: string, bytes: Buffer) =>
  http.request({
    host: '127.0.0.1',
    port,
    method: 'PATCH',
    path: link,
    headers: {
      ...headers,
      ...TUS_RESUMABLE,
      'content-type': 'application/offset+octet-stream',
      'upload-offset': '0',
      'content-length': String(bytes.length),
    },
  });

/**
 * Over a real socket (the app starts listening), sends the first half of `bytes` with the whole
 * length announced, then cuts the connection, and waits until the server has kept what arrived
 * and given the writer's lease back: what a viewer's dropped Wi-Fi leaves behind.
 */
export const cutUploadHalfway = async (
  app: FastifyInstance,
  db: AppContext['db'],
  headers: Headers,
  link: string,
  bytes: Buffer,
) => {
  const request = openPatch(await portOf(app), headers, link, bytes);
  await new Promise<void>((resolve) => {
    request.on('error', () => resolve());
    request.write(bytes.subarray(0, bytes.length / 2), () => setImmediate(() => request.destroy()));
    request.on('close', () => resolve());
  });
  const id = Number(link.split('/').pop());
  const kept = async () => {
    const row = await uploadStore.get(db, id);
    return !!row && row.lock_token === null && row.upload_offset > 0;
  };
  await expect.poll(kept, { timeout: 15_000 }).toBe(true);
};

/**
 * Over a real socket, sends the first half of `bytes` (the whole length announced) and waits until
 * the server holds the writer's lease: a PATCH caught while its bytes flow. `finish` sends the rest
 * and answers the server's reply.
 */
export const holdUploadHalfway = async (
  app: FastifyInstance,
  db: AppContext['db'],
  headers: Headers,
  link: string,
  bytes: Buffer,
) => {
  const request = openPatch(await portOf(app), headers, link, bytes);
  const answer = new Promise<{ statusCode: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve({ statusCode: response.statusCode!, headers: response.headers }));
    });
  });
  const half = Math.floor(bytes.length / 2);
  request.write(bytes.subarray(0, half));
  const id = Number(link.split('/').pop());
  const held = async () => (await uploadStore.get(db, id))?.lock_token ?? null;
  await expect.poll(held, { timeout: 15_000 }).not.toBeNull();
  return {
    finish: () => {
      request.end(bytes.subarray(half));
      return answer;
    },
  };
};
