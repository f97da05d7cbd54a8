import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auth, createCallers } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { makeTestVideo } from '../../../../test/video-fixture';
import { packageHostedVideo, uploadHostedVideo } from '../../../../test/hosted-video-upload';
import { createVideo } from '../../../../test/catalog-fixtures';
import { mediaSigningKeys } from './uploads.table';
import { packageVideoJob } from './package.job';
import { tokenQuery } from './signing';
import { uploadStore } from './store';

/**
 * Packaging (HLS with the bundled ffmpeg, or progressive without) and signed playback: only a
 * valid, unexpired signature for this video and this user plays, and only while access holds.
 */
let t: TestApp;
let callers: Awaited<ReturnType<typeof createCallers>>;
let video: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  callers = await createCallers(t.ctx);
  video = await makeTestVideo();
});
afterAll(() => t.close());

const admin = () => auth(callers.tokens.admin);
const runJob = (uploadId: number, config = t.ctx.config) => packageHostedVideo(t.ctx, uploadId, config);
const uploadVideo = (bytes = video) => uploadHostedVideo(t.app, admin(), bytes);
const playback = async (id: string, token = callers.tokens.admin) =>
  t.app.inject({ method: 'GET', url: `/api/vimeo/${id}/playback`, headers: auth(token) });
const secret = async () => (await t.ctx.db.select().from(mediaSigningKeys))[0]!.secret;

describe('packaging', () => {
  it('finalize enqueues the job; the bundled ffmpeg remuxes H.264/AAC into HLS and the list shows it', async () => {
    const id = await uploadVideo();
    const jobs = (await t.ctx.db.execute(
      sql`SELECT data FROM pgboss.job WHERE name = ${packageVideoJob.name}`,
    )) as unknown as { rows: { data: { uploadId: number } }[] };
    expect(jobs.rows.map((row) => row.data.uploadId)).toContain(Number(id));
    await runJob(Number(id));
    const list = await t.app.inject({ method: 'GET', url: '/api/vimeo', headers: admin() });
    expect(list.json().videos.find((v: { id: string }) => v.id === id)).toMatchObject({
      status: 'UPLOADED',
      packaging: { state: 'hls', progress: 100 },
    });
    expect((await uploadStore.get(t.ctx.db, Number(id)))!.duration_seconds).toBeGreaterThan(1.5);
  });

  it('without ffmpeg the video stays progressive, with the note, and plays as MP4 with Range (206)', async () => {
    const id = await uploadVideo();
    await runJob(Number(id), { ...t.ctx.config, FFMPEG_PATH: 'none' });
    const list = await t.app.inject({ method: 'GET', url: '/api/vimeo', headers: admin() });
    expect(list.json().videos.find((v: { id: string }) => v.id === id).packaging).toEqual({
      state: 'progressive',
      progress: null,
      note: 'hosted_video.packaging.no_ffmpeg',
    });
    const { playback: play } = (await playback(id)).json();
    expect(play.kind).toBe('mp4');
    const part = await t.app.inject({ method: 'GET', url: play.url, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers).toMatchObject({
      'content-range': `bytes 0-99/${video.length}`,
      'content-type': 'video/mp4',
      'content-length': '100',
    });
    expect(part.rawPayload).toEqual(video.subarray(0, 100));
    expect(
      (await t.app.inject({ method: 'GET', url: play.url, headers: { range: `bytes=${video.length}-` } }))
        .statusCode,
    ).toBe(416);
  });
});

describe('signed playback', () => {
  let id: string;
  let url: string;
  beforeAll(async () => {
    id = await uploadVideo();
    await runJob(Number(id));
    const sub = await t.app.inject({
      method: 'POST',
      url: `/api/vimeo/${id}/subtitles`,
      headers: admin(),
      payload: { name: 'Polski', subtitleContent: 'WEBVTT\n\n00:00:00.500 --> 00:00:01.500\nDzień dobry\n' },
    });
    expect(sub.json().subtitle).toMatchObject({ name: 'Polski', language: 'pl' });
    const res = await playback(id);
    expect(res.statusCode).toBe(200);
    url = res.json().playback.url;
  });

  it('a valid address serves the playlist with signed children; a segment streams with Range (206); subtitles come along', async () => {
    const { playback: play } = (await playback(id)).json();
    expect(play).toMatchObject({
      kind: 'hls',
      tracks: [{ language: 'pl', name: 'Polski', url: expect.stringMatching(/\/subtitles\/\d+\.vtt\?e=/) }],
    });
    const list = await t.app.inject({ method: 'GET', url });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    const children = list.body.split('\n').filter((line) => line && !line.startsWith('#'));
    expect(children.length).toBeGreaterThan(0);
    for (const child of children) expect(child).toMatch(/^seg_\d{5}\.ts\?e=\d+&u=\d+&s=[\w-]+$/);
    const segment = `${url.split('index.m3u8')[0]}${children[0]}`;
    const part = await t.app.inject({ method: 'GET', url: segment, headers: { range: 'bytes=0-187' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/mp2t');
    expect(part.rawPayload[0]).toBe(0x47); // MPEG-TS sync byte
    const vtt = await t.app.inject({ method: 'GET', url: play.tracks[0].url });
    expect(vtt.body).toContain('Dzień dobry');
  });

  it('refuses an expired address, a tampered one, another prefix and children without a token', async () => {
    const prefix = url.split('hls/')[0]!;
    const expired = `${prefix}hls/index.m3u8?${tokenQuery(await secret(), prefix, { expires: Math.floor(Date.now() / 1000) - 5, userId: callers.admin.id })}`;
    expect((await t.app.inject({ method: 'GET', url: expired })).statusCode).toBe(410);
    const tampered = url.replace(/u=\d+/, `u=${callers.owner.id}`);
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const otherVideo = url.replace(`/media/videos/${id}/`, `/media/videos/${Number(id) + 1000}/`);
    expect((await t.app.inject({ method: 'GET', url: otherVideo })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${prefix}hls/seg_00000.ts` })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${prefix}source` })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: url.split('?')[0]! })).json()).toEqual({
      statusCode: 403,
      message: 'Link do wideo jest nieważny lub wygasł.',
    });
  });

  it("another signed-in user cannot use someone else's address", async () => {
    expect((await t.app.inject({ method: 'GET', url, headers: auth(callers.tokens.owner) })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url, headers: admin() })).statusCode).toBe(200);
  });

  it('a viewer without access gets no address, and an address signed for them does not play', async () => {
    const res = await playback(id, callers.tokens.owner);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Nie masz dostępu do tego wideo.');
    const prefix = url.split('hls/')[0]!;
    const forViewer = `${prefix}hls/index.m3u8?${tokenQuery(await secret(), prefix, { expires: Math.floor(Date.now() / 1000) + 60, userId: callers.owner.id })}`;
    expect((await t.app.inject({ method: 'GET', url: forViewer })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/vimeo/${id}/playback` })).statusCode).toBe(403);
  });
});

describe('subtitles', () => {
  it('refuses bad VTT with the line of the first error; lists and deletes tracks', async () => {
    const id = await uploadVideo();
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/vimeo/${id}/subtitles`,
      headers: admin(),
      payload: { name: 'Polski', subtitleContent: 'WEBVTT\n\n00:00:01,000 --> 00:00:02,000\nx\n' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().formError.subtitleContent).toBe(
      'Błędny czas napisu w linii 3 (oczekiwano np. 00:00:01.000 --> 00:00:02.000).',
    );
    const en = await t.app.inject({
      method: 'POST',
      url: `/api/vimeo/${id}/subtitles`,
      headers: { ...admin(), 'accept-language': 'en' },
      payload: {
        name: 'English',
        language: 'en',
        subtitleContent: 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHello\n',
      },
    });
    const track = en.json().subtitle;
    const listed = await t.app.inject({ method: 'GET', url: `/api/vimeo/${id}/subtitles`, headers: admin() });
    expect(listed.json()).toEqual({ subtitles: { data: [track] } });
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/vimeo/${id}/subtitles/${track.id}`,
          headers: admin(),
        })
      ).json(),
    ).toEqual({ deleted: true });
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/vimeo/${id}/subtitles/${track.id}`,
          headers: admin(),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('delete removes only the record; purge removes the files too', async () => {
    const id = await uploadVideo();
    await t.app.inject({ method: 'DELETE', url: `/api/vimeo/${id}`, headers: admin() });
    expect(await uploadStore.get(t.ctx.db, Number(id))).not.toBeNull();
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/vimeo/${id}`, headers: admin() })).statusCode,
    ).toBe(404);
    const other = await uploadVideo();
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/vimeo/${other}/purge`, headers: admin() })).json(),
    ).toEqual({ deleted: true });
    expect(await uploadStore.get(t.ctx.db, Number(other))).toBeNull();
  });
});

describe('the access module decides who may watch', () => {
  it('a viewer may watch a hosted video that a free video embeds, and stops when the video no longer does', async () => {
    const id = await uploadVideo();
    await runJob(Number(id));
    expect((await playback(id, callers.tokens.other)).statusCode).toBe(403);
    const paid = await createVideo(t, callers.tokens.admin, {
      title: 'Płatne',
      video_link: id,
      video_price: 30,
    });
    expect((await playback(id, callers.tokens.other)).statusCode).toBe(403);
    const free = await createVideo(t, callers.tokens.admin, {
      title: 'Za darmo',
      video_link: ` ${id} `,
      video_price: 0,
    });
    const res = await playback(id, callers.tokens.other);
    expect(res.statusCode).toBe(200);
    const url = res.json().playback.url as string;
    expect((await t.app.inject({ method: 'GET', url, headers: auth(callers.tokens.other) })).statusCode).toBe(
      200,
    );
    // The free video now plays something else: the next playlist request is refused.
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/videos/${free.id}`,
      headers: admin(),
      payload: { video_link: 'https://example.com/other' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(403);
    expect(paid.id).toBeGreaterThan(0);
  });
});

describe('teasers', () => {
  it("a visible video's teaser plays for guests; a guest's address does not open the film", async () => {
    const teaser = await uploadVideo();
    await runJob(Number(teaser));
    const film = await uploadVideo();
    await createVideo(t, callers.tokens.admin, {
      title: 'Z teaserem',
      video_link: film,
      teaser_link: teaser,
      video_price: 30,
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/vimeo/${teaser}/playback` });
    expect(res.statusCode).toBe(200);
    const url = res.json().playback.url as string;
    expect(url).toMatch(/[?&]u=0&/);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/vimeo/${film}/playback` })).statusCode).toBe(403);
    // The guest token names the teaser's prefix only.
    const prefix = url.split('hls/')[0]!;
    expect(
      (await t.app.inject({ method: 'GET', url: url.replace(prefix, `/media/videos/${film}/`) })).statusCode,
    ).toBe(403);
  });
});
