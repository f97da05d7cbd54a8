import { Navigate, Outlet, useLocation } from 'react-router';
import { useIsAdmin, useSession } from '../lib/session';
import { adminOnlyRedirect, guestOnlyRedirect, privateRedirect, staysForAdminSignIn } from './guard-rules';
import { takeAdminRedirect } from '../lib/admin-redirect';

/**
 * Route guards of spec 1 §2, used as layout routes in the route table. The rules themselves are
 * in guard-rules.ts.
 */

/** Private routes: guests go to sign-in with a redirect back (the home variant: public home). */
export const RequireUser = ({ variant = 'signIn' }: { variant?: 'signIn' | 'publicHome' }) => {
  const { authenticated } = useSession();
  const location = useLocation();
  if (!authenticated)
    return <Navigate replace to={privateRedirect(location.pathname, location.search, variant)} />;
  return <Outlet />;
};

/** Guest-only routes (sign-in, sign-up, verification, reset, admin-login): signed-in users go home. */
export const GuestOnly = () => {
  const { authenticated } = useSession();
  const isAdmin = useIsAdmin();
  const location = useLocation();
  if (authenticated && !staysForAdminSignIn(location.pathname, location.search, isAdmin)) {
    return <Navigate replace to={guestOnlyRedirect(location.search, isAdmin, takeAdminRedirect())} />;
  }
  return <Outlet />;
};

/** Admin routes: an authenticated administrator, otherwise the sign-in page (with a word why). */
export const RequireAdmin = () => {
  const { authenticated } = useSession();
  const isAdmin = useIsAdmin();
  const location = useLocation();
  if (!authenticated)
    return <Navigate replace to={privateRedirect(location.pathname, location.search, 'signIn')} />;
  if (!isAdmin) return <Navigate replace to={adminOnlyRedirect(location.pathname, location.search)} />;
  return <Outlet />;
};
