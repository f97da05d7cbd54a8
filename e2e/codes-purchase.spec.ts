import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { Api } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { CHECKOUT } from './support/buying';
import { createVideo } from './support/items';
import { expect, test } from './support/test';
import { signInThroughForm } from './support/ui';

/**
 * Codes at purchase (issue 22 item 2) through the embedded PayU sandbox: a viewer types a discount
 * code on the purchase page (a wrong one is refused on the field), sees the checkout ask for the
 * discounted amount and declines; the cancelled payment gives the use back, so the item's page
 * now shows the old price struck through with the new one and the code; buying again is charged
 * the new price and paid.
 */
const journey = async ({ page, api }: { page: Page; api: Api }) => {
  const admin = await api.adminToken();
  const video = await createVideo(api, admin, { video_price: 40 });
  const code = `PREMIERA${randomBytes(3).toString('hex').toUpperCase()}`;
  const created = await api.call(
    'POST',
    '/api/codes',
    {
      code,
      desc: 'Premiera',
      product_id: `video-${video.id}`,
      discount: '25%',
      limit: 5,
      expiration_date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    },
    admin,
  );
  expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);
  const user = await api.createVerifiedUser();
  await signInThroughForm(page, user);

  await page.goto(`/platnosc/wideo/${video.id}`);
  const summary = page.getByRole('region', { name: 'Podsumowanie zakupu' });
  await expect(summary.getByText('40,00 zł')).toBeVisible();
  const codeField = page.getByRole('textbox', { name: /Kod rabatowy lub kod prezentu/ });
  await codeField.fill('NIEMATAKIEGO');
  await page.getByRole('checkbox', { name: /Akceptuję regulamin/ }).check();
  await page.getByRole('button', { name: 'Zamawiam i płacę' }).click();
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Nieprawidłowy kod.').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'purchase page (unknown code)');

  await codeField.fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Zamawiam i płacę' }).click();
  await expect(page.getByRole('heading', { level: 1, name: CHECKOUT })).toBeVisible();
  await expect(page.getByText('30,00 zł')).toBeVisible();
  await page.getByRole('button', { name: 'Odrzuć płatność' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Płatność nie powiodła się' })).toBeVisible();

  // The cancelled payment gave the use back: the item's page prices the next purchase with the code.
  await page.goto(`/wideo/${video.slug}`);
  const price = page.locator('.item-price');
  await expect(price.locator('s')).toContainText('40,00 zł');
  await expect(price.getByText('30,00 zł')).toBeVisible();
  await expect(price.getByText(`Użyty kod: ${code}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'item page (discounted)');

  await page.getByRole('link', { name: 'Kup bilet' }).click();
  await expect(page).toHaveURL(new RegExp(`/platnosc/wideo/${video.id}$`));
  await expect(summary.locator('s')).toContainText('40,00 zł');
  await expect(summary.getByText('30,00 zł')).toBeVisible();
  await page.getByRole('checkbox', { name: /Akceptuję regulamin/ }).check();
  await page.getByRole('button', { name: 'Zamawiam i płacę' }).click();
  await expect(page.getByRole('heading', { level: 1, name: CHECKOUT })).toBeVisible();
  await expect(page.getByText('30,00 zł')).toBeVisible();
  await page.getByRole('button', { name: 'Zapłać' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dziękujemy! Płatność przyjęta' })).toBeVisible();
  await expect(page.getByText('30,00 zł')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'order status (paid with a code)');
};

const TITLE =
  'a viewer uses a discount code: refused when unknown, the discounted checkout, the struck-through price, paid at the new price';

test.describe('desktop', () => {
  test(TITLE, journey);
});

test.describe('phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test(TITLE, journey);
});
