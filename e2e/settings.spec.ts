import type { Browser, Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/test';
import { expectToast, popoverQuestion, signInAsAdmin, uniqueSuffix, whileSaving } from './support/admin';
import { acceptCookies, field, signInThroughForm } from './support/ui';
import { pngImage } from './support/images';

/**
 * The settings screens (issue 10): an admin changes what every viewer sees, and the viewer (another
 * browser) sees it. The suite runs with one worker, so maintenance and bars overlap no other journey.
 */

const SCREENS = {
  limitations: 'Ograniczenia',
  views: 'Widoki',
  notifications: 'Powiadomienia',
  advertisement_settings: 'Reklamy',
  festival: 'Festiwal',
  help: 'Pomoc',
  about_versions: 'Informacje o wersji',
} as const;

const openScreen = async (page: Page, view: keyof typeof SCREENS) => {
  await page.goto(`/teapp-admin?view=${view}`);
  await expect(page.getByRole('heading', { level: 1, name: SCREENS[view] })).toBeVisible();
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
};

/** The settings card with this heading (each card has its own Save). */
const card = (page: Page, heading: string): Locator =>
  page.locator('.ant-card').filter({ has: page.getByRole('heading', { level: 2, name: heading }) });

const guestPage = async (browser: Browser, baseURL: string | undefined) => {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
};

test('every settings screen opens from the admin menu and passes axe', async ({ page, mailbox }) => {
  // Nine screens, each with an axe pass: 53 s of the default minute on a quiet machine.
  test.setTimeout(150_000);
  await signInAsAdmin(page, mailbox);
  for (const view of Object.keys(SCREENS) as (keyof typeof SCREENS)[]) {
    await openScreen(page, view);
    // The page editor (tiptap) loads on its own; axe checks it with the page's links in it.
    if (view === 'views') await expect(page.locator('.admin-rte')).toBeVisible();
    await expectNoSeriousA11yViolations(page, `settings: ${view}`);
  }
  // The version screen names this product's version from package.json.
  await openScreen(page, 'about_versions');
  await expect(page.getByText(/^Wersja oprogramowania Scena: \d+\.\d+\.\d+\.$/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: /\(bieżąca\)$/ })).toBeVisible();
  await expect(page.getByText(/1\.10|2021/)).toHaveCount(0);
});

test('an admin turns maintenance on: a viewer is sent to the maintenance page, the admin keeps working; then off', async ({
  page,
  mailbox,
  api,
  browser,
  baseURL,
}) => {
  const viewer = await api.createVerifiedUser();
  const other = await guestPage(browser, baseURL);
  await signInThroughForm(other.page, viewer);
  await signInAsAdmin(page, mailbox);
  await openScreen(page, 'limitations');
  const maintenance = page.getByRole('checkbox', { name: /^Przerwa techniczna/ });
  let switchedOff = false;
  try {
    // The checkbox shows the saved setting: it turns once the server has stored the change.
    await whileSaving(page, 'PUT', '/api/appconfig', () => maintenance.click());
    await expectToast(page, /^Zapisano: Przerwa techniczna/);
    await expect(maintenance).toBeChecked();

    await other.page.goto('/konto');
    await expect(other.page).toHaveURL(/\/przerwa-techniczna$/);
    await expect(other.page.getByRole('heading', { name: 'Przerwa techniczna', level: 1 })).toBeVisible();

    // The admin is not sent away and can still change settings.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Ograniczenia' })).toBeVisible();
    await expect(maintenance).toBeChecked();
    await whileSaving(page, 'PUT', '/api/appconfig', () => maintenance.click());
    await expect(maintenance).not.toBeChecked();
    switchedOff = true;
  } finally {
    // Whatever failed, the platform must not stay in maintenance for the journeys after this one.
    if (!switchedOff) await api.setMaintenance(await api.adminToken(), false);
  }
  await other.page.goto('/konto');
  await expect(other.page).toHaveURL(/\/konto$/);
  await other.context.close();
});

test('an admin edits the accessibility declaration and a guest reads it on /n/deklaracjadostepnosci; the change is in the history', async ({
  page,
  mailbox,
  browser,
  baseURL,
}) => {
  await signInAsAdmin(page, mailbox);
  await openScreen(page, 'views');
  const pages = card(page, 'Treść stron');
  await pages.getByText('Deklaracja dostępności', { exact: true }).click();
  const title = `Deklaracja dostępności ${uniqueSuffix()}`;
  await expect(field(pages, 'Odnośnik (slug)')).toHaveValue('deklaracjadostepnosci');
  await field(pages, 'Tytuł').fill(title);
  const saved = await whileSaving(page, 'PUT', '/api/pages/3', () =>
    pages.getByRole('button', { name: 'Zapisz' }).click(),
  );
  expect(saved.status()).toBe(200);
  await expectToast(page, 'Zaktualizowano zmiany');
  await expect(card(page, 'Historia zmian').getByText(title, { exact: false }).first()).toBeVisible();

  // An empty title is refused with the spec's message, and nothing changes.
  await field(pages, 'Tytuł').fill('');
  await pages.getByRole('button', { name: 'Zapisz' }).click();
  await expect(pages.getByText('Proszę podać tytuł.')).toBeVisible();

  const guest = await guestPage(browser, baseURL);
  await guest.page.goto('/n/deklaracjadostepnosci');
  await expect(guest.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectNoSeriousA11yViolations(guest.page, '/n/deklaracjadostepnosci');
  await guest.context.close();
});

test('an info bar appears for viewers, is dismissed, and shows again after a new text', async ({
  page,
  mailbox,
  browser,
  baseURL,
}) => {
  await signInAsAdmin(page, mailbox);
  await openScreen(page, 'views');
  const bars = card(page, 'Paski informacyjne');
  const setBar = async (text: string) => {
    await field(bars, 'Pasek informacyjny').fill(text);
    const res = await whileSaving(page, 'PUT', '/api/appconfig', () =>
      bars.getByRole('button', { name: 'Zapisz' }).click(),
    );
    expect(res.status()).toBe(200);
  };
  const first = `Spektakl przeniesiony ${uniqueSuffix()}`;
  await setBar(first);

  const guest = await guestPage(browser, baseURL);
  try {
    await guest.page.goto('/strona-glowna');
    await acceptCookies(guest.page);
    const bar = guest.page.getByRole('region', { name: 'Komunikat' });
    await expect(bar).toContainText(first);
    await expectNoSeriousA11yViolations(guest.page, 'info bar');
    await bar.getByRole('button', { name: 'Ukryj na 24 godziny' }).click();
    await expect(bar).toHaveCount(0);
    // After the config has arrived again, the dismissed text stays hidden.
    await Promise.all([
      guest.page.waitForResponse((res) => new URL(res.url()).pathname === '/api/appconfig'),
      guest.page.reload(),
    ]);
    await expect(guest.page.getByRole('contentinfo')).toBeVisible();
    await expect(guest.page.getByRole('region', { name: 'Komunikat' })).toHaveCount(0);

    const second = `Nowa informacja ${uniqueSuffix()}`;
    await setBar(second);
    await guest.page.reload();
    await expect(guest.page.getByRole('region', { name: 'Komunikat' })).toContainText(second);
  } finally {
    await setBar('');
    await guest.context.close();
  }
});

test('an admin announces new content: the subscriber gets it over SMTP with a working one-click unsubscribe', async ({
  page,
  mailbox,
  api,
  browser,
  baseURL,
}) => {
  const subscriber = await api.createVerifiedUser({}, { mailing: true });
  await signInAsAdmin(page, mailbox);
  await openScreen(page, 'notifications');
  const announce = card(page, 'Powiadomienie o nowościach');
  const since = Date.now();
  await announce.getByRole('button', { name: 'Wyślij powiadomienie' }).click();
  const question = await popoverQuestion(page, 'Wysłać powiadomienie do subskrybentów?');
  await whileSaving(page, 'POST', '/api/notifications/newcontent', () =>
    question.getByRole('button', { name: 'Tak', exact: true }).click(),
  );
  await expectToast(page, 'Wysłano');

  const mail = await mailbox.waitForMessage(subscriber.email, 'Scena: nowości w repertuarze', {
    after: since,
  });
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const oneClick = /^<(.+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1];
  expect(oneClick).toMatch(/\/api\/notifications\/unsubscribe\?u=\d+&t=[\w-]+$/);
  const pageLink = /https?:\/\/\S+\/wypisz\?u=\d+&t=[\w-]+/.exec(mail.text)?.[0];
  expect(pageLink).toBeTruthy();

  // A tampered one-click request is refused.
  const tampered = await page.request.post(`${oneClick!.slice(0, -3)}xyz`, {
    form: { 'List-Unsubscribe': 'One-Click' },
  });
  expect(tampered.status()).toBe(400);

  // Signed out, the link from the e-mail works with one click.
  const guest = await guestPage(browser, baseURL);
  await guest.page.goto(pageLink!);
  await acceptCookies(guest.page);
  await expect(guest.page.getByRole('heading', { level: 1, name: 'Wypisz się z powiadomień' })).toBeVisible();
  await expectNoSeriousA11yViolations(guest.page, '/wypisz');
  await guest.page.getByRole('button', { name: 'Wypisz mnie' }).click();
  await expect(
    guest.page.getByText('Wypisano. Nie będziesz już otrzymywać powiadomień o nowościach.'),
  ).toBeVisible();
  await guest.context.close();

  // The mail client's one-click POST (RFC 8058) works too, signed out.
  const again = await page.request.post(oneClick!, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(again.status()).toBe(200);
});

test('an admin configures ads: a wrong link is refused with the spec message, images upload per width, viewers get them', async ({
  page,
  mailbox,
  request,
}) => {
  await signInAsAdmin(page, mailbox);
  await openScreen(page, 'advertisement_settings');
  const ads = card(page, 'Reklamy');
  // The demo catalogue may already show ads (seeded with the demo items): restore what was there at the end.
  const shownBefore = await ads.getByRole('switch', { name: 'Pokazuj reklamy' }).isChecked();
  await ads.getByRole('switch', { name: 'Pokazuj reklamy' }).check();
  const free = ads.getByLabel('Adres docelowy').first();
  await free.fill('teatr.example');
  await ads.getByRole('button', { name: 'Zapisz' }).click();
  await expect(ads.getByText('Niepoprawny odnośnik')).toBeVisible();
  await expect(ads.getByRole('alert').filter({ hasText: 'Popraw zaznaczone pola.' })).toBeVisible();

  await free.fill('https://teatr.example/bilety');
  await ads
    .getByLabel('Wariant bezpłatny: obraz – komputer (od 992 px)', { exact: true })
    .and(page.locator('input[type=file]'))
    .setInputFiles(pngImage('reklama.png', 1600, 200, 3));
  await ads
    .getByLabel('Wariant bezpłatny: obraz – telefon (do 575 px)', { exact: true })
    .and(page.locator('input[type=file]'))
    .setInputFiles(pngImage('reklama-tel.png', 600, 200, 5));
  await expect(
    ads.getByRole('img', { name: 'Wariant bezpłatny: obraz – komputer (od 992 px)' }),
  ).toBeVisible();
  const saved = await whileSaving(page, 'PUT', '/api/appconfig', () =>
    ads.getByRole('button', { name: 'Zapisz' }).click(),
  );
  expect(saved.status()).toBe(200);
  await expectToast(page, 'Zaktualizowano zmiany');

  // What a viewer's page reads: the switch, the link and an uploaded picture per width.
  const config = await (await request.get('/api/appconfig')).json();
  expect(config).toMatchObject({ show_advertisement: true, free_ad_url: 'https://teatr.example/bilety' });
  expect(config.desktop_free_ad_img).toMatch(/^\/uploads\/[a-f0-9]{32}\.(png|jpg)$/);
  expect(config.mobile_free_ad_img).toMatch(/^\/uploads\//);
  expect((await request.get(config.desktop_free_ad_img)).status()).toBe(200);

  // Back as it was, so other journeys' pages are as the demo data makes them.
  if (shownBefore) return;
  await ads.getByRole('switch', { name: 'Pokazuj reklamy' }).uncheck();
  await whileSaving(page, 'PUT', '/api/appconfig', () => ads.getByRole('button', { name: 'Zapisz' }).click());
});
