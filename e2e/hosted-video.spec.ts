import fs from 'node:fs';
import { expectToast, signInAsAdmin, uniqueSuffix, whileSaving } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { makeJourneyVideo, uploadHostedVideo } from './support/hosted-video';
import { expect, test } from './support/test';
import { signInThroughForm } from './support/ui';

const VTT = 'WEBVTT\n\n00:00:00.000 --> 00:00:03.500\nDzień dobry, Państwu\n';

/**
 * Issue 9: an admin uploads a recording from the panel (the transfer is cut halfway and resumes),
 * adds Polish subtitles, picks it in a new video's form; a viewer with access (the video is free)
 * plays it with subtitles in Chromium and the video element reports progress.
 */
test('an admin uploads a video through a dropped connection, adds subtitles, picks it; a viewer plays it', async ({
  page,
  mailbox,
  api,
  browser,
}) => {
  test.setTimeout(180_000);
  const run = uniqueSuffix();
  const name = `Próba generalna ${run}`;
  const file = await makeJourneyVideo();
  const size = fs.statSync(file).size;
  await signInAsAdmin(page, mailbox);

  // The first PATCH delivers half the bytes to the server, then the connection drops.
  const offsets: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().includes('/api/vimeo/tus/'))
      offsets.push(request.headers()['upload-offset'] ?? '');
  });
  let cut = false;
  await page.route('**/api/vimeo/tus/*', async (route) => {
    const request = route.request();
    if (cut || request.method() !== 'PATCH') return route.fallback();
    cut = true;
    const body = request.postDataBuffer()!;
    const half = body.subarray(0, Math.floor(body.length / 2));
    const delivered = await route.fetch({
      postData: half,
      headers: { ...request.headers(), 'content-length': String(half.length) },
    });
    expect(delivered.status()).toBe(204);
    await route.abort('connectionreset');
  });

  const row = await uploadHostedVideo(page, name, file, {
    beforeSend: () => expectNoSeriousA11yViolations(page, 'new upload drawer'),
  });
  expect(cut).toBe(true);
  // Resumed where the server's bytes ended (tus HEAD), not from the start.
  expect(offsets[0]).toBe('0');
  expect(Number(offsets.at(-1))).toBe(Math.floor(size / 2));
  await expect(row.getByText('ukończone')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'hosted video list');

  await row.getByRole('button', { name: `Napisy: ${name}` }).click();
  const subtitles = page.getByRole('dialog', { name: `Napisy: ${name}` });
  await subtitles.getByRole('textbox', { name: 'Nazwa' }).fill('Polski');
  await subtitles
    .getByRole('textbox', { name: 'Treść napisów (VTT)' })
    .fill('WEBVTT\n\n00:00:03,000 --> 00:00:01.000\nźle');
  await subtitles.getByRole('button', { name: 'Dodaj napisy' }).click();
  await expect(
    subtitles.getByText('Błędny czas napisu w linii 3 (oczekiwano np. 00:00:01.000 --> 00:00:02.000).'),
  ).toBeVisible();
  await subtitles.getByRole('textbox', { name: 'Treść napisów (VTT)' }).fill(VTT);
  await subtitles.getByRole('button', { name: 'Dodaj napisy' }).click();
  await expectToast(page, 'Dodano napisy');
  await expect(subtitles.getByText('Polski', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(subtitles).toBeHidden();
  // The third column holds the hosted video's number (what a media field takes).
  const hostedId = (await row.locator('td').nth(2).innerText()).trim();
  expect(hostedId).toMatch(/^\d+$/);

  await page.getByRole('tab', { name: 'Wideo' }).click();
  await page.getByRole('button', { name: 'Dodaj wideo' }).click();
  const form = page.getByRole('dialog', { name: 'Nowe wideo' });
  const title = `Próba ${run}`;
  await form.getByLabel('Tytuł', { exact: true }).fill(title);
  await form.getByLabel('Odnośnik (slug)', { exact: true }).fill(`proba-${run}`);
  await form.getByRole('button', { name: 'Wybierz z nagrań: Wideo', exact: true }).click();
  const picker = page.getByRole('dialog', { name: 'Wybierz nagranie: Wideo' });
  await picker.getByRole('searchbox', { name: 'Szukaj nagrań' }).fill(run);
  await picker.getByRole('searchbox', { name: 'Szukaj nagrań' }).press('Enter');
  await picker.getByRole('button', { name: `Wybierz: ${name}` }).click();
  await expect(form.getByLabel('Wideo', { exact: true })).toHaveValue(hostedId);
  await form.getByLabel('Cena (zł)', { exact: true }).fill('0');
  await whileSaving(page, 'POST', '/api/videos', () => form.getByRole('button', { name: 'Zapisz' }).click());
  await expectToast(page, 'Dodano wideo.');

  const viewer = await api.createVerifiedUser();
  const context = await browser.newContext();
  const watch = await context.newPage();
  await signInThroughForm(watch, viewer);
  await watch.goto(`/wideo/proba-${run}`);
  await watch.getByRole('button', { name: 'Oglądaj' }).click();
  await watch.getByRole('checkbox', { name: 'Napisy' }).check();
  const video = watch.locator('video');
  await expect(video).toBeVisible();
  await expect(video.locator('track[srclang="pl"]')).toHaveAttribute('label', 'Polski');
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    void element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(0.5);
  // The Polish track is showing and has cues (the subtitles were fetched with the signed address).
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
  await expectNoSeriousA11yViolations(watch, 'watch mode with a hosted video');
  await context.close();
});
