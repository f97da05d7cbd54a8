import { isSitePath } from '@scena/shared/links';

/**
 * Where an administrator was going when the sign-in sent them a one-time link by e-mail: the link
 * opens a fresh page without `?redirect=`, so the page they asked for waits here (localStorage:
 * the link may open in another tab) and is taken once, within an hour, when they land signed in.
 */
const KEY = 'scena.admin_redirect';
const VALID_MS = 3_600_000;

export const rememberAdminRedirect = (redirect: string | null): void => {
  try {
    if (redirect && isSitePath(redirect))
      window.localStorage.setItem(KEY, JSON.stringify({ to: redirect, at: Date.now() }));
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage off: the panel is the landing page.
  }
};

export const takeAdminRedirect = (): string | null => {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (!raw) return null;
    window.localStorage.removeItem(KEY);
    const { to, at } = JSON.parse(raw) as { to?: unknown; at?: unknown };
    return typeof to === 'string' && typeof at === 'number' && Date.now() - at < VALID_MS ? to : null;
  } catch {
    return null;
  }
};
