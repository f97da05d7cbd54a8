import type { Browser, Page } from '@playwright/test';
import type { Api, TestUser } from './api';
import { createEvent, createVideo, warsawDayAndTime, type CreatedItem } from './items';
import { expect } from './test';
import { signInThroughForm } from './ui';

/** Buying journeys' steps (e2e/buying*.ts), through the embedded PayU sandbox. */

export const CHECKOUT = 'Płatność testowa (sandbox PayU)';
export const STATUS_URL = /\/status-zamowienia\/wydarzenie\/[0-9A-Z]{24}(\?error=501)?$/;

/** A paid event on today, all day (so it is on now and watchable once paid). */
export const paidEventToday = async (
  api: Api,
  fields: Record<string, unknown> = {},
): Promise<CreatedItem> => {
  const admin = await api.adminToken();
  const video = await createVideo(api, admin);
  const today = warsawDayAndTime(new Date()).day;
  return createEvent(api, admin, {
    video_id: video.id,
    date_from: today,
    date_to: today,
    full_day: true,
    event_price: 25,
    ...fields,
  });
};

/** From the event's page to the sandbox checkout: buy button, consent, submit. */
export const buyFromEventPage = async (page: Page, event: CreatedItem): Promise<void> => {
  await page.goto(`/wydarzenie/${event.slug}`);
  await page.getByRole('link', { name: 'Kup bilet' }).click();
  await expect(page).toHaveURL(new RegExp(`/platnosc/wydarzenie/${event.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Zakup dostępu' })).toBeVisible();
  await page.getByRole('checkbox', { name: /Akceptuję regulamin/ }).check();
  await page.getByRole('button', { name: 'Zamawiam i płacę' }).click();
  await expect(page.getByRole('heading', { level: 1, name: CHECKOUT })).toBeVisible();
};

/** A second viewer in a browser of their own (a separate context: own storage, own session). */
export const secondBrowser = async (
  browser: Browser,
  user: TestUser,
): Promise<{ page: Page; close: () => Promise<void> }> => {
  const context = await browser.newContext({ locale: 'pl-PL', timezoneId: 'Europe/Warsaw' });
  const page = await context.newPage();
  await signInThroughForm(page, user);
  return { page, close: () => context.close() };
};
