import { expectNoSeriousA11yViolations } from './support/axe';
import { createEvent, createVideo, warsawDayAndTime } from './support/items';
import { expect, test } from './support/test';
import { signInThroughForm } from './support/ui';

/**
 * The event page's countdown (issue 7). A file of its own, so that it is scheduled early: most of
 * its time is the wait for the next whole minute in Warsaw, which overlaps the other worker's
 * journeys there; last in viewer.spec.ts it kept the run's end waiting with one worker idle.
 */

test('the countdown reaching zero shows the watch button without a reload', async ({ page, api }) => {
  test.setTimeout(150_000);
  const admin = await api.adminToken();
  const video = await createVideo(api, admin);
  // The next whole minute in Warsaw (the one after if it is too close to set up in time).
  const start = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000);
  const { day, time } = warsawDayAndTime(start);
  const { time: end } = warsawDayAndTime(new Date(start.getTime() + 30 * 60_000));
  const event = await createEvent(api, admin, {
    video_id: video.id,
    date_from: day,
    date_to: day,
    time_from: time,
    time_to: end > time ? end : '23:59',
  });
  const user = await api.createVerifiedUser();
  await signInThroughForm(page, user);

  await page.goto(`/wydarzenie/${event.slug}`);
  await expect(page.getByText('Do rozpoczęcia:')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^\d\d:\d\d:\d\d$/);
  await expect(page.getByRole('button', { name: 'Oglądaj' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'event countdown');
  // Waiting for the UI only: the clock reaches the start (+5 s and the page's 3–8 s) and the page asks again.
  await expect(page.getByRole('button', { name: 'Oglądaj' })).toBeVisible({ timeout: 120_000 });
  await expect(page.getByText('Do rozpoczęcia:')).toHaveCount(0);
});
