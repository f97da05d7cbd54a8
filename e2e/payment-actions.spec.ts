import type { Page } from '@playwright/test';
import type { Api, TestUser } from './support/api';
import { expectToast, popoverQuestion, settled, signInAsAdmin, whileSaving } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { paidEventToday } from './support/buying';
import type { CreatedItem } from './support/items';
import { expect, test } from './support/test';

/**
 * The box office on an event's page (spec 3 §2.4): a staff member refunds a paid order through the
 * provider (the embedded PayU sandbox settles it and notifies, so the order ends REFUNDED) and
 * grants a free ticket by e-mail. Desktop and a 390 px phone, axe on the panel and the dialog.
 */
const SCREENS = [
  { name: 'desktop', viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
] as const;

/** A buyer's paid order, made as the browser would (purchase, then "pay" on the sandbox checkout). */
const paidOrder = async (api: Api, event: CreatedItem): Promise<{ buyer: TestUser; extOrderId: string }> => {
  const buyer = await api.createVerifiedUser();
  const { token } = await api.signIn(buyer.email, buyer.password);
  const bought = await api.call<{ extOrderId: string; redirectUri: string }>(
    'POST',
    `/api/payments/${event.id}`,
    { consent: true },
    token,
  );
  expect(bought.status).toBe(200);
  const checkout = new URL(bought.body.redirectUri);
  const paid = await fetch(new URL('/sandbox/payu/pay', api.baseUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      orderId: checkout.searchParams.get('orderId')!,
      token: checkout.searchParams.get('token')!,
      outcome: 'pay',
    }),
  });
  expect(paid.status).toBeLessThan(400);
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
  return { buyer, extOrderId: bought.body.extOrderId };
};

const ordersPanel = (page: Page) => page.getByRole('region', { name: 'Zamówienia' });

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    test.use({ viewport: screen.viewport, isMobile: screen.isMobile, hasTouch: screen.hasTouch });

    test('staff refund one order through the provider and grant a free ticket', async ({
      page,
      api,
      mailbox,
    }) => {
      const event = await paidEventToday(api, { available_tickets: 5 });
      const { buyer } = await paidOrder(api, event);
      const guest = await api.createVerifiedUser();
      // The cookie bar was answered before (it is not this journey's subject, and on a phone it
      // covers the table's last buttons).
      await page.context().addCookies([{ name: 'cookie_consent', value: '1', url: api.baseUrl }]);
      await signInAsAdmin(page, mailbox);

      await page.goto(`/wydarzenie/${event.slug}`);
      const panel = ordersPanel(page);
      const row = panel.getByRole('row').filter({ hasText: buyer.email });
      // The panel is a lazy admin chunk with two catalogues and its own read: a loaded machine takes a while.
      await expect(panel.getByText('Złożone zamówienia')).toBeVisible({ timeout: 30_000 });
      await expect(row).toContainText('Zakończona');
      await expectNoSeriousA11yViolations(page, 'orders panel');

      // Refund: the dialog offers what is left (25,00), asks with the warning, the provider takes it.
      // As a person scrolls the row to the middle of the screen (the table's header sticks at the top).
      await row.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await row.getByRole('button', { name: `Zwrot pieniędzy: ${buyer.email}` }).click();
      const dialog = await settled(page.getByRole('dialog', { name: /^Zwrot płatności/ }));
      await expect(dialog.getByText('Można zwrócić: 25,00 zł.')).toBeVisible();
      await expect(dialog.getByLabel('Kwota zwrotu (zł)')).toHaveValue('25,00');
      await expectNoSeriousA11yViolations(page, 'refund dialog');
      await dialog.getByRole('button', { name: 'Zwróć' }).click();
      const confirm = await popoverQuestion(page, 'Czy na pewno zwrócić 25,00 zł?');
      await expect(confirm).toContainText('Tej operacji nie można cofnąć');
      const answer = await whileSaving(page, 'POST', /\/api\/payments\/[0-9A-Z]{24}\/refunds$/, () =>
        confirm.getByRole('button', { name: 'Tak', exact: true }).click(),
      );
      expect(answer.status()).toBe(200);
      await expectToast(page, 'Zlecono zwrot 25,00 zł');
      await expect(dialog).toBeHidden();
      // The sandbox settles the refund and notifies: the order ends REFUNDED, and the panel, which
      // asks again while a row waits for the provider, shows it without a reload.
      await expect(row).toContainText('Zwrócona', { timeout: 20_000 });

      // A free ticket for someone else, counted in the statistics, confirmed with the warning.
      await panel.getByRole('searchbox', { name: /Szukaj/ }).fill('');
      await panel.getByRole('searchbox', { name: /Szukaj/ }).press('Enter');
      await panel.getByLabel('E-mail użytkownika').fill(guest.email);
      await panel.getByRole('checkbox', { name: 'Wliczaj cenę do statystyk' }).check();
      await panel.getByRole('button', { name: 'Przyznaj dostęp' }).click();
      const grant = await popoverQuestion(page, 'Czy na pewno przyznać darmowy dostęp?');
      await expect(grant).toContainText('Darmowego dostępu nie można usunąć z panelu.');
      await whileSaving(page, 'POST', `/api/payments/free/${event.id}`, () =>
        grant.getByRole('button', { name: 'Tak', exact: true }).click(),
      );
      await expectToast(page, 'Przyznano uprawnienie');
      // axe reads colours: the question's fade-out would count as low contrast.
      await expect(grant).toBeHidden();
      await expect(panel.getByRole('row').filter({ hasText: guest.email })).toContainText('Zakończona');
      await expectNoSeriousA11yViolations(page, 'orders panel after the grant');
    });
  });
}
