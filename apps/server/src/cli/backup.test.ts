import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { staticGeoIp } from '../adapters/geoip';
import { connectPostgres, openPglite, type Database } from '../db/client';
import { inTransaction } from '../db/transaction';
import { applyOrderStatus } from '../modules/orders';
import { createEvent, form, image, validVideo } from '../../test/catalog-fixtures';
import { auth, createCallers, createUser, signIn } from '../../test/factories';
import { packageHostedVideo, uploadHostedVideo } from '../../test/hosted-video-upload';
import { insertOrder } from '../../test/order-factories';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testConfig } from '../../test/test-config';
import { makeTestVideo } from '../../test/video-fixture';
import { backup } from './backup/backup';
import type { Manifest } from './backup/manifest';
import { findPgTool } from './backup/pg-tools';
import { restore } from './backup/restore';

/**
 * `npm run backup` and `npm run restore` end to end, on the database the run uses (PostgreSQL with
 * TEST_DATABASE_URL: pg_dump and pg_restore into a database this file creates and drops; else
 * PGlite's data directory) and the S3 test server: a theatre with orders, viewers, an image and a
 * hosted video is backed up, restored into a new database and a new bucket, and the restored
 * server answers as the old one did, to the same viewer's session.
 */
const run = promisify(execFile);
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const adminUrl = process.env.TEST_DATABASE_URL;

let live: TestS3Server;
let fresh: TestS3Server;
let t: TestApp;
let dir: string;
let targetEnv: Record<string, string>;
let restored: { app: TestApp['app']; database: Database } | null = null;
let dropTarget = async () => undefined as void;

const seeded: { imageLink: string; imageBytes: Buffer; hostedId: string; video: Buffer } = {
  imageLink: '',
  imageBytes: Buffer.alloc(0),
  hostedId: '',
  video: Buffer.alloc(0),
};
let viewer: { id: number; token: string };
let adminToken: string;

beforeAll(async () => {
  live = await startS3Server('scena-live');
  fresh = await startS3Server('scena-restored');
  t = await createTestApp({ env: live.env() });
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'scena-backup-'));
  targetEnv = { ...fresh.env(), DATA_DIR: path.join(dir, 'restored-data') };
  if (adminUrl) {
    const name = `scena_restore_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    dropTarget = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    targetEnv.DATABASE_URL = url.toString();
  }
});
afterAll(async () => {
  await closeRestored();
  await t?.close();
  await dropTarget();
  await live?.close();
  await fresh?.close();
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

const targetConfig = () => testConfig(targetEnv);
const openRestored = async () => {
  const config = targetConfig();
  const database = config.DATABASE_URL
    ? connectPostgres(config.DATABASE_URL, 2)
    : await openPglite(config.paths.db);
  const built = await buildApp({ config, database, geoip: staticGeoIp(), logger: false, serveWeb: false });
  await built.app.ready();
  restored = { app: built.app, database };
  return built.app;
};
async function closeRestored() {
  await restored?.app.close();
  await restored?.database.close();
  restored = null;
}
/** The operator's command, as a process of its own with the server's variables. */
const restoreCommand = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'src/cli/backup-cli.ts', 'restore', dir, ...args], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), ...targetEnv },
  }).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      output: error.stdout + error.stderr,
    }),
  );

/** What the restored server must answer alike: a guest's list, a viewer's access and orders, the admin's videos. */
const answers = async (app: TestApp['app']) => {
  const get = async (url: string, token?: string) =>
    (await app.inject({ method: 'GET', url, headers: token ? auth(token) : {} })).json();
  return {
    events: await get('/api/events'),
    access: await get(`/api/users/${viewer.id}/access`, viewer.token),
    orders: await get(`/api/users/${viewer.id}/orders`, viewer.token),
    hosted: await get('/api/vimeo', adminToken),
  };
};
let before: Awaited<ReturnType<typeof answers>>;
let manifest: Manifest;

describe('backup', () => {
  it('takes the database and every object of the bucket, with sizes, checksums and the migration', async () => {
    const callers = await createCallers(t.ctx);
    adminToken = callers.tokens.admin;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/videos/',
      headers: auth(adminToken),
      payload: form(validVideo({ video_price: 30 }), { image_link: await image('png') }) as never,
    });
    expect(created.statusCode, created.body).toBe(200);
    seeded.imageLink = created.json().video.image_link;
    // The server re-encodes what it is sent: the stored bytes are the ones to compare.
    seeded.imageBytes = await live.objectBytes(seeded.imageLink.replace('/uploads/', ''));
    const event = await createEvent(t, adminToken, created.json().video.id, { event_price: 40 });
    const user = await createUser(t.ctx);
    viewer = { id: user.id, token: await signIn(t.ctx, user) };
    const paid = await insertOrder(t.ctx, user, { kind: 'event', id: event.id });
    await inTransaction(t.ctx.db, (tx) =>
      applyOrderStatus(tx, paid.id, { to: 'COMPLETED', cause: 'payment', actor: 'provider' }),
    );
    await insertOrder(t.ctx, user, { kind: 'video', id: created.json().video.id });
    seeded.video = await makeTestVideo();
    seeded.hostedId = await uploadHostedVideo(t.app, auth(adminToken), seeded.video);
    await packageHostedVideo(t.ctx, seeded.hostedId, { ...t.ctx.config, FFMPEG_PATH: 'none' });
    before = await answers(t.app);
    expect(before.access.total).toBe(1);
    expect(before.orders.total).toBe(2);

    manifest = await backup(t.ctx.config, t.database, dir, { env: process.env });
    const journal = JSON.parse(
      await fs.readFile(path.join(serverDir, 'migrations/meta/_journal.json'), 'utf8'),
    ).entries as { tag: string }[];
    expect(manifest.migrations).toEqual({ applied: journal.length, latest: journal.at(-1)!.tag });
    expect(manifest.database.kind).toBe(adminUrl ? 'postgres' : 'pglite');
    const keys = manifest.files.objects.map((object) => object.key);
    expect(keys.sort()).toEqual((await live.keys()).sort());
    const source = manifest.files.objects.find((object) => object.key === `videos/${seeded.hostedId}/source`);
    expect(source?.size).toBe(seeded.video.length);
    const picture = manifest.files.objects.find((object) => `/uploads/${object.key}` === seeded.imageLink);
    expect(picture).toMatchObject({ size: seeded.imageBytes.length, content_type: 'image/png' });
  });
});

describe('restore', () => {
  it('into a new database and a new bucket: the restored server answers as the old one, to the same session', async () => {
    const result = await restoreCommand();
    expect(result, result.output).toMatchObject({ code: 0 });
    expect(result.output).toContain('Restore complete');
    expect((await fresh.keys()).sort()).toEqual((await live.keys()).sort());
    expect(await fresh.objectBytes(`videos/${seeded.hostedId}/source`)).toEqual(seeded.video);
    const app = await openRestored();
    expect(await answers(app)).toEqual(before);
    const served = await app.inject({ method: 'GET', url: seeded.imageLink });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(seeded.imageBytes)).toBe(true);
    // The command starts a process of its own (tsx, the SDK, the database driver): on a busy
    // machine that alone can take the default 30 s.
  }, 120_000);

  it('refuses a target that holds data, changing nothing, unless told --force', async () => {
    await expect(restore(targetConfig(), dir, { force: false, env: process.env })).rejects.toThrow(
      /empty database and storage, but .* and bucket scena-restored .* holds \d+ files\. Nothing was changed/,
    );
    expect(await answers(restored!.app)).toEqual(before);

    await closeRestored();
    await restore(targetConfig(), dir, { force: true, env: process.env });
    expect(await answers(await openRestored())).toEqual(before);
  });

  it('refuses a damaged backup before writing anything, --force or not', async () => {
    const name = seeded.imageLink.replace('/uploads/', '');
    await fs.writeFile(path.join(dir, 'files', name), Buffer.from('not the image'));
    await expect(restore(targetConfig(), dir, { force: true, env: process.env })).rejects.toThrow(
      `The backup in ${dir} is damaged; nothing was restored:\n  files/${name} has 13 bytes, not ${seeded.imageBytes.length}`,
    );
    const served = await restored!.app.inject({ method: 'GET', url: seeded.imageLink });
    expect(served.rawPayload.equals(seeded.imageBytes)).toBe(true);
  });
});

describe('the PostgreSQL tools', () => {
  it('are refused with what to install when none is new enough for the server', async () => {
    await expect(findPgTool('pg_dump', 99, process.env.PATH ?? '')).rejects.toThrow(
      /(was not found|is PostgreSQL \d+, older than the server \(99\)).*install the PostgreSQL 99 client tools \(Debian\/Ubuntu: apt-get install postgresql-client-99\)/,
    );
  });
});
