import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/test';
import { acceptCookies, submitSignIn } from './support/ui';

test('a guest who opens a private page is sent to sign-in and comes back after signing in', async ({
  page,
  api,
}) => {
  const user = await api.createVerifiedUser();

  await page.goto('/konto');
  await expect(page).toHaveURL(/\/logowanie\?redirect=%2Fkonto$/);
  await expect(page.getByRole('heading', { name: 'Zaloguj się', level: 1 })).toBeVisible();
  await acceptCookies(page);
  await expectNoSeriousA11yViolations(page, 'sign-in');

  await submitSignIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/konto$/);
  await expect(page.getByRole('heading', { name: 'Moje konto', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'account');

  // Guest-only pages send a signed-in user home; the guest home variant drops its prefix.
  await page.goto('/rejestracja');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/strona-glowna');
  await expect(page).toHaveURL(/\/$/);
});

test('a guest who opens the home page gets the public home; admin pages send guests to sign-in', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/strona-glowna$/);
  await acceptCookies(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'public home');

  await page.goto('/teapp-admin?view=videos');
  await expect(page).toHaveURL(/\/logowanie\?redirect=/);

  await page.goto('/nie-ma-takiej-strony');
  await expect(page.getByRole('heading', { name: 'Błąd 404' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'not found');
});

test('a viewer is not let into the admin panel', async ({ page, api }) => {
  const user = await api.createVerifiedUser();
  await page.goto('/logowanie');
  await acceptCookies(page);
  await submitSignIn(page, user.email, user.password);
  await expect(page.getByRole('button', { name: 'Wyloguj się' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Administracja' })).toHaveCount(0);
  await page.goto('/teapp-admin?view=videos');
  // Spec 1 §2: to /logowanie, with a word why (shell.spec.ts checks the notice).
  await expect(page).toHaveURL(/\/logowanie\?adminOnly=true&redirect=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Zaloguj się' })).toBeVisible();
});
