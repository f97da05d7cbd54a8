import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auth, createCallers } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { cutUploadHalfway, tusPatch } from '../../../../test/hosted-video-upload';
import { localVideoUploads } from './uploads.table';
import { uploadStore, videoPaths } from './store';
import { expireUploadsJob } from './package.job';
import type { JobContext } from '../../../jobs/queue';

/** tus 1.0.0 against the local provider (VIDEO_HOST=local): core, creation, expiration, termination. */

/** A fake MP4: the 'ftyp' box the container check reads, then filler. */
const mp4Bytes = (size: number) => {
  const bytes = Buffer.alloc(size, 7);
  bytes.writeUInt32BE(24, 0);
  bytes.write('ftypisom', 4, 'latin1');
  return bytes;
};

let t: TestApp;
let tokens: Awaited<ReturnType<typeof createCallers>>['tokens'];
beforeAll(async () => {
  t = await createTestApp();
  tokens = (await createCallers(t.ctx)).tokens;
});
afterAll(() => t.close());

const tus = { 'tus-resumable': '1.0.0' };
const admin = () => ({ ...auth(tokens.admin), ...tus });
const create = async (size: number, name = 'Wesele') => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/vimeo',
    headers: auth(tokens.admin),
    payload: { name, size, filename: 'wesele.mp4' },
  });
  expect(res.statusCode).toBe(200);
  return res.json().video as { upload_link: string; uri: string };
};
const patch = (link: string, offset: number, body: Buffer, headers: Record<string, string> = {}) =>
  tusPatch(t.app, auth(tokens.admin), link, offset, body, headers);
const head = (link: string) => t.app.inject({ method: 'HEAD', url: link, headers: admin() });

describe('creation', () => {
  it('POST /api/vimeo pre-creates the upload: HEAD answers offset 0, the length and the expiry', async () => {
    const video = await create(1000);
    expect(video.upload_link).toMatch(/^\/api\/vimeo\/tus\/\d+$/);
    expect(video.uri).toBe(`/videos/${video.upload_link.split('/').pop()}`);
    const res = await head(video.upload_link);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'upload-length': '1000',
      'cache-control': 'no-store',
    });
    expect(new Date(String(res.headers['upload-expires'])).getTime()).toBeGreaterThan(Date.now());
  });

  it('tus creation (POST with Upload-Length) answers 201 with the Location, and the video is in the list', async () => {
    const meta = `name ${Buffer.from('Próba').toString('base64')},filename ${Buffer.from('proba.mov').toString('base64')}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vimeo/tus',
      headers: { ...admin(), 'upload-length': '500', 'upload-metadata': meta },
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers.location).toMatch(/^\/api\/vimeo\/tus\/\d+$/);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/vimeo?q=Próba',
      headers: auth(tokens.admin),
    });
    expect(list.json().videos).toEqual([
      expect.objectContaining({
        name: 'Próba',
        status: 'NOT_UPLOADED',
        size: 500,
        upload_link: res.headers.location,
      }),
    ]);
  });

  it('over 10 GB: 413 through tus, the spec message through POST /api/vimeo; a wrong extension is refused', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/vimeo/tus',
      headers: { ...admin(), 'upload-length': String(11 * 1024 ** 3) },
    });
    expect(big.statusCode).toBe(413);
    const api = await t.app.inject({
      method: 'POST',
      url: '/api/vimeo',
      headers: auth(tokens.admin),
      payload: { name: 'x', size: 11 * 1024 ** 3 },
    });
    expect(api.statusCode).toBe(400);
    expect(api.json().formError).toEqual({ size: 'Plik może mieć najwyżej 10 GB.' });
    const ext = await t.app.inject({
      method: 'POST',
      url: '/api/vimeo',
      headers: auth(tokens.admin),
      payload: { name: 'x', size: 10, filename: 'film.exe' },
    });
    expect(ext.json().formError).toEqual({ filename: 'Złe rozszerzenie pliku.' });
    const noName = await t.app.inject({
      method: 'POST',
      url: '/api/vimeo',
      headers: auth(tokens.admin),
      payload: { name: ' ', size: 10 },
    });
    expect(noName.json().formError).toEqual({ name: 'Podaj nazwę wideo.' });
  });
});

describe('PATCH', () => {
  it('appends at the offset and answers the new one; the file holds exactly the bytes', async () => {
    const video = await create(100);
    const bytes = mp4Bytes(100);
    const first = await patch(video.upload_link, 0, bytes.subarray(0, 60));
    expect(first.statusCode).toBe(204);
    expect(first.headers['upload-offset']).toBe('60');
    const second = await patch(video.upload_link, 60, bytes.subarray(60));
    expect(second.headers['upload-offset']).toBe('100');
    const id = Number(video.upload_link.split('/').pop());
    expect(await readFile(videoPaths(t.ctx.config.paths.videos, id).source)).toEqual(bytes);
  });

  it('a wrong offset is 409 and writes nothing', async () => {
    const video = await create(100);
    expect((await patch(video.upload_link, 0, mp4Bytes(10))).statusCode).toBe(204);
    const res = await patch(video.upload_link, 5, Buffer.alloc(10));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Serwer ma inną część pliku. Wznów przesyłanie.');
    expect((await head(video.upload_link)).headers['upload-offset']).toBe('10');
  });

  it('a wrong content type is 415, a missing or wrong Tus-Resumable 412 with Tus-Version', async () => {
    const video = await create(100);
    const type = await patch(video.upload_link, 0, Buffer.alloc(10), { 'content-type': 'text/plain' });
    expect(type.statusCode).toBe(415);
    const version = await t.app.inject({
      method: 'PATCH',
      url: video.upload_link,
      headers: {
        ...auth(tokens.admin),
        'content-type': 'application/offset+octet-stream',
        'upload-offset': '0',
      },
      payload: Buffer.alloc(10),
    });
    expect(version.statusCode).toBe(412);
    expect(version.headers['tus-version']).toBe('1.0.0');
    expect(
      (await patch(video.upload_link, 0, Buffer.alloc(10), { 'tus-resumable': '0.2.2' })).statusCode,
    ).toBe(412);
    expect((await head(video.upload_link)).headers['upload-offset']).toBe('0');
  });

  it('more bytes than the upload holds is 413', async () => {
    const video = await create(20);
    const res = await patch(video.upload_link, 0, Buffer.alloc(30));
    expect(res.statusCode).toBe(413);
    expect((await head(video.upload_link)).headers['upload-offset']).toBe('0');
  });

  it('an upload another writer holds answers 423 (tus-js-client retries it)', async () => {
    const video = await create(20);
    const id = Number(video.upload_link.split('/').pop());
    const lease = await uploadStore.claim(t.ctx.db, id, 0);
    expect(lease).not.toBeNull();
    expect((await patch(video.upload_link, 0, Buffer.alloc(5))).statusCode).toBe(423);
    await uploadStore.release(t.ctx.db, id, lease!, 0);
    expect((await patch(video.upload_link, 0, Buffer.alloc(5))).statusCode).toBe(204);
  });

  it('two writers racing for one offset: one writes, the other is refused (423 or 409), the bytes are whole', async () => {
    const video = await create(200_000);
    const bytes = mp4Bytes(200_000);
    const [a, b] = await Promise.all([
      patch(video.upload_link, 0, bytes),
      patch(video.upload_link, 0, bytes),
    ]);
    const statuses = [a.statusCode, b.statusCode];
    expect(statuses.filter((status) => status === 204)).toHaveLength(1);
    expect([409, 423]).toContain(statuses.find((status) => status !== 204));
    const id = Number(video.upload_link.split('/').pop());
    expect(await readFile(videoPaths(t.ctx.config.paths.videos, id).source)).toEqual(bytes);
  });
});

describe('resume, termination, expiry', () => {
  it('resumes after a cut connection from the offset the server kept, and finalize accepts the whole file', async () => {
    const size = 4 * 1024 * 1024;
    const bytes = mp4Bytes(size);
    for (let i = 24; i < size; i += 1) bytes[i] = i % 251;
    const video = await create(size);
    // Half the body with the whole length announced, then the socket cut: the server keeps what
    // arrived and gives the lease back once it sees the cut.
    await cutUploadHalfway(t.app, t.ctx.db, auth(tokens.admin), video.upload_link, bytes);
    const offset = Number((await head(video.upload_link)).headers['upload-offset']);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThan(size);
    const rest = await patch(video.upload_link, offset, bytes.subarray(offset));
    expect(rest.headers['upload-offset']).toBe(String(size));
    const id = video.upload_link.split('/').pop()!;
    const file = await readFile(videoPaths(t.ctx.config.paths.videos, Number(id)).source);
    expect(createHash('sha256').update(file).digest('hex')).toBe(
      createHash('sha256').update(bytes).digest('hex'),
    );
    const finalized = await t.app.inject({
      method: 'PATCH',
      url: `/api/vimeo/${id}`,
      headers: auth(tokens.admin),
    });
    expect(finalized.json().video).toMatchObject({
      status: 'UPLOADED',
      upload_link: null,
      packaging: { state: 'waiting' },
    });
  });

  it('finalize refuses a transfer that is not finished, and a file that is no video', async () => {
    const video = await create(50);
    const id = video.upload_link.split('/').pop()!;
    await patch(video.upload_link, 0, Buffer.alloc(20));
    const early = await t.app.inject({
      method: 'PATCH',
      url: `/api/vimeo/${id}`,
      headers: auth(tokens.admin),
    });
    expect(early.statusCode).toBe(409);
    await patch(video.upload_link, 20, Buffer.alloc(30));
    const wrong = await t.app.inject({
      method: 'PATCH',
      url: `/api/vimeo/${id}`,
      headers: auth(tokens.admin),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('Wystąpił błąd. Upewnij się, że wybrałeś/aś dobry plik.');
  });

  it('termination removes the upload and its bytes; HEAD and PATCH then answer 404', async () => {
    const video = await create(10);
    await patch(video.upload_link, 0, mp4Bytes(10).subarray(0, 5));
    const res = await t.app.inject({ method: 'DELETE', url: video.upload_link, headers: admin() });
    expect(res.statusCode).toBe(204);
    expect((await head(video.upload_link)).statusCode).toBe(404);
    expect((await patch(video.upload_link, 5, Buffer.alloc(5))).statusCode).toBe(404);
    await expect(
      readFile(videoPaths(t.ctx.config.paths.videos, Number(video.upload_link.split('/').pop())).source),
    ).rejects.toThrow();
  });

  it('an expired upload answers 410 and the cleanup removes it', async () => {
    const video = await create(10);
    const id = Number(video.upload_link.split('/').pop());
    expect((await patch(video.upload_link, 0, mp4Bytes(10).subarray(0, 5))).statusCode).toBe(204);
    expect((await readFile(videoPaths(t.ctx.config.paths.videos, id).source)).length).toBe(5);
    await t.ctx.db
      .update(localVideoUploads)
      .set({ expires_at: sql`now() - interval '1 minute'` })
      .where(eq(localVideoUploads.id, id));
    expect((await head(video.upload_link)).statusCode).toBe(410);
    expect((await patch(video.upload_link, 5, Buffer.alloc(5))).statusCode).toBe(410);
    expect((await uploadStore.expired(t.ctx.db)).map((row) => row.id)).toContain(id);
    await expireUploadsJob.handler({}, { db: t.ctx.db, ctx: t.ctx } as JobContext);
    expect(await uploadStore.get(t.ctx.db, id)).toBeNull();
    await expect(readFile(videoPaths(t.ctx.config.paths.videos, id).source)).rejects.toThrow();
  });
});

describe('only admins upload', () => {
  it('a viewer cannot create, look at, write or end an upload; a guest neither', async () => {
    const video = await create(10);
    const viewer = { ...auth(tokens.owner), ...tus };
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/vimeo',
          headers: auth(tokens.owner),
          payload: { name: 'x', size: 10 },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/vimeo/tus',
          headers: { ...viewer, 'upload-length': '10' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'HEAD', url: video.upload_link, headers: viewer })).statusCode).toBe(
      403,
    );
    const write = await t.app.inject({
      method: 'PATCH',
      url: video.upload_link,
      headers: { ...viewer, 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' },
      payload: Buffer.alloc(10),
    });
    expect(write.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: video.upload_link, headers: viewer })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'PATCH', url: video.upload_link, headers: tus })).statusCode).toBe(
      401,
    );
    expect((await head(video.upload_link)).headers['upload-offset']).toBe('0');
  });
});
