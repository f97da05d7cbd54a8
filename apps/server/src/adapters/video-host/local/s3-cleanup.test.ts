import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auth, createCallers } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { startS3Server, type TestS3Server } from '../../../../test/s3-server';
import {
  TUS_RESUMABLE,
  createHostedUpload,
  finalizeHostedUpload,
  holdUploadHalfway,
  tusPatch,
} from '../../../../test/hosted-video-upload';
import type { JobContext } from '../../../jobs/queue';
import { expireUploadsJob } from './package.job';
import { uploadStore } from './store';
import { localVideoUploads } from './uploads.table';

/**
 * With STORAGE=s3, what removes an unfinished upload's bytes (tus termination and the expiry job)
 * leaves nothing of it in the bucket, and touches nothing else. Every check reads the bucket's
 * own listing (ListObjectsV2), not our rows.
 */
let storage: TestS3Server;
let t: TestApp;
let callers: Awaited<ReturnType<typeof createCallers>>;

beforeAll(async () => {
  storage = await startS3Server('scena-cleanup');
  t = await createTestApp({ env: storage.env() });
  callers = await createCallers(t.ctx);
});
afterAll(async () => {
  await t?.close();
  await storage?.close();
});

const admin = () => auth(callers.tokens.admin);
const tus = () => ({ ...admin(), ...TUS_RESUMABLE });
const objectsOf = (id: string) => storage.keys(`videos/${id}/`);
const bytes = (size: number) => {
  const out = Buffer.alloc(size, 7);
  out.write('\0\0\0\x18ftypisom', 0, 'latin1');
  return out;
};

/** An upload of `size` bytes with its first bytes in the bucket as two chunks (two PATCHes). */
const startUpload = async (name: string, size = 40) => {
  const { link, id } = await createHostedUpload(t.app, admin(), name, size);
  const body = bytes(size);
  expect((await tusPatch(t.app, admin(), link, 0, body.subarray(0, 10))).statusCode).toBe(204);
  expect((await tusPatch(t.app, admin(), link, 10, body.subarray(10, 25))).statusCode).toBe(204);
  expect(await objectsOf(id)).toHaveLength(2);
  return { link, id, body };
};
const expire = (id: string) =>
  t.ctx.db
    .update(localVideoUploads)
    .set({ expires_at: sql`now() - interval '1 minute'` })
    .where(eq(localVideoUploads.id, Number(id)));
const runExpiry = () => expireUploadsJob.handler({}, { db: t.ctx.db, ctx: t.ctx } as JobContext);

describe('tus termination in the bucket', () => {
  it('removes every object of the upload and its row; later requests answer 404 with tus headers', async () => {
    const kept = await startUpload('Zostaje');
    const { link, id } = await startUpload('Przerwane');
    const ended = await t.app.inject({ method: 'DELETE', url: link, headers: tus() });
    expect(ended.statusCode).toBe(204);
    expect(ended.headers['tus-resumable']).toBe('1.0.0');
    expect(await objectsOf(id)).toEqual([]);
    expect(await uploadStore.get(t.ctx.db, Number(id))).toBeNull();
    // tus: a terminated upload is unknown from then on (404), and every answer names the version.
    const head = await t.app.inject({ method: 'HEAD', url: link, headers: tus() });
    expect(head.statusCode).toBe(404);
    expect(head.headers['tus-resumable']).toBe('1.0.0');
    expect(head.headers['upload-offset']).toBeUndefined();
    const late = await tusPatch(t.app, admin(), link, 25, Buffer.alloc(5));
    expect(late.statusCode).toBe(404);
    expect(late.headers['tus-resumable']).toBe('1.0.0');
    expect(await objectsOf(id)).toEqual([]);
    expect((await t.app.inject({ method: 'DELETE', url: link, headers: tus() })).statusCode).toBe(404);
    // The other upload is untouched.
    expect(await objectsOf(kept.id)).toHaveLength(2);
  });

  it('a PATCH still storing its bytes when the upload is terminated leaves no chunk behind', async () => {
    const { link, id } = await createHostedUpload(t.app, admin(), 'W locie', 64 * 1024);
    const patch = await holdUploadHalfway(t.app, t.ctx.db, admin(), link, bytes(64 * 1024));
    const ended = await t.app.inject({ method: 'DELETE', url: link, headers: tus() });
    expect(ended.statusCode).toBe(204);
    const answer = await patch.finish();
    expect(await objectsOf(id)).toEqual([]);
    expect(answer.statusCode).toBe(404);
    expect(await uploadStore.get(t.ctx.db, Number(id))).toBeNull();
  });
});

describe('the expiry job in the bucket', () => {
  it('removes an expired unfinished upload; an unexpired or finalized one keeps every object', async () => {
    const stale = await startUpload('Porzucone');
    const fresh = await startUpload('Trwa');
    const done = await startUpload('Gotowe');
    expect((await tusPatch(t.app, admin(), done.link, 25, done.body.subarray(25))).statusCode).toBe(204);
    await finalizeHostedUpload(t.app, admin(), done.id);
    await expire(stale.id);
    await expire(done.id);
    expect((await t.app.inject({ method: 'HEAD', url: stale.link, headers: tus() })).statusCode).toBe(410);

    await runExpiry();

    expect(await objectsOf(stale.id)).toEqual([]);
    expect(await uploadStore.get(t.ctx.db, Number(stale.id))).toBeNull();
    expect((await t.app.inject({ method: 'HEAD', url: stale.link, headers: tus() })).statusCode).toBe(404);
    expect(await objectsOf(fresh.id)).toHaveLength(2);
    expect((await t.app.inject({ method: 'HEAD', url: fresh.link, headers: tus() })).headers).toHaveProperty(
      'upload-offset',
      '25',
    );
    expect(await objectsOf(done.id)).toHaveLength(3);
    expect((await uploadStore.get(t.ctx.db, Number(done.id)))?.completed_at).not.toBeNull();
  });

  it('a PATCH still storing its bytes when its upload expires leaves no chunk behind', async () => {
    const { link, id } = await createHostedUpload(t.app, admin(), 'Spóźnione', 64 * 1024);
    const patch = await holdUploadHalfway(t.app, t.ctx.db, admin(), link, bytes(64 * 1024));
    await expire(id);
    await runExpiry();
    const answer = await patch.finish();
    expect(await objectsOf(id)).toEqual([]);
    expect(answer.statusCode).toBe(404);
  });
});
