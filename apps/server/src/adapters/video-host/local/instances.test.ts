import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app';
import { staticGeoIp } from '../../geoip';
import { auth, createCallers } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import {
  TUS_RESUMABLE as tus,
  createHostedUpload,
  finalizeHostedUpload,
  tusPatch,
} from '../../../../test/hosted-video-upload';

/**
 * Two server instances on one database and one DATA_DIR (the deployment of README "Several
 * instances"): an upload started on one continues on the other, because the offset and the
 * writer's lease live in the database, not in either process.
 */
let t: TestApp;
let second: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  second = (
    await buildApp({
      config: t.ctx.config,
      database: t.database,
      geoip: staticGeoIp(),
      logger: false,
      serveWeb: false,
    })
  ).app;
  await second.ready();
  admin = auth((await createCallers(t.ctx)).tokens.admin);
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const patch = (app: FastifyInstance, link: string, offset: number, body: Buffer) =>
  tusPatch(app, admin, link, offset, body);

describe('several instances share an upload', () => {
  it('half through one instance, the rest through the other, finalized on the first', async () => {
    const bytes = Buffer.alloc(100_000, 3);
    bytes.write('\0\0\0\x18ftypisom', 0, 'latin1');
    const { link, id } = await createHostedUpload(t.app, admin, 'Dwie instancje', bytes.length);
    expect((await patch(t.app, link, 0, bytes.subarray(0, 40_000))).statusCode).toBe(204);
    const head = await second.inject({ method: 'HEAD', url: link, headers: { ...admin, ...tus } });
    expect(head.headers['upload-offset']).toBe('40000');
    expect((await patch(second, link, 0, bytes.subarray(0, 10))).statusCode).toBe(409);
    expect((await patch(second, link, 40_000, bytes.subarray(40_000))).headers['upload-offset']).toBe(
      '100000',
    );
    await finalizeHostedUpload(t.app, admin, id);
  });

  it('two instances writing the same offset at once: one writes, the other is refused', async () => {
    const bytes = Buffer.alloc(300_000, 5);
    const { link } = await createHostedUpload(t.app, admin, 'Wyścig', bytes.length);
    const statuses = (await Promise.all([patch(t.app, link, 0, bytes), patch(second, link, 0, bytes)])).map(
      (res) => res.statusCode,
    );
    expect(statuses.filter((status) => status === 204)).toHaveLength(1);
    expect([409, 423]).toContain(statuses.find((status) => status !== 204));
    const head = await second.inject({ method: 'HEAD', url: link, headers: { ...admin, ...tus } });
    expect(head.headers['upload-offset']).toBe('300000');
  });
});
