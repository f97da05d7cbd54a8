import { expectNoSeriousA11yViolations } from './support/axe';
import { buyFromEventPage, CHECKOUT, paidEventToday, STATUS_URL } from './support/buying';
import { stubHostedPlayer } from './support/items';
import { expect, test } from './support/test';
import { field, signInThroughForm } from './support/ui';

/**
 * Buying journeys that go through the provider's notification (the sandbox notifies the orders
 * module like PayU): pay → COMPLETED, decline → CANCELED, pending until paid, an invoice request
 * on a paid order. Each journey buys its own event, so none sees another's orders or tickets.
 */

test('a viewer buys an event ticket: pay, the status page, watch, and the order on the account page', async ({
  page,
  api,
}) => {
  const event = await paidEventToday(api);
  const user = await api.createVerifiedUser();
  await stubHostedPlayer(page);
  await signInThroughForm(page, user);

  await page.goto(`/platnosc/wydarzenie/${event.id}`);
  await expect(page.getByRole('region', { name: 'Podsumowanie zakupu' }).getByText('25,00 zł')).toBeVisible();
  // The consent is mandatory: unticked, it is marked as the error and nothing is bought.
  await page.getByRole('button', { name: 'Zamawiam i płacę' }).click();
  await expect(page.getByRole('checkbox', { name: /Akceptuję regulamin/ })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page.getByText('Musisz wyrazić zgodę, aby kupić dostęp.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'purchase page');

  await buyFromEventPage(page, event);
  await page.getByRole('button', { name: 'Zapłać' }).click();
  await expect(page).toHaveURL(STATUS_URL);
  await expect(page.getByRole('heading', { level: 1, name: 'Dziękujemy! Płatność przyjęta' })).toBeVisible();
  await expect(page.getByText('25,00 zł')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'order status (paid)');

  await page.getByRole('link', { name: 'Przejdź do oglądania' }).click();
  await expect(page).toHaveURL(new RegExp(`/wydarzenie/${event.slug}\\?ogladaj=true$`));
  await expect(page.getByTitle(`Odtwarzacz: ${event.title}`)).toBeVisible();

  await page.goto('/konto');
  const orders = page.getByRole('table', { name: 'Zamówienia i dostęp' });
  const row = orders.getByRole('row').filter({ hasText: event.title });
  await expect(row).toContainText('Opłacone');
  await expect(row).toContainText('25,00 zł');
  await expectNoSeriousA11yViolations(page, 'account orders');
});

test('a declined payment shows the failure page, and the buy button is offered again', async ({
  page,
  api,
}) => {
  const event = await paidEventToday(api);
  const user = await api.createVerifiedUser();
  await signInThroughForm(page, user);

  await buyFromEventPage(page, event);
  await page.getByRole('button', { name: 'Odrzuć płatność' }).click();
  await expect(page).toHaveURL(/\/status-zamowienia\/wydarzenie\/[0-9A-Z]{24}\?error=501$/);
  // The query alone decides nothing: the page shows the failure once the server says CANCELED.
  await expect(page.getByRole('heading', { level: 1, name: 'Płatność nie powiodła się' })).toBeVisible();
  await expect(page.getByText('Błąd płatności')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'order status (declined)');

  await page.goto(`/wydarzenie/${event.slug}`);
  await expect(page.getByRole('link', { name: 'Kup bilet' })).toHaveAttribute(
    'href',
    `/platnosc/wydarzenie/${event.id}`,
  );
  await page.goto('/konto');
  await expect(
    page
      .getByRole('table', { name: 'Zamówienia i dostęp' })
      .getByRole('row')
      .filter({ hasText: event.title }),
  ).toContainText('Anulowane');
});

test('a payment left pending shows "processing" until the notification arrives, then success in place', async ({
  page,
  api,
}) => {
  const event = await paidEventToday(api);
  const user = await api.createVerifiedUser();
  await signInThroughForm(page, user);

  await buyFromEventPage(page, event);
  const checkout = page.url();
  await page.getByRole('button', { name: 'Zostaw jako oczekującą' }).click();
  await expect(page).toHaveURL(STATUS_URL);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Płatność w trakcie przetwarzania');
  await expectNoSeriousA11yViolations(page, 'order status (processing)');

  // Meanwhile the event's page shows the disabled "processing" button instead of buying.
  const other = await page.context().newPage();
  await other.goto(`/wydarzenie/${event.slug}`);
  await expect(other.getByRole('button', { name: 'Płatność w trakcie przetwarzania' })).toBeDisabled();
  await expect(heading).toHaveText('Płatność w trakcie przetwarzania');

  // The buyer finishes paying in the other tab: the provider notifies, and the first tab (never
  // reloaded) turns into the success page.
  await other.goto(checkout);
  await other.getByRole('button', { name: 'Zapłać' }).click();
  await expect(other).toHaveURL(STATUS_URL);
  await expect(heading).toHaveText('Dziękujemy! Płatność przyjęta');
  await expect(page.getByRole('link', { name: 'Przejdź do oglądania' })).toBeVisible();
});

test('a purchase with a company invoice request: the NIP is checked on the page, the request is kept with the order', async ({
  page,
  api,
}) => {
  const event = await paidEventToday(api);
  const user = await api.createVerifiedUser();
  await signInThroughForm(page, user);

  await page.goto(`/platnosc/wydarzenie/${event.id}`);
  await page.getByRole('checkbox', { name: 'Chcę otrzymać fakturę' }).check();
  const invoice = page.getByRole('group', { name: 'Dane do faktury' });
  await invoice.getByRole('radio', { name: 'Firmy' }).check();
  await field(invoice, 'Firma').fill('Teatr Nowy sp. z o.o.');
  await field(invoice, 'NIP').fill('526-000-12-47');
  await field(invoice, 'Ulica i numer').fill('Marszałkowska 1');
  await field(invoice, 'Kod pocztowy').fill('00-001');
  await field(invoice, 'Miejscowość').fill('Warszawa');
  await field(invoice, 'Województwo / region').fill('mazowieckie');
  await page.getByRole('checkbox', { name: /Akceptuję regulamin/ }).check();
  await page.getByRole('button', { name: 'Zamawiam i płacę' }).click();
  await expect(page.getByText(/Niepoprawny NIP/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'purchase page with invoice data');

  await field(invoice, 'NIP').fill('526-000-12-46');
  await page.getByRole('button', { name: 'Zamawiam i płacę' }).click();
  await expect(page.getByRole('heading', { level: 1, name: CHECKOUT })).toBeVisible();
  await page.getByRole('button', { name: 'Zapłać' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dziękujemy! Płatność przyjęta' })).toBeVisible();

  const { token } = await api.signIn(user.email, user.password);
  const orders = await api.call<{ orders: { title: string; invoice_requested: boolean; status: string }[] }>(
    'GET',
    '/api/payments/user?page=1&page_size=20',
    undefined,
    token,
  );
  expect(orders.status).toBe(200);
  expect(orders.body.orders.find((order) => order.title === event.title)).toMatchObject({
    invoice_requested: true,
    status: 'COMPLETED',
  });
});
