import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Upload } from 'tus-js-client';
import { auth, createCallers } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { startVimeoEmulator, type VimeoEmulator } from '../../../../test/vimeo-emulator';

/** VIDEO_HOST=vimeo against the loopback Vimeo emulator, with tus-js-client sending the bytes as the browser does. */
let vimeo: VimeoEmulator;
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  vimeo = await startVimeoEmulator();
  t = await createTestApp({
    env: { VIDEO_HOST: 'vimeo', VIMEO_API_URL: vimeo.url, VIMEO_ACCESS_TOKEN: vimeo.token },
  });
  admin = auth((await createCallers(t.ctx)).tokens.admin);
});
afterAll(async () => {
  await t.close();
  await vimeo.close();
});
beforeEach(() => vimeo.reset());

const bytes = (size: number) => Buffer.from(Array.from({ length: size }, (_, i) => (i * 31) % 256));
const create = async (size: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/vimeo',
    headers: admin,
    payload: { name: 'Wesele', size },
  });
  expect(res.statusCode).toBe(200);
  return res.json().video as { upload_link: string; uri: string };
};
/** tus-js-client as the admin panel uses it: uploadUrl (Vimeo pre-creates the upload), small chunks, short retry delays. */
const send = (link: string, data: Buffer) =>
  new Promise<void>((resolve, reject) => {
    const upload = new Upload(data, {
      uploadUrl: link,
      chunkSize: 64 * 1024,
      retryDelays: [0, 10, 10, 10],
      onSuccess: () => resolve(),
      onError: reject,
    });
    upload.start();
  });
const finalize = (uri: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/vimeo/${uri.split('/').pop()}`, headers: admin });

describe('Vimeo adapter', () => {
  it('creates a tus upload hidden from vimeo.com, embeddable on our domain only, asking for API 3.4', async () => {
    const video = await create(1000);
    expect(video.upload_link).toMatch(new RegExp(`^${vimeo.url}/tus/\\d+$`));
    const stored = vimeo.videos.get(video.uri.split('/').pop()!)!;
    expect(stored.privacy).toEqual({ view: 'disable', embed: 'whitelist' });
    expect([...stored.domains]).toEqual(['localhost']);
    expect(vimeo.accepts.every((accept) => accept === 'application/vnd.vimeo.*+json;version=3.4')).toBe(true);
    const list = await t.app.inject({ method: 'GET', url: '/api/vimeo', headers: admin });
    expect(list.json().videos[0]).toMatchObject({
      uri: video.uri,
      status: 'NOT_UPLOADED',
      upload_link: video.upload_link,
      packaging: null,
    });
  });

  it('finalize says "not completed" until Vimeo has every byte, then marks it uploaded', async () => {
    const data = bytes(200_000);
    const video = await create(data.length);
    expect((await finalize(video.uri)).statusCode).toBe(409);
    await send(video.upload_link, data);
    const done = await finalize(video.uri);
    expect(done.json().video).toMatchObject({ status: 'UPLOADED', upload_link: null });
    expect(vimeo.videoBytes(video.uri.split('/').pop()!)).toEqual(data);
  });

  it('survives a 500 on the second PATCH and a socket cut mid-body: the client retries and resumes', async () => {
    const data = bytes(300_000);
    const video = await create(data.length);
    vimeo.faults.failPatchNumber = 2;
    vimeo.faults.cutAfterBytes = 100_000;
    await send(video.upload_link, data);
    expect(vimeo.patches).toBeGreaterThan(5);
    expect(vimeo.videoBytes(video.uri.split('/').pop()!)).toEqual(data);
    expect((await finalize(video.uri)).json().video.status).toBe('UPLOADED');
  });

  it('an expired upload link fails the transfer (not retried) and the video stays not completed', async () => {
    const video = await create(1000);
    vimeo.videos.get(video.uri.split('/').pop()!)!.expired = true;
    await expect(send(video.upload_link, bytes(1000))).rejects.toThrow(/410/);
    expect((await finalize(video.uri)).statusCode).toBe(409);
  });

  it('a failing Vimeo API is a clear 503 and nothing is added to the list', async () => {
    const count = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/vimeo', headers: admin })).json().total as number;
    const before = await count();
    vimeo.faults.failApi = /^POST \/me\/videos$/;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vimeo',
      headers: admin,
      payload: { name: 'Wesele', size: 10 },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('Serwis wideo nie odpowiada. Spróbuj ponownie za chwilę.');
    expect(await count()).toBe(before);
  });

  it('subtitles: created in three steps (track, PUT of the VTT, activation), listed and deleted', async () => {
    const video = await create(10);
    const id = video.uri.split('/').pop()!;
    const vtt = 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nDzień dobry\n';
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/vimeo/${id}/subtitles`,
      headers: admin,
      payload: { name: 'Polski', subtitleContent: vtt },
    });
    const subtitle = added.json().subtitle;
    expect(subtitle).toMatchObject({
      name: 'Polski',
      language: 'pl',
      uri: expect.stringMatching(new RegExp(`^/videos/${id}/texttracks/\\d+$`)),
    });
    const track = vimeo.videos.get(id)!.tracks.get(subtitle.id)!;
    expect(track).toMatchObject({ body: vtt, active: true, type: 'subtitles' });
    const listed = await t.app.inject({ method: 'GET', url: `/api/vimeo/${id}/subtitles`, headers: admin });
    expect(listed.json().subtitles.data).toEqual([subtitle]);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/vimeo/${id}/subtitles/${subtitle.id}`,
          headers: admin,
        })
      ).json(),
    ).toEqual({ deleted: true });
    expect(vimeo.videos.get(id)!.tracks.size).toBe(0);
  });

  it('delete keeps the video at Vimeo; purge deletes it there', async () => {
    const kept = await create(10);
    await t.app.inject({ method: 'DELETE', url: `/api/vimeo/${kept.uri.split('/').pop()}`, headers: admin });
    expect(vimeo.videos.has(kept.uri.split('/').pop()!)).toBe(true);
    const purged = await create(10);
    await t.app.inject({
      method: 'POST',
      url: `/api/vimeo/${purged.uri.split('/').pop()}/purge`,
      headers: admin,
    });
    expect(vimeo.videos.has(purged.uri.split('/').pop()!)).toBe(false);
  });

  it("lets the admin's browser reach Vimeo's tus host (CSP connect-src)", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(res.headers['content-security-policy'])).toMatch(
      /connect-src 'self' https:\/\/\*\.vimeo\.com/,
    );
  });

  it('plays through the Vimeo player', async () => {
    const video = await create(10);
    const id = video.uri.split('/').pop()!;
    const res = await t.app.inject({ method: 'GET', url: `/api/vimeo/${id}/playback`, headers: admin });
    expect(res.json().playback).toMatchObject({ kind: 'vimeo', url: `https://player.vimeo.com/video/${id}` });
  });
});
