import { signInAsAdmin, settled, uniqueSuffix, whileSaving } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/test';
import { field } from './support/ui';

const SCREENS = [
  { name: 'desktop', viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
] as const;

/** A generated code: 12 characters of Crockford base32 (modules/codes/code-text.ts). */
const GENERATED = /^[0-9ABCDEFGHJKMNPQRSTVWXYZ]{12}$/;

for (const screen of SCREENS) {
  test.describe(`discount codes in the panel (${screen.name})`, () => {
    test.use({ viewport: screen.viewport, isMobile: screen.isMobile, hasTouch: screen.hasTouch });
    // Sign-in by e-mailed link, the panel's first chunks and four axe passes: past 60 s on the shared machine.
    test.setTimeout(360_000);

    test('staff generate a batch of codes, copy them from the modal and find them in the list', async ({
      page,
      context,
      mailbox,
      baseURL,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: new URL(baseURL!).origin,
      });
      await signInAsAdmin(page, mailbox);
      await page.goto('/teapp-admin?view=promotion_codes');
      // The section's chunk and its catalogue load first (slow on the shared machine).
      await expect(page.getByRole('heading', { level: 1, name: 'Kody rabatowe' })).toBeVisible({
        timeout: 90_000,
      });
      // The filter form's own button: the site's search box (its "Szukaj" too) may be on the page.
      await expect(
        page.getByRole('form', { name: 'Filtry kodów' }).getByRole('button', { name: 'Szukaj' }),
      ).toBeVisible({ timeout: 90_000 });
      await expectNoSeriousA11yViolations(page, `discount codes list (${screen.name})`);

      // A batch of five single-use codes, 20 % off anything.
      const desc = `Szkoły ${uniqueSuffix()}`;
      await page.getByRole('button', { name: 'Generuj kody' }).click();
      const drawer = await settled(page.getByRole('dialog', { name: 'Nowe kody rabatowe' }));
      await drawer.getByText('Lista kodów jednorazowych').click();
      await field(drawer, 'Opis').fill(desc);
      await field(drawer, 'Zniżka').fill('20%');
      await field(drawer, 'Liczba kodów').fill('5');
      await expectNoSeriousA11yViolations(page, `code drawer (${screen.name})`);
      const saved = await whileSaving(page, 'POST', '/api/codes/', () =>
        drawer.getByRole('button', { name: 'Zapisz' }).click(),
      );
      expect(saved.status()).toBe(201);

      // The modal lists them one a line; Copy puts exactly that text on the clipboard.
      const modal = page.getByRole('dialog', { name: 'Wygenerowane kody (5)' });
      // The drawer closes first; on the busy machine the modal has taken more than 10 s to follow.
      await expect(modal).toBeVisible({ timeout: 60_000 });
      await settled(modal);
      const box = modal.getByLabel('Wygenerowane kody');
      const text = await box.inputValue();
      const codes = text.split('\n');
      expect(codes).toHaveLength(5);
      for (const code of codes) expect(code).toMatch(GENERATED);
      expect(new Set(codes).size).toBe(5);
      await expectNoSeriousA11yViolations(page, `generated codes modal (${screen.name})`);
      await modal.getByRole('button', { name: 'Kopiuj' }).click();
      await expect(modal.getByRole('status')).toContainText('Skopiowano kody do schowka');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
      // The footer's button (the corner's × is named 'Zamknij' too).
      await modal.locator('.ant-modal-footer').getByRole('button', { name: 'Zamknij' }).click();
      await expect(modal).toBeHidden();

      // Single-use codes are out of the default list (limit at least 2): staff search for them.
      const filters = page.getByRole('form', { name: 'Filtry kodów' });
      await field(filters, 'Kod lub opis').fill(desc);
      await field(filters, 'Limit co najmniej').fill('');
      await whileSaving(page, 'GET', '/api/codes', () =>
        filters.getByRole('button', { name: 'Szukaj' }).click(),
      );
      await expect(page).toHaveURL(/name=Szko/);
      for (const code of codes) await expect(page.getByRole('row').filter({ hasText: code })).toHaveCount(1);
      await expect(page.getByRole('row').filter({ hasText: desc })).toHaveCount(5);
      await expectNoSeriousA11yViolations(page, `discount codes found (${screen.name})`);
    });
  });
}
