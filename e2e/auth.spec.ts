import { SUBJECTS, newUser } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { demoAccount } from './support/demo';
import { expect, test } from './support/test';
import {
  acceptCookies,
  field,
  fillSignUp,
  modulePreloads,
  signInThroughForm,
  signOut,
  submitSignIn,
} from './support/ui';

test('a newcomer signs up, verifies the e-mail address from the link, signs in and logs out', async ({
  page,
  mailbox,
}) => {
  const user = newUser();

  await page.goto('/rejestracja');
  await expect(page.getByRole('heading', { name: 'Załóż konto', level: 1 })).toBeVisible();
  await acceptCookies(page);
  await expectNoSeriousA11yViolations(page, 'sign-up');
  await fillSignUp(page, user);
  await page.getByRole('button', { name: 'Załóż konto', exact: true }).click();

  await expect(page).toHaveURL(/\/rejestracja\/sukces\?email=/);
  await expect(page.getByRole('heading', { name: 'Konto zostało utworzone' })).toBeVisible();
  await expect(page.getByText(`Link aktywacyjny wysłaliśmy na adres ${user.email}.`)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'sign-up success');

  // Not verified yet: signing in sends the user to the verification page for their address.
  await page.goto('/logowanie');
  await submitSignIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/weryfikacja-konta\?email=/);
  await expect(page.getByText('Konto nie zostało jeszcze zweryfikowane.', { exact: false })).toBeVisible();

  const link = await mailbox.waitFor(user.email, SUBJECTS.verify);
  expect(new URL(link).pathname).toBe('/weryfikacja-konta');
  await page.goto(link);
  await expect(page.getByText('Konto zostało zweryfikowane. Możesz się zalogować.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'verification');

  // The link works once.
  await page.goto(link);
  await expect(page.getByText('Link weryfikacyjny jest nieprawidłowy', { exact: false })).toBeVisible();

  await signInThroughForm(page, user);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: `Witaj, ${user.firstname}!` })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'home');

  await page.getByRole('button', { name: 'Wyloguj się' }).click();
  await expect(page).toHaveURL(/\/(logowanie|wylogowano|strona-glowna)/);
  await expect(page.getByRole('button', { name: 'Wyloguj się' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Zaloguj się' }).first()).toBeVisible();
  // The old session is gone: a private page sends the guest to sign-in.
  await page.goto('/konto');
  await expect(page).toHaveURL(/\/logowanie\?redirect=%2Fkonto/);
});

test('a viewer who forgot the password sets a new one from the e-mailed link', async ({
  page,
  api,
  mailbox,
}) => {
  const user = await api.createVerifiedUser();
  const newPassword = 'Nowe-Haslo#2026';

  await page.goto('/logowanie');
  await acceptCookies(page);
  // The sign-in page's code (a lazy chunk) was asked for beside the entry, not after it ran.
  expect((await modulePreloads(page)).some((href) => /\/assets\/SignInPage-/.test(href))).toBe(true);
  await page.getByRole('link', { name: 'Nie pamiętasz hasła?' }).click();
  await expect(page).toHaveURL(/\/resetowanie-hasla$/);
  await expect(page.getByRole('heading', { name: 'Resetowanie hasła', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'reset request');
  const requested = Date.now();
  await field(page, 'Adres e-mail').fill(user.email);
  await page.getByRole('button', { name: 'Wyślij link' }).click();

  await expect(page).toHaveURL(/\/resetowanie-hasla\/informacja\?email=/);
  await expect(page.getByRole('heading', { name: 'Link został wysłany' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'reset link sent');

  const link = await mailbox.waitFor(user.email, SUBJECTS.reset, { after: requested });
  expect(new URL(link).pathname).toBe('/nowe-haslo');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Ustaw nowe hasło', level: 1 })).toBeVisible();
  await field(page, 'Nowe hasło').fill(newPassword);
  await field(page, 'Powtórz hasło').fill(newPassword);
  await expectNoSeriousA11yViolations(page, 'new password');
  await page.getByRole('button', { name: 'Zapisz nowe hasło' }).click();

  await expect(page).toHaveURL(/\/logowanie/);
  await expect(page.getByText('Hasło zostało zmienione. Możesz się zalogować.')).toBeVisible();

  // The old password no longer works; the new one does.
  await submitSignIn(page, user.email, user.password);
  await expect(page.getByText('Niepoprawny adres e-mail lub hasło.')).toBeVisible();
  await signInThroughForm(page, { email: user.email, password: newPassword });

  // The reset link was used up.
  await signOut(page);
  await page.goto(link);
  await expect(page.getByText('Link do zmiany hasła jest nieprawidłowy', { exact: false })).toBeVisible();
});

test('an admin signs in with the password, then through the e-mailed one-time link', async ({
  page,
  mailbox,
}) => {
  const admin = demoAccount('admin');

  await page.goto('/admin-login');
  await expect(page.getByRole('heading', { name: 'Logowanie administratora', level: 1 })).toBeVisible();
  await acceptCookies(page);
  await expectNoSeriousA11yViolations(page, 'admin sign-in');
  const requested = Date.now();
  await submitSignIn(page, admin.email, admin.password);

  await expect(page).toHaveURL(/\/logowanie-link$/);
  await expect(page.getByRole('heading', { name: 'Sprawdź skrzynkę e-mail' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'sign-in link sent');

  const link = await mailbox.waitFor(admin.email, SUBJECTS.adminLink, { after: requested });
  const url = new URL(link);
  expect(url.pathname).toBe('/logowanie');
  expect(url.searchParams.get('login_email')).toBe(admin.email);
  await page.goto(link);
  await expect(page.getByRole('button', { name: 'Wyloguj się' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Administracja' })).toBeVisible();

  // A used link is refused: back to sign-in with the wrong-token notice.
  await signOut(page);
  await page.goto(link);
  await expect(page).toHaveURL(/\/logowanie\?wrongToken=true/);
  await expect(
    page.getByText('Link logowania jest nieprawidłowy lub wygasł.', { exact: false }),
  ).toBeVisible();
});
