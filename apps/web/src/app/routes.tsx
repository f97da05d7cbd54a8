import { lazy, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { GuestOnly, RequireAdmin, RequireUser } from './guards';
import { RootLayout } from './layouts/RootLayout';
import { ErrorPage, NotFoundPage } from './pages/ErrorPage';
import { MaintenancePage } from './pages/MaintenancePage';
import { paths, staticSlugs } from '../lib/paths';

/**
 * Pages a first visit rarely needs load on demand, so the sign-in page stays small (DESIGN §2
 * budget: 170 KB of gzipped JS); the layout shows a spinner meanwhile. The admin panel (antd)
 * is one of them: it never lands in the viewer bundle.
 */
const page = <M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) =>
  lazy(async () => ({ default: pick(await load()) }));

const AdminPanel = lazy(() => import('./admin/AdminPanel'));
// Sign-in is a lazy page too, so the public home's entry carries no form code (react-hook-form);
// /preload.js (app/preload) fetches its chunks beside the entry on the sign-in addresses (scena-sign-in-chunks).
// The people screens (spec 3 §2.10–2.11): admin only, with antd, in their own chunk.
const AdminUsersPage = page(
  () => import('./pages/AdminPeopleRoutes'),
  (m) => m.AdminUsersRoute,
);
const AdminUserPage = page(
  () => import('./pages/AdminPeopleRoutes'),
  (m) => m.AdminUserRoute,
);
const SignInPage = page(
  () => import('../features/auth/pages/SignInPage'),
  (m) => m.SignInPage,
);
const SignInLinkSentPage = page(
  () => import('../features/auth/pages/SignInLinkSentPage'),
  (m) => m.SignInLinkSentPage,
);
const SignUpPage = page(
  () => import('../features/users/pages/SignUpPage'),
  (m) => m.SignUpPage,
);
const AccountPage = page(
  () => import('./pages/AccountRoute'),
  (m) => m.AccountRoute,
);
const SignUpSuccessPage = page(
  () => import('../features/auth/pages/SignUpSuccessPage'),
  (m) => m.SignUpSuccessPage,
);
const VerifyAccountPage = page(
  () => import('../features/auth/pages/VerifyAccountPage'),
  (m) => m.VerifyAccountPage,
);
const ResetPasswordPage = page(
  () => import('../features/auth/pages/ResetPasswordPage'),
  (m) => m.ResetPasswordPage,
);
const ResetPasswordSentPage = page(
  () => import('../features/auth/pages/ResetPasswordSentPage'),
  (m) => m.ResetPasswordSentPage,
);
const NewPasswordPage = page(
  () => import('../features/auth/pages/NewPasswordPage'),
  (m) => m.NewPasswordPage,
);
const StaticPage = page(
  () => import('../features/content/pages/StaticPage'),
  (m) => m.StaticPage,
);
const UnsubscribePage = page(
  () => import('../features/notifications/pages/UnsubscribePage'),
  (m) => m.UnsubscribePage,
);
// Both homes share one chunk with the catalogue blocks (spec 3 §2.13).
const HomePage = page(
  () => import('./pages/HomePage'),
  (m) => m.HomePage,
);
const PublicHomePage = page(
  () => import('./pages/PublicHomePage'),
  (m) => m.PublicHomePage,
);
const SearchPage = page(
  () => import('../features/search/pages/SearchPage'),
  (m) => m.SearchPage,
);
const EventPage = page(
  () => import('./pages/ItemPage'),
  (m) => m.EventPage,
);
const VideoPage = page(
  () => import('./pages/ItemPage'),
  (m) => m.VideoPage,
);
// Buying (spec 1 §2): the purchase pages share one chunk, the order status pages another.
const EventPurchasePage = page(
  () => import('./pages/PurchaseRoute'),
  (m) => m.EventPurchaseRoute,
);
const VideoPurchasePage = page(
  () => import('./pages/PurchaseRoute'),
  (m) => m.VideoPurchaseRoute,
);
const ProductPurchasePage = page(
  () => import('./pages/PurchaseRoute'),
  (m) => m.PurchaseRoute,
);
const EventOrderStatusPage = page(
  () => import('./pages/OrderStatusRoute'),
  (m) => m.EventOrderStatusRoute,
);
const GroupTicketStatusPage = page(
  () => import('../features/group-tickets/pages/GroupTicketStatusPage'),
  (m) => m.GroupTicketStatusPage,
);
const VideoOrderStatusPage = page(
  () => import('./pages/OrderStatusRoute'),
  (m) => m.VideoOrderStatusRoute,
);
const GiftPurchasePage = page(
  () => import('./pages/GiftRoutes'),
  (m) => m.GiftPurchaseRoute,
);
const GiftOrderStatusPage = page(
  () => import('./pages/GiftRoutes'),
  (m) => m.GiftOrderStatusRoute,
);

/**
 * The route table of spec 1 §2. Pages of features still to come (gift and group ticket purchase
 * and status pages, other account sections) join here when they exist.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      // Private: guests go to sign-in with ?redirect= (the home variant to the public home).
      {
        element: <RequireUser variant="publicHome" />,
        children: [{ path: paths.home, element: <HomePage /> }],
      },
      {
        element: <RequireUser />,
        children: [
          { path: paths.account, element: <AccountPage /> },
          { path: paths.search, element: <SearchPage /> },
          { path: paths.purchaseEvent, element: <EventPurchasePage /> },
          { path: paths.purchaseVideo, element: <VideoPurchasePage /> },
          { path: paths.purchaseProduct, element: <ProductPurchasePage /> },
          { path: paths.orderStatusEvent, element: <EventOrderStatusPage /> },
          { path: paths.orderStatusVideo, element: <VideoOrderStatusPage /> },
          { path: paths.purchaseGift, element: <GiftPurchasePage /> },
          { path: paths.orderStatusGift, element: <GiftOrderStatusPage /> },
          { path: paths.orderStatusGroupTicket, element: <GroupTicketStatusPage /> },
        ],
      },
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
      // Admin only (the layout widens the main area under paths.admin).
      {
        element: <RequireAdmin />,
        children: [
          { path: paths.admin, element: <AdminPanel /> },
          { path: paths.adminUsers, element: <AdminUsersPage /> },
          { path: paths.accountOf, element: <AdminUserPage /> },
        ],
      },
      // Open to everyone; the layout sends guests to the /publiczne preview and viewers off it.
      { path: paths.event, element: <EventPage /> },
      { path: paths.eventPublic, element: <EventPage /> },
      { path: paths.video, element: <VideoPage /> },
      { path: paths.videoPublic, element: <VideoPage /> },
      { path: paths.signInLinkSent, element: <SignInLinkSentPage /> },
      { path: paths.maintenance, element: <MaintenancePage /> },
      { path: paths.error, element: <ErrorPage /> },
      { path: paths.terms, element: <StaticPage slug={staticSlugs.terms} /> },
      { path: paths.policy, element: <StaticPage slug={staticSlugs.policy} /> },
      { path: paths.contact, element: <StaticPage slug={staticSlugs.contact} /> },
      { path: paths.page, element: <StaticPage /> },
      { path: paths.unsubscribe, element: <UnsubscribePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const AppRoutes = () => useRoutes(routes);
