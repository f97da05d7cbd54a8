import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SESSION_CHECK_INTERVAL_MS } from '@scena/shared/constants';
import { toast } from '../../components/toast/toast-store';
import { validateSession } from '../../features/users/api/validate-session';
import { isApiError } from '../../lib/api';

/**
 * While something plays, the session is checked every 300,000 ms (spec 1 §4). A dead session is
 * signed out by the API client with the server's reason (401 userBlocked, 403 anotherUser), which
 * the sign-in page then explains; a 401 also warns here, before the page changes.
 */
export const useSessionCheck = (active: boolean): void => {
  const { t } = useTranslation();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      validateSession().catch((error: unknown) => {
        if (isApiError(error) && error.status === 401) toast.warning(t('item_page.session_blocked'));
      });
    }, SESSION_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [active, t]);
};
