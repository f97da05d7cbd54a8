import { useTranslation } from 'react-i18next';
import type { MailingState } from '@scena/shared/mailing.contract';
import { Alert, Spinner } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { toast } from '../../../components/toast/toast-store';
import { useMailing, useSetMailing } from '../api/mailing';

/**
 * The account page's mailing section (spec 1 §3 Mailing: not loaded, subscribed, unsubscribed,
 * fetch error; §8: success and error notifications, a fetch-error note).
 */
export const MailingSection = ({ userId }: { userId: number }) => {
  const { t } = useTranslation();
  const mailing = useMailing(userId);
  const change = useSetMailing(userId);
  const state: MailingState = mailing.isPending
    ? 'not_loaded'
    : mailing.isError
      ? 'fetch_error'
      : mailing.data
        ? 'subscribed'
        : 'unsubscribed';
  const set = (subscribe: boolean) =>
    change.mutate(subscribe, {
      onSuccess: (now) => toast.success(t(now ? 'mailing.subscribed' : 'mailing.unsubscribed')),
      onError: () => toast.error(t('mailing.error')),
    });
  return (
    <section className="card" aria-labelledby="mailing-heading" data-state={state}>
      <h2 id="mailing-heading">{t('mailing_section.heading')}</h2>
      {state === 'not_loaded' && <Spinner label={t('common.loading')} />}
      {state === 'fetch_error' && (
        <Alert tone="warning">
          {t('mailing.fetch_error')}{' '}
          <Button variant="ghost" onClick={() => void mailing.refetch()}>
            {t('mailing_section.retry')}
          </Button>
        </Alert>
      )}
      {state === 'subscribed' && (
        <>
          <p>{t('mailing_section.subscribed')}</p>
          <Button variant="secondary" loading={change.isPending} onClick={() => set(false)}>
            {t('mailing_section.unsubscribe')}
          </Button>
        </>
      )}
      {state === 'unsubscribed' && (
        <>
          <p>{t('mailing_section.unsubscribed')}</p>
          <Button loading={change.isPending} onClick={() => set(true)}>
            {t('mailing_section.subscribe')}
          </Button>
        </>
      )}
    </section>
  );
};
