import { expectToast, sessionToken, signInAsAdmin, uniqueSuffix } from './support/admin';
import { Api } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { makeJourneyVideo, uploadHostedVideo } from './support/hosted-video';
import { s3Site, type S3Site } from './support/s3-site';
import { expect, test } from './support/test';
import { signInThroughForm } from './support/ui';

let site: S3Site;
test.beforeAll(async () => {
  site = await s3Site();
});

/**
 * Issue 23 item 2 in a browser: with STORAGE=s3 (the run's second server, support/s3-site.ts) an admin
 * uploads a recording from the panel and adds subtitles; the upload, its HLS and the subtitles
 * are bucket objects. A viewer with access plays it: the playlist comes from the server, the
 * segments straight from the bucket by presigned, cross-origin addresses (allowed by the bucket's
 * CORS rule README documents, deploy/s3/cors.json), without the viewer's session token.
 */
test('with S3 storage an uploaded video plays from the bucket, with subtitles', async ({
  browser,
  mailbox,
}) => {
  const run = uniqueSuffix();
  const name = `Nagranie z chmury ${run}`;
  // No client address of its own (support/test.ts): the browser would send that header to the
  // bucket too, which no player does and the bucket's CORS rule rightly refuses.
  const adminContext = await browser.newContext({ baseURL: site.url, extraHTTPHeaders: {} });
  const page = await adminContext.newPage();
  await signInAsAdmin(page, mailbox, { baseUrl: site.url, account: site.admin });

  const row = await uploadHostedVideo(page, name, await makeJourneyVideo(), { packagedWithin: 30_000 });
  await row.getByRole('button', { name: `Napisy: ${name}` }).click();
  const subtitles = page.getByRole('dialog', { name: `Napisy: ${name}` });
  await subtitles.getByRole('textbox', { name: 'Nazwa' }).fill('Polski');
  await subtitles
    .getByRole('textbox', { name: 'Treść napisów (VTT)' })
    .fill('WEBVTT\n\n00:00:00.000 --> 00:00:03.500\nDzień dobry z chmury\n');
  await subtitles.getByRole('button', { name: 'Dodaj napisy' }).click();
  await expectToast(page, 'Dodano napisy');
  const hostedId = (await row.locator('td').nth(2).innerText()).trim();
  const stored = await site.keys(`videos/${hostedId}/`);
  expect(stored).toContain(`videos/${hostedId}/hls/index.m3u8`);
  expect(stored.some((key) => key.startsWith(`videos/${hostedId}/subtitles/`))).toBe(true);

  // The catalogue item (the form itself is hosted-video.spec.ts's journey): free, so any viewer may watch.
  const api = new Api(site.url, mailbox);
  const slug = `chmura-${run}`;
  const created = await api.call(
    'POST',
    '/api/videos',
    { title: name, slug, video_link: hostedId, video_price: 0, visible: 1 },
    await sessionToken(page),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  await adminContext.close();

  const viewer = await api.createVerifiedUser();
  const context = await browser.newContext({ baseURL: site.url, extraHTTPHeaders: {} });
  const watch = await context.newPage();
  const bucketMedia = `${site.objectsUrl}videos/${hostedId}/`;
  const segments: { status: number; token: string | undefined; origin: string | undefined }[] = [];
  watch.on('response', async (response) => {
    if (!response.url().startsWith(`${bucketMedia}hls/`) || response.request().method() !== 'GET') return;
    const headers = await response.request().allHeaders();
    segments.push({ status: response.status(), token: headers['x-auth-token'], origin: headers.origin });
  });
  await signInThroughForm(watch, viewer);
  await watch.goto(`/wideo/${slug}`);
  await watch.getByRole('button', { name: 'Oglądaj' }).click();
  await watch.getByRole('checkbox', { name: 'Napisy' }).check();
  const video = watch.locator('video');
  await expect(video).toBeVisible();
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    void element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(0.5);
  // What played came from the bucket, asked from the site's origin, with no session token.
  expect(segments.length).toBeGreaterThan(0);
  for (const segment of segments)
    expect(segment).toEqual({ status: 200, token: undefined, origin: site.url });
  // The subtitles, redirected to the bucket too, loaded and show.
  await expect
    .poll(() =>
      video.evaluate(
        (element: HTMLVideoElement) =>
          Array.from({ length: element.textTracks.length }, (_, i) => element.textTracks[i]!).filter(
            (t) => t.mode === 'showing' && t.language === 'pl' && (t.cues?.length ?? 0) > 0,
          ).length,
      ),
    )
    .toBe(1);
  await expectNoSeriousA11yViolations(watch, 'watch mode with a video from the bucket');
  await context.close();
});
