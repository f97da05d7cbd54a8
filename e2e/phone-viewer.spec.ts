import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoHorizontalOverflow } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { buyFromEventPage, CHECKOUT, paidEventToday, STATUS_URL } from './support/buying';
import { expect, test } from './support/test';
import { signInThroughForm } from './support/ui';
import { createVideo } from './support/items';

/**
 * A viewer on a 390 px phone (issue 19, items 6 and 7): a payment left pending is resumed at the
 * provider, then cancelled and started again from the status page, the purchase page and the
 * account's orders; the last ticket is free again each time.
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** A real 2-second MP4 wider than a phone (656×368), made with the ffmpeg bundled from npm. */
const wideVideo = (): string => {
  const ffmpeg = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'scena-e2e-wide-')), 'wide.mp4');
  const run = spawnSync(ffmpeg, [
    ...['-hide_banner', '-nostdin', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=656x368:rate=10'],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', file],
  ]);
  if (run.status !== 0) throw new Error(`ffmpeg: ${run.stderr.toString().slice(-400)}`);
  return file;
};

/**
 * Two self-hosted recordings as the playback answer gives them (a signed MP4 and its tracks):
 * `withSubtitles` has a Polish track, `without` none. The media come from a local file.
 */
const serveRecordings = async (page: Page, withSubtitles: string, without: string) => {
  const file = wideVideo();
  const answer = (tracks: { language: string; name: string; url: string }[]) => ({
    playback: {
      kind: 'mp4',
      url: '/e2e-media/wide.mp4',
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      tracks,
    },
  });
  await page.route(`**/api/vimeo/${withSubtitles}/playback`, (route) =>
    route.fulfill({ json: answer([{ language: 'pl', name: 'Polski', url: '/e2e-media/pl.vtt' }]) }),
  );
  await page.route(`**/api/vimeo/${without}/playback`, (route) => route.fulfill({ json: answer([]) }));
  await page.route('**/e2e-media/wide.mp4', (route) =>
    route.fulfill({ path: file, contentType: 'video/mp4' }),
  );
  await page.route('**/e2e-media/pl.vtt', (route) =>
    route.fulfill({
      body: 'WEBVTT\n\n00:00:00.000 --> 00:00:01.500\nDzień dobry\n',
      contentType: 'text/vtt',
    }),
  );
};

test('the player fits a phone: controls on screen, the description once, subtitles only where they exist', async ({
  page,
  api,
}) => {
  const admin = await api.adminToken();
  const video = await createVideo(api, admin, {
    video_link: '910001',
    accessibility_video: '910002',
    description: '<p>Opis spektaklu dla widzów.</p>',
    additional_desc: '<p>Opis wersji z tłumaczeniem na PJM.</p>',
  });
  await serveRecordings(page, '910001', '910002');
  await signInThroughForm(page, await api.createVerifiedUser());
  await page.goto(`/wideo/${video.slug}`);
  await page.getByRole('button', { name: 'Oglądaj' }).click();
  const player = page.locator('video');
  await expect(player).toBeVisible();
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBe(656);
  // Watching: no second "Oglądaj", the description once.
  await expect(page.getByRole('button', { name: 'Oglądaj' })).toHaveCount(0);
  await expect(page.getByText('Opis spektaklu dla widzów.')).toHaveCount(1);
  await expectNoHorizontalOverflow(page, 'watch mode on a phone');
  const box = (await player.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  for (const control of [
    page.getByRole('button', { name: 'Zamknij odtwarzacz' }),
    page.getByRole('button', { name: 'Polski język migowy (PJM)' }),
  ]) {
    const at = (await control.boundingBox())!;
    expect(at.x + at.width, 'a control within the screen').toBeLessThanOrEqual(390);
  }
  await page.getByRole('checkbox', { name: 'Napisy' }).check();
  await expectNoSeriousA11yViolations(page, 'watch mode on a phone');

  // The PJM version has no subtitles: "Napisy" is not offered (nor ticked) there.
  await page
    .getByRole('group', { name: 'Wersja' })
    .getByRole('button', { name: 'Polski język migowy (PJM)' })
    .click();
  await expect(page.getByText('Opis wersji z tłumaczeniem na PJM.')).toHaveCount(1);
  await expect(page.getByRole('checkbox', { name: 'Napisy' })).toHaveCount(0);
  await page
    .getByRole('group', { name: 'Wersja' })
    .getByRole('button', { name: 'Wersja standardowa' })
    .click();
  await expect(page.getByRole('checkbox', { name: 'Napisy' })).toBeChecked();

  // On a wide screen the version buttons stay on one row.
  await page.setViewportSize({ width: 1440, height: 900 });
  const tops = await page
    .getByRole('group', { name: 'Wersja' })
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
  expect(new Set(tops).size, `version buttons' rows: ${tops.join(', ')}`).toBe(1);
});

test('a pending payment is resumed, then cancelled and started again, on a phone', async ({ page, api }) => {
  const event = await paidEventToday(api, { available_tickets: 1 });
  const user = await api.createVerifiedUser();
  await signInThroughForm(page, user);

  // Left pending at the checkout: the status page offers the checkout again.
  await buyFromEventPage(page, event);
  const firstCheckout = page.url();
  await page.getByRole('button', { name: 'Zostaw jako oczekującą' }).click();
  await expect(page).toHaveURL(STATUS_URL);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Płatność w trakcie przetwarzania');
  await expectNoHorizontalOverflow(page, 'order status (pending)');
  await expectNoSeriousA11yViolations(page, 'order status (pending) on a phone');
  await page.getByRole('link', { name: 'Dokończ płatność' }).click();
  await expect(page.getByRole('heading', { level: 1, name: CHECKOUT })).toBeVisible();
  await page.getByRole('button', { name: 'Zostaw jako oczekującą' }).click();
  await expect(page).toHaveURL(STATUS_URL);

  // The purchase page says the payment is unfinished and offers both ways on.
  await page.goto(`/platnosc/wydarzenie/${event.id}`);
  await expect(page.getByText('Płatność za ten materiał nie została jeszcze dokończona.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dokończ płatność' })).toHaveAttribute('href', firstCheckout);
  await expectNoHorizontalOverflow(page, 'purchase page (pending)');
  await expectNoSeriousA11yViolations(page, 'purchase page (pending) on a phone');
  await page.getByRole('button', { name: 'Anuluj i zacznij od nowa' }).click();
  // Cancelled at the provider too: the old checkout link is dead.
  await expect(page.getByRole('button', { name: 'Zamawiam i płacę' })).toBeVisible();
  await expectNoHorizontalOverflow(page, 'purchase page');
  const other = await page.context().newPage();
  await other.goto(firstCheckout);
  await expect(
    other.getByRole('heading', { level: 1, name: 'Link do płatności jest nieważny' }),
  ).toBeVisible();
  await other.close();

  // Started again (the last ticket is free for this buyer), left pending, cancelled from the account.
  await page.getByRole('checkbox', { name: /Akceptuję regulamin/ }).check();
  await page.getByRole('button', { name: 'Zamawiam i płacę' }).click();
  await expect(page.getByRole('heading', { level: 1, name: CHECKOUT })).toBeVisible();
  await page.getByRole('button', { name: 'Zostaw jako oczekującą' }).click();
  await expect(page).toHaveURL(STATUS_URL);
  await page.goto('/konto');
  const rows = page
    .getByRole('table', { name: 'Zamówienia i dostęp' })
    .getByRole('row')
    .filter({ hasText: event.title });
  await expect(rows.filter({ hasText: 'Anulowane' })).toHaveCount(1);
  // "Niedokończona" until the sandbox's PENDING notification (a queued job) lands, then
  // "Przetwarzanie": the page shows either, and offers the same two ways on.
  const row = rows.filter({ hasNotText: 'Anulowane' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(/Niedokończona|Przetwarzanie/);
  await expect(row.getByRole('link', { name: /Dokończ płatność/ })).toBeVisible();
  await expectNoHorizontalOverflow(page, 'account page');
  await row.getByRole('button', { name: /Anuluj i zacznij od nowa/ }).click();
  await expect(page).toHaveURL(new RegExp(`/platnosc/wydarzenie/${event.id}$`));
  await expect(page.getByRole('button', { name: 'Zamawiam i płacę' })).toBeVisible();
});
