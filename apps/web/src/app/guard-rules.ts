import { paths } from '../lib/paths';
import { isSitePath } from '@scena/shared/links';

/**
 * Route guard rules of spec 1 §2, as pure functions of the location and the session so they
 * are tested without rendering. Each returns where to go, or null to stay.
 */

const PUBLIC_SEGMENT = '/publiczne';
const ITEM_PAGE = /^\/(wydarzenie|wideo)\/[^/]+\/?$/;

/**
 * 'publiczne' and 'strona-glowna' are guest variants: a signed-in user goes to the same path
 * without that part. An event or video page seen by a guest goes to its public preview.
 */
export const publicVariantRedirect = (
  pathname: string,
  search: string,
  authenticated: boolean,
): string | null => {
  if (authenticated) {
    if (pathname === paths.publicHome || pathname.startsWith(`${paths.publicHome}/`))
      return `${paths.home}${search}`;
    if (pathname.includes(PUBLIC_SEGMENT))
      return `${pathname.replace(PUBLIC_SEGMENT, '') || paths.home}${search}`;
    return null;
  }
  if (ITEM_PAGE.test(pathname)) return `${pathname.replace(/\/$/, '')}${PUBLIC_SEGMENT}${search}`;
  return null;
};

/** Private route for a guest: sign in, then come back (the home variant goes to the public home). */
export const privateRedirect = (
  pathname: string,
  search: string,
  variant: 'signIn' | 'publicHome',
): string => {
  if (variant === 'publicHome') return paths.publicHome;
  const params = new URLSearchParams({ redirect: `${pathname}${search}` });
  return `${paths.signIn}?${params.toString()}`;
};

/**
 * Guest-only route for a signed-in user: where the sign-in was asked to return to, else home; an
 * administrator (who signs in through the e-mailed one-time link, which carries no redirect)
 * lands on the page they asked for before the e-mail (`asked`), else on the panel.
 */
export const guestOnlyRedirect = (search: string, isAdmin = false, asked: string | null = null): string => {
  const redirect = new URLSearchParams(search).get('redirect');
  if (redirect && isSitePath(redirect)) return redirect;
  if (!isAdmin) return paths.home;
  return asked && isSitePath(asked) ? asked : paths.admin;
};

/**
 * Admin route for a signed-in viewer: /logowanie (spec 1 §2), with `adminOnly` so the page says
 * the panel is for administrators, and the way back should an administrator sign in there.
 */
export const adminOnlyRedirect = (pathname: string, search: string): string => {
  const params = new URLSearchParams({ adminOnly: 'true', redirect: `${pathname}${search}` });
  return `${paths.signIn}?${params.toString()}`;
};

/**
 * The one guest-only page a signed-in user may see: the sign-in page an admin route sent a
 * viewer to, until they sign in there as an administrator. Without it the guest-only rule would
 * bounce them on to / and the explanation with them.
 */
export const staysForAdminSignIn = (pathname: string, search: string, isAdmin: boolean): boolean =>
  pathname === paths.signIn && !isAdmin && new URLSearchParams(search).get('adminOnly') === 'true';

/**
 * Maintenance: everyone but admins goes to the maintenance page, except on the admin sign-in
 * page and the maintenance page itself. The e-mailed admin sign-in link
 * (/logowanie?login_token=…&login_email=…) also passes, or admins could not finish signing in.
 */
export const maintenanceRedirect = (
  pathname: string,
  search: string,
  maintenance: boolean,
  isAdmin: boolean,
): string | null => {
  if (!maintenance || isAdmin) return null;
  if (pathname === paths.maintenance || pathname === paths.adminSignIn) return null;
  const query = new URLSearchParams(search);
  if (pathname === paths.signIn && query.get('login_token') && query.get('login_email')) return null;
  return paths.maintenance;
};
