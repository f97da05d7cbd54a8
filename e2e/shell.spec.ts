import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { signInAsAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/test';
import { acceptCookies, signInThroughForm } from './support/ui';

/**
 * The app shell every page inherits (issue 11, item 4): landmarks, titles, the admin route for a
 * viewer, the admin menu's "add" item, and the phone layout of the header and the home page.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** axe's landmark rules alone, run whatever the page's other results: one main, never nested. */
const expectOneTopLevelMain = async (page: Page, label: string) => {
  const results = await new AxeBuilder({ page })
    .withRules(['landmark-no-duplicate-main', 'landmark-main-is-top-level', 'landmark-one-main'])
    .analyze();
  expect(
    results.violations.map((violation) => violation.id),
    `landmark violations on ${label}`,
  ).toEqual([]);
  // axe passes these rules only when it found a main to check.
  expect(results.passes.map((rule) => rule.id)).toEqual(
    expect.arrayContaining(['landmark-no-duplicate-main', 'landmark-one-main']),
  );
  await expect(page.getByRole('main')).toHaveCount(1);
};

/** Nothing on the page is still loading. */
const loaded = async (page: Page) => {
  await expect(page.locator('.spinner-block')).toHaveCount(0);
};

test('page titles name the page, then the site; the home is just "Scena"; a page shows its heading once', async ({
  page,
}) => {
  await page.goto('/strona-glowna');
  await acceptCookies(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Scena');

  await page.goto('/n/jakkupicbilet');
  await expect(page.getByRole('heading', { level: 1, name: 'Jak kupić bilet' })).toBeVisible();
  await expect(page).toHaveTitle('Jak kupić bilet | Scena');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: /^Jak kupić bilet\??$/ })).toHaveCount(1);
  await expectOneTopLevelMain(page, '/n/jakkupicbilet');
});

test('a viewer opening the admin panel lands on the sign-in page, told it is for administrators', async ({
  page,
  api,
}) => {
  const user = await api.createVerifiedUser();
  await signInThroughForm(page, user);
  await page.goto('/teapp-admin?view=events');
  await expect(page).toHaveURL(/\/logowanie\?adminOnly=true&redirect=%2Fteapp-admin%3Fview%3Devents$/);
  await expect(
    page.getByText('Ta strona jest dostępna tylko dla administratorów. Zaloguj się na konto administratora.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Zaloguj się' })).toBeVisible();
});

test('the admin panel has one main landmark, and "Dodaj wideo" opens the new-video drawer', async ({
  page,
  mailbox,
}) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page, mailbox);
  await page.goto('/teapp-admin?view=events');
  await expect(page.getByRole('heading', { level: 1, name: 'Repertuar' })).toBeVisible();
  await loaded(page);
  await expectOneTopLevelMain(page, 'the admin panel');
  await expect(page).toHaveTitle('Repertuar | Scena');

  await page.getByRole('button', { name: 'Administracja' }).click();
  await page.getByRole('link', { name: 'Dodaj wideo' }).click();
  await expect(page).toHaveURL(/[?&]view=videos&new=1$/);
  const drawer = page.getByRole('dialog', { name: 'Nowe wideo' });
  await expect(drawer).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Wideo' })).toBeVisible();
  // Closing the drawer drops the request from the address, so a reload shows the list.
  await drawer.getByRole('button', { name: 'Anuluj' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/[?&]view=videos$/);
});

test.describe('on a phone (390 px)', () => {
  test.use(PHONE);

  test('the header is one compact row with a menu button, and the home page is of a sensible height', async ({
    page,
    api,
  }) => {
    await page.goto('/strona-glowna');
    await acceptCookies(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const guestHeader = await page.getByRole('banner').boundingBox();
    expect(guestHeader!.height, 'guest header height').toBeLessThanOrEqual(72);

    const user = await api.createVerifiedUser();
    await signInThroughForm(page, user);
    await expect(page.getByRole('heading', { level: 1, name: `Witaj, ${user.firstname}!` })).toBeVisible();
    await loaded(page);
    const header = page.getByRole('banner');
    expect((await header.boundingBox())!.height, 'signed-in header height').toBeLessThanOrEqual(72);
    // Search and links wait behind the button.
    await expect(page.getByRole('searchbox')).toBeHidden();
    const menu = header.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('searchbox')).toBeVisible();
    await expect(header.getByRole('link', { name: 'Moje konto' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'home with the phone menu open');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();

    // Compact cards: the demo home was about 7,400 px tall with one card per screen.
    const cards = page.locator('.home-card');
    await expect(cards.first()).toBeVisible();
    const cardHeight = (await cards.first().boundingBox())!.height;
    expect(cardHeight, 'a home card').toBeLessThan(844 / 3);
    // Other journeys add events and videos to the same server, so the bound grows with the cards
    // shown: a third of a screen each at most, plus the header, slider, headings and footer.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const shown = await cards.count();
    expect(height, `home page height with ${shown} cards`).toBeLessThan(2_000 + shown * (844 / 3));
  });

  test('an administrator sees the current section named, not hidden under "…"', async ({ page, mailbox }) => {
    test.setTimeout(90_000);
    await signInAsAdmin(page, mailbox);
    await page.goto('/teapp-admin?view=galleries');
    await expect(page.getByRole('heading', { level: 1, name: 'Galerie' })).toBeVisible();
    const select = page
      .getByRole('navigation', { name: 'Panel administracyjny' })
      .getByRole('combobox', { name: 'Sekcja panelu' });
    await expect(select).toBeInViewport();
    await expect(select.locator('option:checked')).toHaveText('Galerie');
    await select.selectOption({ label: 'Slajdy' });
    await expect(page.getByRole('heading', { level: 1, name: 'Slajdy' })).toBeVisible();
    await expect(page).toHaveURL(/[?&]view=slider_settings$/);
    await loaded(page);
    await expectOneTopLevelMain(page, 'the admin panel on a phone');
  });
});
