import { whileSaving } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/test';
import { field, signInThroughForm } from './support/ui';

const SCREENS = [
  { name: 'desktop', viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
] as const;

/** The demo data's 20 % code for any product (apps/server/src/seed/codes.ts, README). */
const DEMO_CODE = 'SCENA20';

for (const screen of SCREENS) {
  test.describe(`activation codes on the account page (${screen.name})`, () => {
    test.use({ viewport: screen.viewport, isMobile: screen.isMobile, hasTouch: screen.hasTouch });
    // Sign-in, four axe runs and five round trips: over a minute on the shared two-core machine.
    test.setTimeout(180_000);

    test('a viewer activates a discount code, sees it listed, is told a wrong code is wrong and removes it', async ({
      page,
      api,
    }) => {
      const viewer = await api.createVerifiedUser();
      await signInThroughForm(page, viewer);
      await page.goto('/konto');
      const section = page.getByRole('region', { name: 'Kody aktywacyjne' });
      await expect(section.getByText('Nie masz jeszcze aktywowanych kodów.')).toBeVisible({
        timeout: 30_000,
      });
      await expectNoSeriousA11yViolations(page, `account with the empty codes section (${screen.name})`);

      // A code nobody issued: the server's Polish refusal shows under the field, nothing is listed.
      await field(section, 'Kod').fill('NIE-MA-TAKIEGO');
      const wrong = await whileSaving(page, 'POST', /\/api\/users\/\d+\/codes$/, () =>
        section.getByRole('button', { name: 'Aktywuj kod' }).click(),
      );
      expect(wrong.status()).toBe(404);
      await expect(section.getByText('Nieprawidłowy kod.')).toBeVisible();
      await expectNoSeriousA11yViolations(page, `codes form with an error (${screen.name})`);

      // The demo code typed in lower case with spaces: activated, with the spec's toast, and listed.
      await field(section, 'Kod').fill(`  ${DEMO_CODE.toLowerCase()} `);
      const done = await whileSaving(page, 'POST', /\/api\/users\/\d+\/codes$/, () =>
        section.getByRole('button', { name: 'Aktywuj kod' }).click(),
      );
      expect(done.status()).toBe(200);
      await expect(page.getByText('Kod został aktywowany')).toBeVisible();
      const row = section.getByRole('row').filter({ hasText: DEMO_CODE });
      await expect(row.getByRole('cell', { name: '20%', exact: true })).toBeVisible();
      await expect(
        row.getByRole('cell', { name: 'dowolne wydarzenie lub wideo', exact: true }),
      ).toBeVisible();
      await expect(row.getByRole('cell', { name: 'bezterminowo', exact: true })).toBeVisible();
      await expect(section.getByText('Nieprawidłowy kod.')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, `account with an activated code (${screen.name})`);

      // Activating it again is refused: a viewer activates a code once.
      await field(section, 'Kod').fill(DEMO_CODE);
      await section.getByRole('button', { name: 'Aktywuj kod' }).click();
      await expect(section.getByText('Ten kod został już przez Ciebie aktywowany.')).toBeVisible();

      // Unspent, so it can be removed after the confirmation.
      await row.getByRole('button', { name: `Usuń kod ${DEMO_CODE}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Usunąć kod?' });
      await expectNoSeriousA11yViolations(page, `code removal confirmation (${screen.name})`);
      await whileSaving(page, 'DELETE', /\/api\/users\/\d+\/codes\/\d+$/, () =>
        dialog.getByRole('button', { name: 'Usuń kod' }).click(),
      );
      await expect(page.getByText('Kod został usunięty.')).toBeVisible();
      await expect(row).toHaveCount(0);
    });
  });
}
