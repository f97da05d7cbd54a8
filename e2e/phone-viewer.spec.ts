import { expectNoHorizontalOverflow } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { buyFromEventPage, CHECKOUT, paidEventToday, STATUS_URL } from './support/buying';
import { expect, test } from './support/test';
import { signInThroughForm } from './support/ui';

/**
 * A viewer on a 390 px phone (issue 19, items 6 and 7): a payment left pending is resumed at the
 * provider, then cancelled and started again from the status page, the purchase page and the
 * account's orders; the last ticket is free again each time.
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

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
    .getByRole('table', { name: 'Wydarzenia' })
    .getByRole('row')
    .filter({ hasText: event.title });
  await expect(rows.filter({ hasText: 'Anulowane' })).toHaveCount(1);
  const row = rows.filter({ hasText: 'Przetwarzanie' });
  await expect(row.getByRole('link', { name: /Dokończ płatność/ })).toBeVisible();
  await expectNoHorizontalOverflow(page, 'account page');
  await row.getByRole('button', { name: /Anuluj i zacznij od nowa/ }).click();
  await expect(page).toHaveURL(new RegExp(`/platnosc/wydarzenie/${event.id}$`));
  await expect(page.getByRole('button', { name: 'Zamawiam i płacę' })).toBeVisible();
});
