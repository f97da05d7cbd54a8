import { expect, type Page } from '@playwright/test';
import type { TestUser } from './api';

/** Dismisses the cookie notice if it is showing (it is remembered in a cookie afterwards). */
export const acceptCookies = async (page: Page): Promise<void> => {
  const accept = page.getByRole('region', { name: 'Informacja o plikach cookie' }).getByRole('button', { name: 'Rozumiem' });
  if (await accept.isVisible()) await accept.click();
};

/** Fills the sign-in form of /logowanie (or /admin-login) and submits it. */
export const submitSignIn = async (page: Page, email: string, password: string): Promise<void> => {
  await page.getByLabel('Adres e-mail', { exact: true }).fill(email);
  await page.getByLabel('Hasło', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
};

/** Opens /logowanie, signs in and waits until the signed-in top bar shows. */
export const signInThroughForm = async (page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> => {
  await page.goto('/logowanie');
  await expect(page.getByRole('heading', { name: 'Zaloguj się', level: 1 })).toBeVisible();
  await acceptCookies(page);
  await submitSignIn(page, user.email, user.password);
  await expect(page.getByRole('button', { name: 'Wyloguj się' })).toBeVisible();
};

/** The sign-up form of /rejestracja, filled as a person would (birth date typed into the boxes). */
export const fillSignUp = async (page: Page, user: TestUser, birthday = { day: '17', month: '05', year: '1990' }): Promise<void> => {
  await page.getByLabel('Adres e-mail', { exact: true }).fill(user.email);
  await page.getByLabel('Imię', { exact: true }).fill(user.firstname);
  await page.getByLabel('Nazwisko', { exact: true }).fill(user.lastname);
  await page.getByLabel('Hasło', { exact: true }).fill(user.password);
  await page.getByLabel('Powtórz hasło', { exact: true }).fill(user.password);
  const birth = page.getByRole('group', { name: /Data urodzenia/ });
  await birth.getByLabel('Dzień', { exact: true }).fill(birthday.day);
  await birth.getByLabel('Miesiąc', { exact: true }).fill(birthday.month);
  await birth.getByLabel('Rok', { exact: true }).fill(birthday.year);
  await page.getByLabel('Akceptuję regulamin i politykę prywatności.').check();
};
