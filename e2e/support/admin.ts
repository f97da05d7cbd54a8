import { randomBytes } from 'node:crypto';
import {
  expect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
  type Response,
} from '@playwright/test';
import { Api } from './api';
import type { Mailbox } from './mailbox';
import { staffAccount } from './staff';

/** Keys of /teapp-admin?view={key} that the catalogue issue built, with their page headings. */
export const ADMIN_SECTIONS = {
  videos: 'Wideo',
  events: 'Repertuar',
  categories: 'Kategorie wideo',
  galleries: 'Galerie',
  slider_settings: 'Slajdy',
} as const;
export type AdminSection = keyof typeof ADMIN_SECTIONS;

/** A short suffix that makes titles and slugs unique per run (lowercase letters and digits). */
export const uniqueSuffix = () => `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;

/**
 * Signs this worker's administrator in (support/staff.ts): the two steps (the password, then the
 * e-mailed one-time link) over the API, and the session handed to the browser as the sign-in
 * page stores it, cookie bar answered. The two steps in the browser are auth.spec.ts's journey;
 * every other staff journey starts here, signed in, without paying for them again. One session per
 * user: this replaces any earlier session of this administrator.
 */
export const signInAsAdmin = async (
  page: Page,
  mailbox: Mailbox,
  /** Another server's administrator (support/s3-site.ts); the page's context has its baseURL. */
  elsewhere?: { baseUrl: string; account: { email: string; password: string } },
): Promise<void> => {
  const baseUrl = elsewhere?.baseUrl ?? process.env.E2E_BASE_URL!;
  const api = new Api(baseUrl, mailbox, elsewhere?.account ?? staffAccount(test.info().parallelIndex));
  const { token, ...user } = await api.adminSession();
  // The cookie bar's answer (apps/web/src/lib/consent.ts) and the stored session (lib/session.ts).
  await page.context().addCookies([{ name: 'cookie_consent', value: '1', url: baseUrl }]);
  await page.goto('/api/health');
  await page.evaluate(
    (stored) => window.localStorage.setItem('scena.session', stored),
    JSON.stringify({ token, user, authenticated: true }),
  );
  await page.goto('/teapp-admin');
  // In the DOM rather than visible: on a phone the admin menu waits behind the bar's menu button.
  await expect(page.getByRole('banner').locator('button', { hasText: 'Administracja' })).toBeAttached();
};

/** The signed-in browser's session token, for set-up calls made on the admin's behalf. */
export const sessionToken = async (page: Page): Promise<string> => {
  const token = await page.evaluate(
    () => (JSON.parse(window.localStorage.getItem('scena.session') ?? '{}') as { token?: string }).token,
  );
  if (!token) throw new Error('The browser holds no session token (sign in first).');
  return token;
};

/** Opens an admin section and waits for its heading and its first list request to settle. */
export const openAdminSection = async (page: Page, view: AdminSection): Promise<void> => {
  await page.goto(`/teapp-admin?view=${view}`);
  await expect(page.getByRole('heading', { level: 1, name: ADMIN_SECTIONS[view] })).toBeVisible();
  // The section's code and its list have loaded when no spinner is left.
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
};

/** The antd toasts (messages) containing this text. */
export const toast = (page: Page, text: string | RegExp): Locator =>
  page.locator('.ant-message-notice').filter({ hasText: text });

/**
 * Waits for a toast with this text. An identical earlier toast may still be showing, so journeys
 * also check the result itself (the list, the API) after each save.
 */
export const expectToast = async (page: Page, text: string | RegExp): Promise<void> => {
  await expect(toast(page, text).first()).toBeVisible();
};

/**
 * Runs `action` (a click that saves) and waits for the matching API answer, so a journey never
 * goes on before the server has stored (or refused) what was sent.
 */
export const whileSaving = async (
  page: Page,
  method: string,
  path: string | RegExp,
  action: () => Promise<unknown>,
): Promise<Response> => {
  const matches = (response: Response) => {
    const url = new URL(response.url());
    const pathOk =
      typeof path === 'string'
        ? url.pathname === path || url.pathname === `${path}/`
        : path.test(url.pathname);
    return pathOk && response.request().method() === method;
  };
  const [response] = await Promise.all([page.waitForResponse(matches), action()]);
  return response;
};

/**
 * Waits until an antd dialog or popover has finished appearing. antd zooms them in; a click during
 * the zoom can do nothing (mousedown and mouseup land on a button that moved in between: seen in
 * CI, where "Odrzuć zmiany" left the drawer open), which a person, who clicks what has appeared,
 * never meets. The motion classes (`ant-zoom-appear`, `ant-zoom-big-enter`…) sit on the element
 * itself while it animates.
 */
export const settled = async (popup: Locator): Promise<Locator> => {
  await expect(popup).toBeVisible();
  await expect(popup).not.toHaveClass(/-(appear|enter)(\s|$|-)/);
  return popup;
};

/** A popover question (Popconfirm) by its text, once it has appeared. */
export const popoverQuestion = (page: Page, text: string): Promise<Locator> =>
  settled(page.locator('.ant-popover:not(.ant-popover-hidden)').filter({ hasText: text }));

/** Answers an admin drawer's "discard unsaved changes?" question, once it has appeared. */
export const answerDiscardQuestion = async (
  page: Page,
  answer: 'Odrzuć zmiany' | 'Wróć do formularza',
): Promise<void> => {
  const question = await settled(page.getByRole('dialog', { name: 'Odrzucić niezapisane zmiany?' }));
  await question.getByRole('button', { name: answer }).click();
  await expect(question).toBeHidden();
};

/** Clicks a row's delete button and confirms with 'Tak' in its popover. */
export const deleteRow = async (page: Page, name: string): Promise<void> => {
  await page.getByRole('button', { name: `Usuń: ${name}`, exact: true }).click();
  const confirm = await popoverQuestion(page, `Czy na pewno usunąć „${name}”?`);
  await confirm.getByRole('button', { name: 'Tak', exact: true }).click();
};

/** Types a date (DD.MM.YYYY) or time (HH:mm) into an antd picker and confirms it with Enter. */
export const typeIntoPicker = async (scope: Page | Locator, label: string, value: string): Promise<void> => {
  const input = scope.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect(input).toHaveValue(value);
};

/** Picks an option of an antd Select: opens it, types to filter where it allows, clicks the option. */
export const chooseOption = async (page: Page, select: Locator, option: string): Promise<void> => {
  // The select's root: antd marks each chosen value (single or multiple) with its label as title.
  const field = select.locator(
    "xpath=ancestor::*[contains(concat(' ', normalize-space(@class), ' '), ' ant-select ')][1]",
  );
  const chosen = field.getByTitle(option, { exact: true });
  // A click can land while the option list is still filtering or re-rendering and be lost; check
  // that the choice took, and choose again if it did not (never twice: that would unselect it).
  await expect(async () => {
    if ((await chosen.count()) > 0) return;
    await select.click();
    if (await select.isEditable()) await select.fill(option);
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: option })
      .first()
      .click({ timeout: 5_000 });
    await expect(chosen).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
};

/** GET as a guest (no session): what the public and the viewers' pages receive. */
export const guestGet = async <T>(
  request: APIRequestContext,
  path: string,
): Promise<{ status: number; body: T }> => {
  const response = await request.get(path);
  const text = await response.text();
  return { status: response.status(), body: (text ? JSON.parse(text) : undefined) as T };
};

/** No sideways scrolling of the whole page (a table may scroll inside its own box). */
export const expectNoHorizontalOverflow = async (page: Page, label: string): Promise<void> => {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
  expect(
    scrollWidth,
    `${label}: the page is ${scrollWidth}px wide in a ${innerWidth}px window`,
  ).toBeLessThanOrEqual(innerWidth + 1);
};
