import { expectNoSeriousA11yViolations } from './support/axe';
import { chooseOption, expectToast, signInAsAdmin, whileSaving } from './support/admin';
import { expect, test } from './support/test';

/**
 * Staff find a viewer by part of their e-mail, open the user page and change the role (issue 21),
 * on a desktop and on a 390 px phone, with axe on the list and the detail.
 */
const SCREENS = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

for (const screen of SCREENS) {
  test(`staff find a viewer by part of the e-mail and make them premium (${screen.name})`, async ({
    page,
    mailbox,
    api,
  }) => {
    await page.setViewportSize(screen.viewport);
    const viewer = await api.createVerifiedUser();
    await signInAsAdmin(page, mailbox);

    await page.goto('/teapp-admin/uzytkownicy');
    await expect(page.getByRole('heading', { level: 1, name: 'Użytkownicy' })).toBeVisible();
    // The middle of the address: neither its start nor a whole word.
    const fragment = viewer.email.split('@')[0]!.slice(6);
    await whileSaving(page, 'GET', '/api/users', () =>
      page.getByRole('searchbox', { name: 'Szukaj po e-mailu lub nazwisku' }).fill(fragment),
    );
    await expect(page).toHaveURL(new RegExp(`[?&]q=${fragment}`));
    await expect(page.getByText('1 użytkownik', { exact: true })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: viewer.email });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell', { name: 'Standardowy' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `user list (${screen.name})`);

    await row.getByRole('link', { name: `${viewer.firstname} ${viewer.lastname}`, exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `${viewer.firstname} ${viewer.lastname}` }),
    ).toBeVisible();
    await expect(page.getByText(viewer.email)).toBeVisible();
    await expectNoSeriousA11yViolations(page, `user detail (${screen.name})`);

    await page.getByRole('button', { name: 'Edytuj' }).click();
    await chooseOption(page, page.getByLabel('Rola', { exact: true }), 'Premium');
    const saved = await whileSaving(page, 'PUT', /^\/api\/users\/\d+$/, () =>
      page.getByRole('button', { name: 'Zapisz' }).click(),
    );
    expect(saved.status()).toBe(200);
    await expectToast(page, 'Zapisano zmiany');
    await expect(page.getByRole('button', { name: 'Edytuj' })).toBeVisible();
    const history = page.getByRole('region', { name: 'Historia zmian' });
    await expect(history.getByRole('row').filter({ hasText: 'Rola' })).toContainText('Premium');
  });
}
