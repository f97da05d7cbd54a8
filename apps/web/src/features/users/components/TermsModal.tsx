import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal';
import { Button } from '../../../components/Button';
import { Alert } from '../../../components/Alert';
import { toast } from '../../../components/toast/toast-store';
import { isApiError } from '../../../lib/api';
import { apiErrorMessage } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { paths } from '../../../lib/paths';
import { useAcceptTos, useTosStatus } from '../api/accept-tos';
import { safeHref, SITE_LINK } from '@scena/shared/links';

const AcceptButton = ({ userId }: { userId: number }) => {
  const { t } = useTranslation();
  const accept = useAcceptTos(userId);
  return (
    <>
      {accept.isError && !(isApiError(accept.error) && accept.error.status === 400) && (
        <Alert tone="error">{apiErrorMessage(accept.error, t)}</Alert>
      )}
      <Button onClick={() => accept.mutate()} loading={accept.isPending}>
        {t('terms_modal.accept')}
      </Button>
    </>
  );
};

/**
 * Shown to a signed-in user until the terms are accepted (spec 1 §2). It cannot be dismissed:
 * no close button, Escape and outside clicks do nothing; only accepting closes it. The links are
 * the configured terms and policy pages (app config regulations_page, policy_page), as in the footer.
 */
export const TermsModal = ({ termsHref, policyHref }: { termsHref?: string; policyHref?: string }) => {
  const { t } = useTranslation();
  const { user } = useSession();
  const status = useTosStatus(user?.id ?? null);
  const failed = status.isError && !(isApiError(status.error) && status.error.status === 400);

  // Spec 1 §8: a 400 is ignored silently; other failures show a general error with the error.
  useEffect(() => {
    if (failed) toast.error(apiErrorMessage(status.error, t), t('terms_modal.error_title'));
  }, [failed, status.error, t]);

  if (!user || status.data?.accept_tos !== false) return null;
  const newTab = t('common.opens_in_new_tab');
  return (
    <Modal open dismissible={false} title={t('terms_modal.title')} footer={<AcceptButton userId={user.id} />}>
      <p>{t('terms_modal.text')}</p>
      <ul className="link-list">
        <li>
          <a href={safeHref(termsHref, SITE_LINK) ?? paths.terms} target="_blank" rel="noopener">
            {t('terms_modal.terms_link')}
            <span className="visually-hidden"> ({newTab})</span>
          </a>
        </li>
        <li>
          <a href={safeHref(policyHref, SITE_LINK) ?? paths.policy} target="_blank" rel="noopener">
            {t('terms_modal.policy_link')}
            <span className="visually-hidden"> ({newTab})</span>
          </a>
        </li>
      </ul>
    </Modal>
  );
};
