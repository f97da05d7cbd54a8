import { expect, type Locator, type Page } from '@playwright/test';
import type { TestUser } from './api';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A form field by its visible label. Required fields show " *" after the label text (hidden from
 * screen readers), so the label is matched exactly, with or without that mark.
 */
export const field = (scope: Page | Locator, label: string): Locator =>
  scope.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));

/** The addresses /preload.js asked the browser to fetch as modules beside the entry (`<link rel=modulepreload>`). */
export const modulePreloads = (page: Page): Promise<string[]> =>
  page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

/** Dismisses the cookie notice if it is showing (it is remembered in a cookie afterwards). */
export const acceptCookies = async (page: Page): Promise<void> => {
  const accept = page
    .getByRole('region', { name: 'Informacja o plikach cookie' })
    .getByRole('button', { name: 'Rozumiem' });
  if (await accept.isVisible()) await accept.click();
};

/** Fills the sign-in form of /logowanie (or /admin-login) and submits it. */
export const submitSignIn = async (page: Page, email: string, password: string): Promise<void> => {
  await field(page, 'Adres e-mail').fill(email);
  await field(page, 'Hasło').fill(password);
  await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
};

/**
 * Signs out from the top bar and waits until the signed-out bar shows: the sign-out request must
 * have reached the server before the test navigates, or the next page still sees the old session.
 */
export const signOut = async (page: Page): Promise<void> => {
  await page.getByRole('banner').getByRole('button', { name: 'Wyloguj się' }).click();
  await expect(page.getByRole('banner').locator('button', { hasText: 'Wyloguj się' })).toHaveCount(0);
};

/** Opens /logowanie, signs in and waits until the signed-in top bar shows. */
export const signInThroughForm = async (
  page: Page,
  user: Pick<TestUser, 'email' | 'password'>,
): Promise<void> => {
  await page.goto('/logowanie');
  await expect(page.getByRole('heading', { name: 'Zaloguj się', level: 1 })).toBeVisible();
  await acceptCookies(page);
  await submitSignIn(page, user.email, user.password);
  // In the DOM rather than visible: on a phone the bar's links wait behind its menu button.
  await expect(page.getByRole('banner').locator('button', { hasText: 'Wyloguj się' })).toBeAttached();
};

/** The sign-up form of /rejestracja, filled as a person would (birth date typed into the boxes). */
export const fillSignUp = async (
  page: Page,
  user: TestUser,
  birthday = { day: '17', month: '05', year: '1990' },
): Promise<void> => {
  await field(page, 'Adres e-mail').fill(user.email);
  await field(page, 'Imię').fill(user.firstname);
  await field(page, 'Nazwisko').fill(user.lastname);
  await field(page, 'Hasło').fill(user.password);
  await field(page, 'Powtórz hasło').fill(user.password);
  const birth = page.getByRole('group', { name: /Data urodzenia/ });
  await field(birth, 'Dzień').fill(birthday.day);
  await field(birth, 'Miesiąc').fill(birthday.month);
  await field(birth, 'Rok').fill(birthday.year);
  await field(page, 'Akceptuję regulamin i politykę prywatności.').check();
};
