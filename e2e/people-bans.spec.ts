import type { Page } from '@playwright/test';
import { deleteRow, signInAsAdmin, whileSaving } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/test';
import { field, signInThroughForm, signOut } from './support/ui';

const SCREENS = [
  { name: 'desktop', viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
] as const;

/** The bans table on the restrictions screen, searched for one account. */
const findBan = async (page: Page, email: string) => {
  await page.goto('/teapp-admin?view=limitations');
  // The section's chunk, the settings catalogue and the app config load first (slow on the shared machine).
  await expect(page.getByRole('heading', { level: 2, name: 'Blokady kont' })).toBeVisible({
    timeout: 30_000,
  });
  await whileSaving(page, 'GET', '/api/bans', () =>
    page.getByLabel('Szukaj (imię, nazwisko, e-mail, powód)').fill(email),
  );
  return page.getByRole('row').filter({ hasText: email });
};

for (const screen of SCREENS) {
  test.describe(`bans and own data (${screen.name})`, () => {
    test.use({ viewport: screen.viewport, isMobile: screen.isMobile, hasTouch: screen.hasTouch });

    test('staff ban and unban a viewer; the viewer downloads their data', async ({ page, api, mailbox }) => {
      const viewer = await api.createVerifiedUser();
      const live = await api.signIn(viewer.email, viewer.password);

      // Staff ban the viewer from their page (permanent, with an e-mail): their session ends at once.
      await signInAsAdmin(page, mailbox);
      await page.goto(`/konto/${live.id}`);
      // The first admin page of the run loads the panel's chunks and two catalogues: on the shared
      // two-core machine that has taken just over the default 10 s.
      await expect(
        page.getByRole('heading', { level: 1, name: `${viewer.firstname} ${viewer.lastname}` }),
      ).toBeVisible({ timeout: 30_000 });
      const form = page.locator('form#ban');
      await field(form, 'Powód').fill('Udostępnianie konta');
      await form.getByRole('checkbox', { name: 'Na zawsze' }).check();
      await form.getByRole('checkbox', { name: 'Powiadom użytkownika e-mailem' }).check();
      const banned = await whileSaving(page, 'POST', '/api/bans', () =>
        form.getByRole('button', { name: 'Zablokuj' }).click(),
      );
      expect(banned.status()).toBe(201);
      await expect(page.getByRole('region', { name: 'Blokady' }).first()).toContainText(
        'Udostępnianie konta',
      );
      await expectNoSeriousA11yViolations(page, `user page with a ban (${screen.name})`);
      expect((await api.call('GET', '/api/users/validate-session', undefined, live.token)).status).toBe(401);
      const notice = await mailbox.waitForMessage(viewer.email, 'Twoje konto zostało zablokowane');
      expect(notice.text).toContain('Powód: Udostępnianie konta');

      // The bans table shows it; staff lift it after the confirmation.
      const row = await findBan(page, viewer.email);
      await expect(row).toContainText('Udostępnianie konta');
      await expect(row).toContainText('na zawsze');
      await expectNoSeriousA11yViolations(page, `restrictions with the bans table (${screen.name})`);
      await whileSaving(page, 'DELETE', /^\/api\/bans\/\d+$/, () =>
        deleteRow(page, `blokada konta ${viewer.email}`),
      );
      await expect(row).toHaveCount(0);
      // On a phone the bar's sign-out waits behind its menu button.
      if (screen.isMobile) await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
      await signOut(page);

      // Lifted: the viewer signs in, asks for their data on /konto and gets the e-mailed link.
      await signInThroughForm(page, viewer);
      await page.goto('/konto');
      const section = page.getByRole('region', { name: 'Moje dane' });
      const asked = Date.now();
      await whileSaving(page, 'POST', /\/api\/users\/\d+\/data-export$/, () =>
        section.getByRole('button', { name: 'Pobierz moje dane' }).click(),
      );
      await expect(section.getByRole('status')).toContainText(viewer.email);
      await expectNoSeriousA11yViolations(page, `account with the data export (${screen.name})`);

      const link = await mailbox.waitFor(viewer.email, 'Twoje dane są gotowe do pobrania', { after: asked });
      expect(new URL(link).pathname).toMatch(/^\/api\/data-export\/[A-Za-z0-9_-]{43}$/);
      // Browsers' downloads are not driven here: fetch the link with the page's own request context.
      const file = await page.request.get(link);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-disposition']).toMatch(/^attachment; filename="scena-dane-\d+\.json"$/);
      const data = (await file.json()) as { account: { email: string }; sign_ins: unknown[] };
      expect(data.account.email).toBe(viewer.email);
      expect(data.sign_ins.length).toBeGreaterThan(0);
    });
  });
}
