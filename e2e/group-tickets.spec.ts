import type { Api } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { CHECKOUT, secondBrowser } from './support/buying';
import { createVideo, stubHostedPlayer } from './support/items';
import { expect, test } from './support/test';
import { signInThroughForm } from './support/ui';

/**
 * Group tickets (issue 22 item 5) through the embedded PayU sandbox: a school sets the quantity on
 * a video's purchase page (the total by the price rule, the original struck through) and asks for
 * an invoice, pays, sees
 * its 10 codes on the status page and on the account page; a pupil activates one on /konto and
 * watches. On a desktop and on a 390 px phone. The settings are global: the journeys run in turn.
 */
test.describe.configure({ mode: 'serial' });
// Two sign-ins, a payment and a second browser each: more than the default minute on a shared machine.
test.beforeEach(() => test.setTimeout(240_000));

const STATUS_URL = /\/status-zamowienia\/bilet-grupowy\/[0-9A-Z]{24}(\?error=501)?$/;

const groupSettings = async (api: Api, body: Record<string, unknown>) => {
  const { status, body: answer } = await api.call(
    'PUT',
    '/api/groupTickets/settings',
    body,
    await api.adminToken(),
  );
  if (status !== 200)
    throw new Error(`PUT /api/groupTickets/settings: HTTP ${status} ${JSON.stringify(answer)}`);
};

// Off again after each journey, passed or failed: left on, every later purchase page shows the group
// option and its own consent box beside the purchase form's.
test.afterEach(async ({ api }) => {
  await groupSettings(api, {
    event_available: false,
    video_available: false,
    one_free: true,
    min_units: 2,
    max_units: 30,
    discount: 10,
  });
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`a school buys a group of 10; a pupil redeems a code and watches (${viewport.width} px)`, async ({
    page,
    api,
    browser,
  }) => {
    await page.setViewportSize(viewport);
    await groupSettings(api, {
      event_available: true,
      video_available: true,
      one_free: true,
      min_units: 2,
      max_units: 30,
      discount: 10,
    });
    const video = await createVideo(api, await api.adminToken(), { video_price: 20 });
    const school = await api.createVerifiedUser();
    await signInThroughForm(page, school);

    await page.goto(`/platnosc/wideo/${video.id}`);
    const option = page.getByRole('region', { name: 'Bilet grupowy' });
    await expect(option).toBeVisible();
    const quantity = option.getByLabel(/Liczba biletów/);
    await expect(quantity).toHaveValue('2');
    // Outside the range: the message gives it, nothing is bought.
    await quantity.fill('31');
    await option.getByRole('checkbox', { name: /Akceptuję regulamin/ }).check();
    await option.getByRole('button', { name: 'Kup bilet grupowy' }).click();
    await expect(option.getByText('Liczba biletów musi wynosić od 2 do 30.')).toBeVisible();
    await quantity.fill('10');
    // 10 × 20 zł, one free (180 zł), 10 % off: 162 zł; 200 zł struck through.
    await expect(option.getByText('162,00 zł')).toBeVisible();
    await expect(option.locator('s')).toHaveText('200,00 zł');
    // The school's invoice, with the purchase form's own fields and rules (spec 1 §2, §3 invoice data).
    await option.getByRole('checkbox', { name: 'Chcę otrzymać fakturę' }).check();
    await expect(option.getByRole('group', { name: 'Dane do faktury' })).toBeVisible();
    await option.getByRole('radio', { name: 'Firmy' }).check();
    const company = `Szkoła Podstawowa nr ${viewport.width}`;
    await option.getByLabel(/^Firma/).fill(company);
    await option.getByLabel(/^NIP/).fill('5260001246');
    await option.getByLabel(/^Ulica i numer/).fill('Szkolna 1');
    await option.getByLabel(/^Kod pocztowy/).fill('00-001');
    await option.getByLabel(/^Miejscowość/).fill('Warszawa');
    await option.getByLabel(/^Województwo/).fill('mazowieckie');
    await expectNoSeriousA11yViolations(page, 'purchase page with the group option');
    await option.getByRole('button', { name: 'Kup bilet grupowy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: CHECKOUT })).toBeVisible();
    await page.getByRole('button', { name: 'Zapłać' }).click();
    await expect(page).toHaveURL(STATUS_URL);
    // The invoice request is with the order, for the administrator's invoice list.
    const extOrderId = /bilet-grupowy\/([0-9A-Z]{24})/.exec(page.url())![1];
    const invoices = await api.call<{
      invoices: { extOrderId: string; product_type: string; data: object }[];
    }>('GET', '/api/invoices', undefined, await api.adminToken());
    expect(invoices.body.invoices.find((row) => row.extOrderId === extOrderId)).toMatchObject({
      product_type: 'group_ticket',
      data: { invoiceType: 'company', company, nip: '5260001246', city: 'Warszawa' },
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Zamówienie biletu grupowego' })).toBeVisible();
    const codes = page.getByRole('list', { name: 'Kody' }).locator('code');
    await expect(codes).toHaveCount(10);
    await expect(page.getByText('Wykorzystane: 0 z 10')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'group status page');
    const code = (await codes.first().textContent())!;
    expect(code).toMatch(/^[0-9A-Z]{12}$/);

    await page.goto('/konto');
    const block = page.getByRole('region', { name: 'Bilety grupowe' });
    await expect(block.getByText(code)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'account group block');

    // A pupil activates one code on their account page and may watch the video.
    const pupil = await secondBrowser(browser, await api.createVerifiedUser());
    try {
      const other = pupil.page;
      await other.setViewportSize(viewport);
      await stubHostedPlayer(other);
      await other.goto('/konto');
      const activation = other.getByRole('region', { name: 'Kody aktywacyjne' });
      await activation.getByLabel(/^Kod/).fill(code);
      await activation.getByRole('button', { name: 'Aktywuj kod' }).click();
      await expect(other.getByText('Kod został aktywowany')).toBeVisible();
      await other.goto(`/wideo/${video.slug}`);
      await other.getByRole('button', { name: 'Oglądaj' }).click();
      await expect(other.getByTitle(`Odtwarzacz: ${video.title}`)).toBeVisible();
    } finally {
      await pupil.close();
    }

    // The school sees the code used.
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Bilety grupowe' }).getByText('Wykorzystane: 1 z 10'),
    ).toBeVisible();
  });
}
