import { useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../components/AuthCard';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { isApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { unsubscribe } from '../api/notifications';

/**
 * /wypisz?u=&t=: the unsubscribe link of an announcement e-mail, signed out or in. One click on
 * the button switches the mailing off. The link itself changes nothing on opening: mail scanners
 * open links; mail clients use the one-click POST address from List-Unsubscribe instead.
 */
export const UnsubscribePage = () => {
  const { t } = useTranslation('notifications');
  const [params] = useSearchParams();
  usePageTitle(t('unsubscribe.title'));
  const u = Number(params.get('u'));
  const token = params.get('t') ?? '';
  const run = useMutation({ mutationFn: () => unsubscribe(u, token), meta: { localStatuses: 'all' } });
  const problem = run.error
    ? isApiError(run.error)
      ? (run.error.body.formError?.t ?? run.error.message)
      : t('unsubscribe.failed')
    : null;
  return (
    <AuthCard title={t('unsubscribe.title')}>
      {run.isSuccess ? (
        <Alert tone="success" title={t('unsubscribe.done')} />
      ) : (
        <>
          <p>{t('unsubscribe.intro')}</p>
          {problem && <Alert tone="error" title={problem} />}
          <Button onClick={() => run.mutate()} loading={run.isPending} block>
            {t('unsubscribe.button')}
          </Button>
        </>
      )}
    </AuthCard>
  );
};
