import { Suspense, useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { registerNavigate } from '../../lib/navigation';
import { session, useIsAdmin, useSession, type SessionState } from '../../lib/session';
import { Spinner } from '../../components/Alert';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { Toaster } from '../../components/toast/Toaster';
import { useAppConfig } from '../../features/content/api/app-config';
import { NoticeBars } from '../../features/content/components/NoticeBars';
import { TermsModal } from '../../features/users/components/TermsModal';
import { validateSession } from '../../features/users/api/validate-session';
import { maintenanceRedirect, publicVariantRedirect } from '../guard-rules';
import { ErrorView } from '../pages/ErrorPage';
import { links, paths } from '../../lib/paths';
import { CookieConsent } from './CookieConsent';
import { Footer } from './Footer';
import { Header } from './Header';
import { IMAGE_LINK, safeHref } from '@scena/shared/links';

/** Where a just-ended session sends the user: sign-in with the reason's toast, or /wylogowano. */
const endTarget = (ended: NonNullable<SessionState['ended']>, from: string): string => {
  if (!ended.reason) return paths.signedOut;
  return links.signIn({ [ended.reason]: true, redirect: ended.reason === 'sessionEnd' ? from : undefined });
};

/**
 * Keeps the user on the way to the sign-in page after a session ended, so no private-route
 * guard races it with its own redirect; clears the flag once there.
 */
const useSessionEnd = (): string | null => {
  const { ended } = useSession();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const [target, setTarget] = useState<{ ended: SessionState['ended']; to: string } | null>(null);
  // Derived state: fix the target when the session ends (the location changes on the way).
  if (ended && target?.ended !== ended) setTarget({ ended, to: endTarget(ended, here) });
  if (!ended && target) setTarget(null);
  const arrived = ended !== null && target?.ended === ended && here === target.to;
  useEffect(() => {
    if (arrived) session.acknowledgeEnd();
  }, [arrived]);
  return ended && target?.ended === ended && !arrived ? target.to : null;
};

/**
 * Moves focus to the main area after in-app navigation so screen readers start at the content,
 * without scrolling to it: the new page starts at its top, the top bar (search, account, sign out)
 * in view.
 */
const useFocusMainOnNavigate = (pathname: string) => {
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [pathname]);
  return main;
};

export const RootLayout = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { authenticated } = useSession();
  const isAdmin = useIsAdmin();
  const configQuery = useAppConfig();
  // Until the config arrives (or if it cannot be fetched) the app runs without bars and extras.
  const config = configQuery.data;
  const mainRef = useFocusMainOnNavigate(location.pathname);
  const endRedirect = useSessionEnd();

  useEffect(() => registerNavigate((to, options) => void navigate(to, options)), [navigate]);

  // The stored token may have expired while the tab was closed: check it once on start.
  useEffect(() => {
    if (session.getState().authenticated) validateSession().catch(() => undefined);
  }, []);

  // The admin panel and the administrators' user pages (/konto/{id}) use the whole width.
  const wide = location.pathname.startsWith(paths.admin) || /^\/konto\/\d+/.test(location.pathname);
  const background = (!authenticated && safeHref(config?.noauth_bg_image, IMAGE_LINK)) || '';

  let content;
  let redirect: string | null = endRedirect;
  if (!redirect && !configQuery.isPending) {
    redirect =
      maintenanceRedirect(location.pathname, location.search, config?.maintenance === true, isAdmin) ??
      publicVariantRedirect(location.pathname, location.search, authenticated);
  }
  if (redirect) content = <Navigate replace to={redirect} />;
  else if (configQuery.isPending) content = <Spinner label={t('common.loading')} />;
  else {
    const spinner = <Spinner label={t('common.loading')} />;
    content = (
      <ErrorBoundary key={location.pathname} fallback={<ErrorView status={500} />}>
        <Suspense fallback={spinner}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    );
  }

  return (
    <div
      className={`app${background ? ' app--backdrop' : ''}`}
      style={background ? { backgroundImage: `url("${encodeURI(background)}")` } : undefined}
    >
      <a href="#main" className="skip-link">
        {t('layout.skip_to_content')}
      </a>
      <Header />
      {config && (
        <NoticeBars
          info={config.info_bar}
          infoIat={config.info_bar_iat}
          error={config.error_bar}
          errorIat={config.error_bar_iat}
        />
      )}
      <main id="main" ref={mainRef} tabIndex={-1} className={`main${wide ? ' main--wide' : ''}`}>
        {content}
      </main>
      <Footer config={config} />
      <CookieConsent />
      {authenticated && !redirect && (
        <TermsModal termsHref={config?.regulations_page} policyHref={config?.policy_page} />
      )}
      <Toaster />
    </div>
  );
};
