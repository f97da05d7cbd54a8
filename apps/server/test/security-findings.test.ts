import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { chmod, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { auth, createCallers, createUser, signIn } from './factories';
import { createTestApp, type TestApp } from './test-app';
import { makeTestVideo } from './video-fixture';
import { packageHostedVideo, uploadHostedVideo } from './hosted-video-upload';
import { createVideo } from './catalog-fixtures';
import { grantAccess } from './access-factories';
import { findFfmpeg, runFfmpeg, SYSTEM_FFMPEG } from '../src/adapters/video-host/local/ffmpeg';
import { accessGrants, playbackStarts } from '../src/modules/access';
import { createBanService } from '../src/modules/bans';
import { createAppConfigService } from '../src/modules/content';
import { SANDBOX_POS, SANDBOX_PREFIX, sandboxClientSecret } from '../src/adapters/payments';

/**
 * Security findings from probing the product as an attacker would (issue 19, items 1–5 and 20):
 * media addresses start the access clock, bans reach media links, hosted-video calls take the
 * spec's uri, ffmpeg runs limited, the original upload is not served once HLS exists.
 */
const PL = '6.6.6.6';
const DE = '5.5.5.5';
const HOUR = 3_600_000;

let t: TestApp;
let callers: Awaited<ReturnType<typeof createCallers>>;
let bytes: Buffer;
beforeAll(async () => {
  t = await createTestApp({ geo: { [PL]: 'PL', [DE]: 'DE' } });
  callers = await createCallers(t.ctx);
  bytes = await makeTestVideo();
});
afterAll(() => t.close());

const admin = () => auth(callers.tokens.admin);
const runJob = (uploadId: number) => packageHostedVideo(t.ctx, uploadId);
const uploadVideo = () => uploadHostedVideo(t.app, admin(), bytes);
const playback = (id: string, token: string, ip = PL) =>
  t.app.inject({ method: 'GET', url: `/api/vimeo/${id}/playback`, headers: auth(token), remoteAddress: ip });
const viewer = async () => {
  const user = await createUser(t.ctx);
  return { user, token: await signIn(t.ctx, user) };
};

describe('1. handing out media addresses starts the access clock', () => {
  it('GET /api/vimeo/{id}/playback sets the validity, counts one view, records the start; a version switch is not a new view', async () => {
    const standard = await uploadVideo();
    const pjm = await uploadVideo();
    const video = await createVideo(t, callers.tokens.admin, {
      title: 'Zegar',
      video_price: 20,
      tickets_expiration_time: 3,
      video_link: standard,
      accessibility_video: pjm,
    });
    const { user, token } = await viewer();
    const row = await grantAccess(t.ctx, user, { kind: 'video', id: video.id });
    const before = Date.now();
    expect((await playback(standard, token)).statusCode).toBe(200);
    const [stored] = await t.ctx.db.select().from(accessGrants).where(eq(accessGrants.id, row.id));
    expect(stored!.views).toBe(1);
    expect(stored!.first_played_at).not.toBeNull();
    expect(stored!.expiration_date!.getTime()).toBeGreaterThanOrEqual(before + 3 * HOUR);

    // The version switch and the player's own start (POST …/playback) are the same sitting.
    expect((await playback(pjm, token)).statusCode).toBe(200);
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/videos/${video.id}/playback`,
      headers: auth(token),
      payload: { version: 'pjm' },
      remoteAddress: PL,
    });
    expect(started.statusCode).toBe(200);
    const [after] = await t.ctx.db.select().from(accessGrants).where(eq(accessGrants.id, row.id));
    expect(after).toMatchObject({ views: 1, expiration_date: stored!.expiration_date });
    const starts = await t.ctx.db.select().from(playbackStarts).where(eq(playbackStarts.access_id, row.id));
    expect(starts.map((s) => [s.version, s.ip])).toEqual([
      ['standard', PL],
      ['pjm', PL],
    ]);
  });

  it('the IP limit applies to media addresses: past it the account is banned (401 userBlocked)', async () => {
    const config = createAppConfigService(t.ctx);
    await config.update({ autoban_after_exceeding_ip_limit: true, max_diff_ip_views_per_user: 1 });
    try {
      const id = await uploadVideo();
      await createVideo(t, callers.tokens.admin, { title: 'Za darmo', video_price: 0, video_link: id });
      const { token } = await viewer();
      expect((await playback(id, token, PL)).statusCode).toBe(200);
      const second = await playback(id, token, DE);
      expect(second.statusCode).toBe(401);
      expect(second.json().type).toBe('userBlocked');
    } finally {
      await config.update({ autoban_after_exceeding_ip_limit: false, max_diff_ip_views_per_user: 5 });
    }
  });

  it('an expired rental gets no media address', async () => {
    const id = await uploadVideo();
    const video = await createVideo(t, callers.tokens.admin, {
      title: 'Minęło',
      video_price: 20,
      video_link: id,
    });
    const { user, token } = await viewer();
    const row = await grantAccess(t.ctx, user, { kind: 'video', id: video.id });
    await t.ctx.db
      .update(accessGrants)
      .set({
        first_played_at: new Date(Date.now() - 50 * HOUR),
        expiration_date: new Date(Date.now() - 2 * HOUR),
      })
      .where(eq(accessGrants.id, row.id));
    expect((await playback(id, token)).statusCode).toBe(403);
  });
});

describe('2. a ban reaches media links', () => {
  it('the playlist issued before the ban is refused at its next refresh', async () => {
    const id = await uploadVideo();
    await runJob(Number(id));
    await createVideo(t, callers.tokens.admin, { title: 'Ban', video_price: 0, video_link: id });
    const { user, token } = await viewer();
    const res = await playback(id, token);
    expect(res.statusCode).toBe(200);
    const url = res.json().playback.url as string;
    expect(url).toContain('index.m3u8');
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    await createBanService(t.ctx).banUser(user.id, { reason: 'test' });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(403);
  });
});

describe('3. clearing a config image keeps a file another setting still uses', () => {
  it('the ad image pointed at the background’s upload still serves after the background is cleared', async () => {
    const name = `${'d'.repeat(32)}.png`;
    const url = await t.ctx.storage.put(name, Buffer.from('png'));
    await createAppConfigService(t.ctx).setUploadedImage('noauth_bg_image', url);
    const pointed = await t.app.inject({
      method: 'PUT',
      url: '/api/appconfig',
      headers: admin(),
      payload: { desktop_paid_ad_img: url },
    });
    expect(pointed.statusCode).toBe(200);
    const cleared = await t.app.inject({
      method: 'DELETE',
      url: '/api/appconfig/image/noauth_bg_image',
      headers: admin(),
    });
    expect(cleared.json()).toMatchObject({ noauth_bg_image: '', desktop_paid_ad_img: url });
    expect(await t.ctx.storage.open(name)).not.toBeNull();
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });
});

describe('4. the payment sandbox’s provider API is the server’s own', () => {
  const oauth = (secret: string) =>
    t.app.inject({
      method: 'POST',
      url: `${SANDBOX_PREFIX}/pl/standard/user/oauth/authorize`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: SANDBOX_POS.posId,
        client_secret: secret,
      }).toString(),
    });

  it('the published test credentials get no token, so nobody else reads or cancels a buyer’s order', async () => {
    const own = (await oauth(await sandboxClientSecret(t.ctx.db, t.ctx.config))).json()
      .access_token as string;
    const created = await t.app.inject({
      method: 'POST',
      url: `${SANDBOX_PREFIX}/api/v2_1/orders`,
      headers: { authorization: `Bearer ${own}`, 'content-type': 'application/json' },
      payload: JSON.stringify({
        continueUrl: `${t.ctx.config.PUBLIC_URL}/strona-glowna`,
        customerIp: '203.0.113.7',
        merchantPosId: SANDBOX_POS.posId,
        description: 'Bilet: Wesele',
        currencyCode: 'PLN',
        totalAmount: '2500',
        extOrderId: randomUUID(),
        buyer: { email: 'widz@example.com', firstName: 'Anna', lastName: 'Nowak', language: 'pl' },
        products: [{ name: 'Bilet', unitPrice: '2500', quantity: '1', virtual: true }],
      }),
    });
    expect(created.statusCode).toBe(302);
    const orderId = created.json().orderId as string;
    const refused = await oauth(SANDBOX_POS.clientSecret);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: 'invalid_client' });
    expect(JSON.stringify(refused.json())).not.toContain('widz@example.com');
    // The server's own secret (per installation, from the database) works, and the order is intact.
    const order = await t.app.inject({
      method: 'GET',
      url: `${SANDBOX_PREFIX}/api/v2_1/orders/${orderId}`,
      headers: { authorization: `Bearer ${own}` },
    });
    expect(order.json().orders[0].status).toBe('NEW');
    expect(await sandboxClientSecret(t.ctx.db, t.ctx.config)).not.toBe(SANDBOX_POS.clientSecret);
  });
});

describe('5. ffmpeg: the system one first, limited; no original once HLS exists', () => {
  it('does not serve /media/videos/{id}/source once HLS exists', async () => {
    const id = await uploadVideo();
    const progressive = (await playback(id, callers.tokens.admin)).json().playback;
    expect(progressive.kind).toBe('mp4');
    expect((await t.app.inject({ method: 'GET', url: progressive.url })).statusCode).toBe(200);
    await runJob(Number(id));
    expect((await t.app.inject({ method: 'GET', url: progressive.url })).statusCode).toBe(404);
    expect((await playback(id, callers.tokens.admin)).json().playback.kind).toBe('hls');
  });

  it('prefers the ffmpeg on PATH over the bundled one; FFMPEG_PATH wins; none turns it off', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'scena-ffmpeg-'));
    const fake = path.join(dir, 'ffmpeg');
    await writeFile(fake, '#!/bin/sh\necho "ffmpeg version 7.1"\nexit 0\n');
    await chmod(fake, 0o755);
    const saved = process.env.PATH;
    process.env.PATH = `${dir}${path.delimiter}${saved ?? ''}`;
    try {
      expect(await findFfmpeg(undefined)).toBe(SYSTEM_FFMPEG);
    } finally {
      process.env.PATH = saved;
    }
    expect(await findFfmpeg(fake)).toBe(fake);
    expect(await findFfmpeg('none')).toBeNull();
    expect(await findFfmpeg(path.join(dir, 'missing'))).toBeNull();
  });

  it('kills a run past its time limit and caps its memory', async () => {
    const binary = (await findFfmpeg(undefined))!;
    const endless = [
      '-hide_banner',
      '-nostdin',
      '-re',
      '-f',
      'lavfi',
      '-i',
      'testsrc',
      '-t',
      '20',
      '-f',
      'null',
      '-',
    ];
    const started = Date.now();
    const run = await runFfmpeg(binary, endless, { limits: { seconds: 1 } });
    expect(run.timedOut).toBe(true);
    expect(Date.now() - started).toBeLessThan(20_000);
    const starved = await runFfmpeg(binary, ['-hide_banner', '-version'], { limits: { memoryMb: 1 } });
    expect(starved.code).not.toBe(0);
    expect((await runFfmpeg(binary, ['-hide_banner', '-version'], { limits: { memoryMb: 1024 } })).code).toBe(
      0,
    );
  });
});

describe('20. hosted-video calls take the spec’s {uri}', () => {
  it('as /videos/123 encoded, as a path, and as the bare id', async () => {
    const id = await uploadVideo();
    for (const url of [
      `/api/vimeo/${id}/subtitles`,
      `/api/vimeo/videos/${id}/subtitles`,
      `/api/vimeo/%2Fvideos%2F${id}/subtitles`,
      `/api/vimeo/%2fvideos%2f${id}/subtitles`,
      `/api/vimeo//videos/${id}/subtitles`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: admin() });
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toEqual({ subtitles: { data: [] } });
    }
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/vimeo/%2Fvideos%2F${id}`,
      headers: admin(),
      payload: { name: 'Nowa nazwa' },
    });
    expect(renamed.json().video).toMatchObject({ id, name: 'Nowa nazwa' });
    // The access guard runs on the rewritten path too.
    expect((await t.app.inject({ method: 'GET', url: `/api/vimeo/videos/${id}/subtitles` })).statusCode).toBe(
      401,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/vimeo/videos/x${id}/subtitles`, headers: admin() }))
        .statusCode,
    ).toBe(404);
  });
});

describe('roles', () => {
  it('an administrator’s playback starts nothing', async () => {
    const id = await uploadVideo();
    const video = await createVideo(t, callers.tokens.admin, {
      title: 'Admin',
      video_price: 20,
      video_link: id,
    });
    expect((await playback(id, callers.tokens.admin)).statusCode).toBe(200);
    const starts = await t.ctx.db.select().from(playbackStarts).where(eq(playbackStarts.video_id, video.id));
    expect(starts).toEqual([]);
  });
});
