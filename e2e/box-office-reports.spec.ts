import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/test';
import {
  chooseOption,
  expectNoHorizontalOverflow,
  expectToast,
  signInAsAdmin,
  uniqueSuffix,
} from './support/admin';
import { paidEventToday } from './support/buying';
import { warsawDayAndTime } from './support/items';
import type { Api } from './support/api';

/**
 * Issue 20 items 5 and 6: a buyer asked for an invoice; staff find the request, mark the invoice
 * sent, and read today's income on the statistics screen, as a chart and as its table. Then the
 * same screens on a 390 px phone.
 */

/** A paid purchase with a company invoice, made over HTTP (the buying journeys cover the pages). */
const buyWithInvoice = async (api: Api, company: string) => {
  const event = await paidEventToday(api);
  const user = await api.createVerifiedUser();
  const { token } = await api.signIn(user.email, user.password);
  const bought = await api.call<{ extOrderId: string; redirectUri: string }>(
    'POST',
    `/api/payments/${event.id}`,
    {
      consent: true,
      invoice: {
        invoiceType: 'company',
        company,
        nip: '5260001246',
        street: 'Marszałkowska 1',
        city: 'Warszawa',
        state: 'mazowieckie',
        postal_code: '00-001',
        country_code: 'PL',
      },
    },
    token,
  );
  expect(bought.status).toBe(200);
  // The sandbox checkout's "Zapłać" button: its form posts the order id and the link's token.
  const checkout = await (await fetch(bought.body.redirectUri)).text();
  const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(checkout)?.[1] ?? '';
  const paid = await fetch(new URL('/sandbox/payu/pay', bought.body.redirectUri), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ orderId: hidden('orderId'), token: hidden('token'), outcome: 'pay' }),
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  await expect
    .poll(async () => {
      const orders = await api.call<{ orders: { extOrderId: string; status: string }[] }>(
        'GET',
        '/api/payments/user?page=1&page_size=20',
        undefined,
        token,
      );
      return orders.body.orders.find((order) => order.extOrderId === bought.body.extOrderId)?.status;
    })
    .toBe('COMPLETED');
  return bought.body.extOrderId;
};

const openSection = async (page: Page, view: 'invoices' | 'statistics', heading: string) => {
  await page.goto(`/teapp-admin?view=${view}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  // The statistics chunk (charts) and its seven calls can take a while on a busy machine.
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 30_000 });
};

/** Today's row of the income table, as DD.MM.YYYY. */
const today = () => warsawDayAndTime(new Date()).day.split('-').reverse().join('.');

const readIncomeTable = async (page: Page) => {
  const chart = page.getByRole('img', { name: /^Wykres: przychód dziennie od .*, razem / });
  await expect(chart).toBeVisible();
  const section = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Przychód dziennie' }) });
  await section.getByText('Tabela danych: Przychód dziennie').click();
  const row = section.getByRole('row').filter({ hasText: today() });
  await expect(row).toBeVisible();
  const text = (await row.getByRole('cell').nth(1).textContent()) ?? '';
  // At least the 25 zł paid above (other journeys may sell more today).
  expect(Number(text.replace(/[^\d,]/g, '').replace(',', '.'))).toBeGreaterThanOrEqual(25);
};

test('staff mark an invoice sent and read the income chart and its table (desktop, then a phone)', async ({
  page,
  api,
  mailbox,
}) => {
  // A purchase, two admin screens on two widths, axe four times: longer than the default minute.
  test.setTimeout(180_000);
  const company = `Teatr Faktur ${uniqueSuffix()}`;
  const extOrderId = await buyWithInvoice(api, company);
  await signInAsAdmin(page, mailbox);

  await openSection(page, 'invoices', 'Faktury');
  await expect(page.getByRole('heading', { level: 2, name: 'Ustawienia faktur' })).toBeVisible();
  await page.getByRole('searchbox', { name: /^Szukaj \(e-mail/ }).fill(company);
  const row = page.getByRole('row').filter({ hasText: company });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('5260001246');
  await expect(row).toContainText('25,00 zł');
  await expectNoSeriousA11yViolations(page, 'invoices');
  const sent = row.getByRole('switch', { name: `Faktura wysłana: zamówienie ${extOrderId}` });
  await expect(sent).not.toBeChecked();
  await sent.click();
  await expectToast(page, 'Oznaczono fakturę jako wysłaną');
  await expect(sent).toBeChecked();
  // The flag is stored: the "sent" filter, read again from the server, lists it.
  await chooseOption(page, page.getByRole('combobox', { name: 'Filtr: wysłane' }), 'Wysłane');
  await expect(page).toHaveURL(/sent=true/);
  await expect(page.getByRole('row').filter({ hasText: company }).getByRole('switch')).toBeChecked();

  await openSection(page, 'statistics', 'Statystyki');
  await readIncomeTable(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Podsumowanie wydarzeń' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'statistics with the income table open');

  await page.setViewportSize({ width: 390, height: 844 });
  await openSection(page, 'statistics', 'Statystyki');
  await readIncomeTable(page);
  await expectNoHorizontalOverflow(page, 'statistics on a phone');
  await expectNoSeriousA11yViolations(page, 'statistics on a phone');
  await openSection(page, 'invoices', 'Faktury');
  await expectNoHorizontalOverflow(page, 'invoices on a phone');
  await expectNoSeriousA11yViolations(page, 'invoices on a phone');
});
