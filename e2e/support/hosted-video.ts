import { expect, type Locator, type Page } from '@playwright/test';
import { makeTestVideoFile } from '../../apps/server/test/video-fixture';
import { expectToast } from './admin';

/** The journeys' recording: 4 s at 320×180, long enough for subtitles and a player's progress. */
export const makeJourneyVideo = (): Promise<string> =>
  makeTestVideoFile({ seconds: 4, size: '320x180', rate: 15, name: 'proba.mp4' });

export interface UploadOptions {
  /** Runs on the filled drawer before it is sent (an accessibility check). */
  beforeSend?: () => Promise<void>;
  /** How long packaging may take (the local store's jobs are slower on a busy machine). */
  packagedWithin?: number;
}

/**
 * Uploads `file` as the recording `name` from the admin panel's hosted-video list, as an admin
 * would: the upload drawer, the file, the send, the toast; then waits until the list shows it
 * packaged. Returns the recording's row.
 */
export const uploadHostedVideo = async (
  page: Page,
  name: string,
  file: string,
  { beforeSend, packagedWithin = 90_000 }: UploadOptions = {},
): Promise<Locator> => {
  await page.goto('/teapp-admin?view=videos&tab=hosted');
  await page.getByRole('button', { name: 'Prześlij wideo' }).click();
  const drawer = page.getByRole('dialog', { name: 'Nowe wideo' });
  await drawer.getByRole('textbox', { name: 'Nazwa' }).fill(name);
  await drawer.getByLabel('Plik wideo').setInputFiles(file);
  await beforeSend?.();
  await drawer.getByRole('button', { name: 'Wyślij' }).click();
  await expectToast(page, 'Dodano wideo.');
  await expect(drawer).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: name });
  // Packaging runs on the jobs runner; the list refreshes itself every 5 s while a video waits or
  // is packaged, as the admin watching it would see (no reload: on a busy machine a reload plus
  // the panel's first render took longer than a short per-try wait, and every try failed).
  await expect(row.getByText('gotowe (HLS)')).toBeVisible({ timeout: packagedWithin });
  return row;
};
