import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/Alert';
import { SignInPage } from '../features/auth/pages/SignInPage';
import { SignInLinkSentPage } from '../features/auth/pages/SignInLinkSentPage';
import { SignUpSuccessPage } from '../features/auth/pages/SignUpSuccessPage';
import { VerifyAccountPage } from '../features/auth/pages/VerifyAccountPage';
import { ResetPasswordPage } from '../features/auth/pages/ResetPasswordPage';
import { ResetPasswordSentPage } from '../features/auth/pages/ResetPasswordSentPage';
import { NewPasswordPage } from '../features/auth/pages/NewPasswordPage';
import { SignUpPage } from '../features/users/pages/SignUpPage';
import { AccountPage } from '../features/users/pages/AccountPage';
import { StaticPage } from '../features/content/pages/StaticPage';
import { GuestOnly, RequireAdmin, RequireUser } from './guards';
import { RootLayout, type RouteHandle } from './layouts/RootLayout';
import { RouteErrorBoundary } from './layouts/RouteErrorBoundary';
import { HomePage } from './pages/HomePage';
import { PublicHomePage } from './pages/PublicHomePage';
import { ErrorPage, NotFoundPage } from './pages/ErrorPage';
import { MaintenancePage } from './pages/MaintenancePage';
import { paths, staticSlugs } from './paths';

/** The admin panel and antd load only on admin routes (DESIGN §2: never in the viewer bundle). */
const AdminPanel = lazy(() => import('./admin/AdminPanel'));

const AdminPanelRoute = () => {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Spinner label={t('common.loading')} />}>
      <AdminPanel />
    </Suspense>
  );
};

const wide: RouteHandle = { wide: true };

/**
 * The route table of spec 1 §2. Pages of features still to come (event and video pages,
 * purchase, order status, search, other account sections) join here when they exist.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    children: [
      // Private: guests go to sign-in with ?redirect= (the home variant to the public home).
      { element: <RequireUser variant="publicHome" />, children: [{ path: paths.home, element: <HomePage /> }] },
      { element: <RequireUser />, children: [{ path: paths.account, element: <AccountPage /> }] },
      // Guest-only: signed-in users go home (or to ?redirect=).
      {
        element: <GuestOnly />,
        children: [
          { path: paths.signIn, element: <SignInPage /> },
          { path: paths.signedOut, element: <SignInPage /> },
          { path: paths.adminSignIn, element: <SignInPage admin /> },
          { path: paths.signUp, element: <SignUpPage /> },
          { path: paths.signUpSuccess, element: <SignUpSuccessPage /> },
          { path: paths.verifyAccount, element: <VerifyAccountPage /> },
          { path: paths.resetPassword, element: <ResetPasswordPage /> },
          { path: paths.resetPasswordSent, element: <ResetPasswordSentPage /> },
          { path: paths.newPassword, element: <NewPasswordPage /> },
          { path: paths.publicHome, element: <PublicHomePage /> },
        ],
      },
      // Admin only.
      { element: <RequireAdmin />, children: [{ path: paths.admin, element: <AdminPanelRoute />, handle: wide }] },
      // Open to everyone.
      { path: paths.signInLinkSent, element: <SignInLinkSentPage /> },
      { path: paths.maintenance, element: <MaintenancePage /> },
      { path: paths.error, element: <ErrorPage /> },
      { path: paths.terms, element: <StaticPage slug={staticSlugs.terms} /> },
      { path: paths.policy, element: <StaticPage slug={staticSlugs.policy} /> },
      { path: paths.contact, element: <StaticPage slug={staticSlugs.contact} /> },
      { path: paths.page, element: <StaticPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
