import type { Page } from '@playwright/test';
import type { Api } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { CHECKOUT, secondBrowser } from './support/buying';
import { createVideo, stubHostedPlayer } from './support/items';
import { expect, test } from './support/test';
import { signInThroughForm } from './support/ui';

/**
 * Gift tickets (issue 22 item 4) through the embedded PayU sandbox: a viewer buys a video as a
 * gift from its purchase page, pays, and finds the code on the status page and on the account
 * page; another viewer activates the code on their account page and watches the video; the home shows the any-gift's block, which leads to its purchase page. On a desktop and
 * on a 390 px phone. The settings are global: these journeys run one after another.
 */
test.describe.configure({ mode: 'serial' });
// Three sign-ins, a payment and a second browser each: more than the default minute on a shared machine.
test.beforeEach(() => test.setTimeout(420_000));

const STATUS_URL = /\/status-zamowienia\/prezent\/[0-9A-Z]{24}(\?error=501)?$/;

const giftSettings = async (api: Api, body: Record<string, unknown>) => {
  const { status, body: answer } = await api.call('PUT', '/api/gifts/settings', body, await api.adminToken());
  if (status !== 200) throw new Error(`PUT /api/gifts/settings: HTTP ${status} ${JSON.stringify(answer)}`);
};

/** From the video's purchase page to a paid gift's status page, returning the code shown there. */
const buyVideoAsGift = async (page: Page, video: { id: number; title: string }): Promise<string> => {
  await page.goto(`/platnosc/wideo/${video.id}`);
  const option = page.getByRole('region', { name: 'Kup w prezencie' });
  // The purchase pages are a lazy chunk: its first load on a busy machine takes longer than a step.
  await expect(option).toBeVisible({ timeout: 60_000 });
  await option.getByRole('link', { name: /Kup w prezencie/ }).click();
  await expect(page).toHaveURL(new RegExp(`/platnosc/prezent\\?produkt=video-${video.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Zakup prezentu' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole('heading', { name: `Prezent: ${video.title}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Podsumowanie zakupu' }).getByText('30,00 zł')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'gift purchase page');
  await page.getByRole('checkbox', { name: /Akceptuję regulamin/ }).check();
  await page.getByRole('button', { name: 'Zamawiam i płacę' }).click();
  await expect(page.getByRole('heading', { level: 1, name: CHECKOUT })).toBeVisible();
  await page.getByRole('button', { name: 'Zapłać' }).click();
  await expect(page).toHaveURL(STATUS_URL);
  await expect(page.getByRole('heading', { level: 1, name: 'Dziękujemy! Płatność przyjęta' })).toBeVisible({
    timeout: 60_000,
  });
  const code = page.locator('.gift-codes__code').first();
  await expect(code).toHaveText(/^[0-9A-Z]{12}$/);
  await expect(page.getByText('niewykorzystany')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'gift status page');
  return (await code.textContent())!;
};

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`a viewer buys a video as a gift; another viewer activates the code and watches (${viewport.width} px)`, async ({
    page,
    api,
    browser,
  }) => {
    await page.setViewportSize(viewport);
    await giftSettings(api, { gift_available: true });
    const video = await createVideo(api, await api.adminToken(), { video_price: 30 });
    const buyer = await api.createVerifiedUser();
    await signInThroughForm(page, buyer);

    const code = await buyVideoAsGift(page, video);

    await page.goto('/konto');
    const gifts = page.getByRole('table', { name: 'Prezenty' });
    const row = gifts.getByRole('row').filter({ hasText: video.title });
    await expect(row).toContainText('Opłacone');
    await expect(row).toContainText('30,00 zł');
    await expect(row).toContainText(code);
    await expectNoSeriousA11yViolations(page, 'account gifts');

    // The recipient activates the code on their account page and may watch the video.
    const recipient = await secondBrowser(browser, await api.createVerifiedUser());
    try {
      const other = recipient.page;
      await other.setViewportSize(viewport);
      await stubHostedPlayer(other);
      await other.goto('/konto');
      const codes = other.getByRole('region', { name: 'Kody aktywacyjne' });
      await codes.getByLabel(/^Kod/).fill(code);
      await codes.getByRole('button', { name: 'Aktywuj kod' }).click();
      await expect(other.getByText('Kod został aktywowany')).toBeVisible();
      await expectNoSeriousA11yViolations(other, 'account codes (gift activated)');
      await other.goto(`/wideo/${video.slug}`);
      await other.getByRole('button', { name: 'Oglądaj' }).click();
      await expect(other.getByTitle(`Odtwarzacz: ${video.title}`)).toBeVisible();
    } finally {
      await recipient.close();
    }

    // The buyer's account now says the code was used.
    await page.reload();
    const used = page
      .getByRole('table', { name: 'Prezenty' })
      .getByRole('row')
      .filter({ hasText: video.title });
    await expect(used.getByText('wykorzystany', { exact: true })).toBeVisible();
  });
}

test('the home shows the any-gift while it is on sale, leading to its purchase page', async ({
  page,
  api,
}) => {
  await giftSettings(api, {
    any_gift_available: true,
    gift_price: 120,
    gift_expiration: '23:59 31.12.2099',
    gift_label: 'Bon do teatru',
    gift_label_en: 'Theatre voucher',
    gift_description: 'Dowolny spektakl lub wydarzenie.',
    gift_description_en: 'Any show or event.',
  });
  const viewer = await api.createVerifiedUser();
  await signInThroughForm(page, viewer);
  await page.goto('/');
  const block = page.getByRole('region', { name: 'Bon do teatru' });
  await expect(block).toBeVisible({ timeout: 60_000 });
  await expect(block.getByText('120,00 zł')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'home with the gift block');
  await block.getByRole('link', { name: 'Kup prezent' }).click();
  await expect(page).toHaveURL(/\/platnosc\/prezent$/);
  await expect(page.getByRole('heading', { name: 'Bon do teatru' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zamawiam i płacę' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'any-gift purchase page');

  // Switched off: no block (the catalogue blocks still load).
  await giftSettings(api, {
    any_gift_available: false,
    gift_price: 120,
    gift_label: 'Bon do teatru',
    gift_description: 'x',
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bon do teatru' })).toHaveCount(0);
});
