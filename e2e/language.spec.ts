import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/test';
import { acceptCookies, field, signInThroughForm } from './support/ui';

test('a viewer switches the interface to English, and the choice is kept', async ({ page, api }) => {
  const user = await api.createVerifiedUser();
  await signInThroughForm(page, user);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');

  await page.getByRole('group', { name: 'Język' }).getByRole('button', { name: 'English' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'English' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: `Welcome, ${user.firstname}!`, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'home (English)');

  // Kept in a cookie: a reload and another page stay in English.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('link', { name: 'My account' }).first().click();
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();

  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Polski' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByRole('heading', { name: 'Moje konto', level: 1 })).toBeVisible();
});

test('a guest reads the sign-in page in English and gets English error messages from the server', async ({
  page,
}) => {
  await page.goto('/logowanie');
  await acceptCookies(page);
  await page.getByRole('group', { name: 'Język' }).getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'sign-in (English)');

  await field(page, 'E-mail address').fill('nobody@example.com');
  await field(page, 'Password').fill('Wrong-Password1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Incorrect e-mail address or password.')).toBeVisible();
});

test('a Polish page read in English is marked as Polish, the interface around it as English (WCAG 3.1.2)', async ({
  page,
}) => {
  await page.goto('/kontakt');
  await acceptCookies(page);
  await page.getByRole('group', { name: 'Język' }).getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  await expect(article).toHaveAttribute('lang', 'pl');
  await expect(page.getByRole('group', { name: 'Language' })).toBeVisible();
  await expect(page).toHaveTitle('Kontakt | Scena');
  await expectNoSeriousA11yViolations(page, '/kontakt (English)');
});
