import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/test';
import { SUBJECTS } from './support/api';
import { demoAccount } from './support/demo';
import { acceptCookies, signInThroughForm, signOut, submitSignIn } from './support/ui';

/**
 * Maintenance mode changes the whole platform; the suite runs with one worker, so no other
 * journey overlaps, and the flag is switched off again whatever happens.
 */
test('during maintenance viewers see the maintenance page, and admin sign-in still works', async ({
  page,
  api,
  mailbox,
}) => {
  const viewer = await api.createVerifiedUser();
  await signInThroughForm(page, viewer);

  const adminToken = await api.adminToken();
  await api.setMaintenance(adminToken, true);
  try {
    await page.goto('/konto');
    await expect(page).toHaveURL(/\/przerwa-techniczna$/);
    await expect(page.getByRole('heading', { name: 'Przerwa techniczna', level: 1 })).toBeVisible();
    await expect(
      page.getByText('Trwają prace techniczne na platformie. Do zobaczenia wkrótce!'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'maintenance');

    await page.goto('/');
    await expect(page).toHaveURL(/\/przerwa-techniczna$/);

    // A guest too, except on the admin sign-in page. The viewer signs out as a person would:
    // clearing the storage under a running page races its session write on unload, which put
    // the session back one run in ten.
    await signOut(page);
    await page.goto('/logowanie');
    await expect(page).toHaveURL(/\/przerwa-techniczna$/);
    await page.goto('/admin-login');
    await expect(page).toHaveURL(/\/admin-login$/);
    await acceptCookies(page);
    await expect(page.getByRole('heading', { name: 'Logowanie administratora', level: 1 })).toBeVisible();

    // The admin signs in there (password, then the e-mailed link) and works as usual.
    const admin = demoAccount('admin');
    const requested = Date.now();
    await submitSignIn(page, admin.email, admin.password);
    const link = await mailbox.waitFor(admin.email, SUBJECTS.adminLink, { after: requested });
    await page.goto(link);
    await expect(page.getByRole('button', { name: 'Wyloguj się' })).toBeVisible();
    await page.goto('/konto');
    await expect(page).toHaveURL(/\/konto$/);
    await expect(page.getByRole('heading', { name: 'Moje konto', level: 1 })).toBeVisible();
  } finally {
    // The browser's admin sign-in replaced the API helper's admin session (one session per user).
    await api.setMaintenance(await api.adminToken(), false);
  }

  // Off again: everyone is let back in.
  await signOut(page);
  await page.goto('/logowanie');
  await expect(page).toHaveURL(/\/logowanie$/);
});
