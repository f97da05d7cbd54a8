import { expectNoSeriousA11yViolations } from './support/axe';
import { sessionToken, signInAsAdmin } from './support/admin';
import { paidEventToday } from './support/buying';
import { expect, test } from './support/test';

/**
 * The box office (issue 20): a staff member finds tonight's buyers on the event's orders panel and
 * exports the month's event payments to CSV, on a desktop and on a 390 px phone. The CSV's bytes
 * are checked by the route tests (modules/payments); here the download request and its answer.
 */
test('a staff member finds tonight’s buyers on the event page and exports the month to CSV', async ({
  page,
  api,
  mailbox,
}) => {
  // A purchase, the admin's two-step sign-in and two screens at two widths, each checked with axe.
  test.setTimeout(180_000);
  const event = await paidEventToday(api);
  const buyer = await api.createVerifiedUser({ firstname: 'Halina', lastname: 'Poświatowska' });
  const { token } = await api.signIn(buyer.email, buyer.password);
  const bought = await api.call<{ redirectUri: string; extOrderId: string }>(
    'POST',
    `/api/payments/${event.id}`,
    { consent: true },
    token,
  );
  expect(bought.status).toBe(200);
  // The buyer pays at the sandbox checkout (its page needs no session of ours).
  await page.goto(bought.body.redirectUri);
  await page.getByRole('button', { name: 'Zapłać' }).click();
  // Back from the checkout (to sign-in: this browser is not the buyer's); the sandbox notifies us.
  await expect(page).toHaveURL(/status-zamowienia/);
  await expect
    .poll(
      async () =>
        (
          await api.call<{ status: string }>(
            'GET',
            `/api/payments/${bought.body.extOrderId}`,
            undefined,
            token,
          )
        ).body.status,
    )
    .toBe('COMPLETED');

  await signInAsAdmin(page, mailbox);
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`/wydarzenie/${event.slug}`);
    const panel = page.getByRole('region', { name: 'Zamówienia' });
    await expect(
      panel.getByRole('region', { name: 'Statystyki' }).getByText('Złożone zamówienia'),
      // The panel is a lazy chunk with antd: its first load on a busy machine takes a while.
    ).toBeVisible({ timeout: 30_000 });
    await panel.getByRole('searchbox', { name: /Szukaj/ }).fill('Poświatowska');
    await panel.getByRole('searchbox', { name: /Szukaj/ }).press('Enter');
    const table = panel.getByRole('table', { name: 'Zamówienia' });
    const row = table.getByRole('row', { name: new RegExp(buyer.email) });
    await expect(row).toBeVisible();
    await expect(row.getByText('Zakończona')).toBeVisible();
    await expect(row.getByText('25,00 zł')).toBeVisible();
    await expect(row.getByRole('link', { name: 'Halina Poświatowska' })).toHaveAttribute(
      'href',
      /^\/konto\/\d+$/,
    );
    await expect(row.getByText(bought.body.extOrderId)).toBeVisible();
    await expectNoSeriousA11yViolations(page, `event orders panel ${viewport.width}px`);

    await page.goto('/teapp-admin?view=payments');
    await expect(page.getByRole('heading', { level: 1, name: 'Lista płatności' })).toBeVisible({
      timeout: 30_000,
    });
    const stats = page.getByRole('region', { name: 'Statystyki' });
    await expect(stats.getByText('Przychód')).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Zamówienia' }).getByRole('row', { name: new RegExp(buyer.email) }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, `payments list ${viewport.width}px`);

    const csv = page.waitForResponse((response) => response.url().includes('/api/payments/csv'));
    await page.getByRole('button', { name: 'Eksport CSV' }).click();
    const response = await csv;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
    // Named after the range: this month, DD.MM.YYYY-DD.MM.YYYY.
    expect(decodeURIComponent(response.headers()['content-disposition']!)).toMatch(
      /Płatności wydarzenia 01\.\d{2}\.\d{4}-\d{2}\.\d{2}\.\d{4}\.csv/,
    );
    // The browser saved the bytes (a blob download); the same request, repeated, holds our order.
    const again = await page.request.get(response.url(), {
      headers: { 'x-auth-token': await sessionToken(page) },
    });
    expect(await again.text()).toContain(bought.body.extOrderId);
    await expect(page.getByText(/Pobrano plik Płatności wydarzenia/)).toBeVisible();
  }
});
