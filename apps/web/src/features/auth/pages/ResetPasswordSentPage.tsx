import { Link, Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../components/AuthCard';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { apiErrorMessage } from '../../../lib/form-errors';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { useRequestPasswordReset } from '../api/password-reset';

/** /resetowanie-hasla/informacja?email=: the link was sent, with a resend. */
export const ResetPasswordSentPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const email = params.get('email');
  const resend = useRequestPasswordReset();
  usePageTitle(t('reset_sent.title'));
  if (!email) return <Navigate replace to={paths.resetPassword} />;
  return (
    <AuthCard
      title={t('reset_sent.title')}
      footer={<Link to={paths.signIn}>{t('reset.back_to_sign_in')}</Link>}
    >
      <p role="status">{t('reset_sent.text', { email })}</p>
      {resend.isSuccess && <Alert tone="success">{resend.data.message}</Alert>}
      {resend.isError && <Alert tone="error">{apiErrorMessage(resend.error, t)}</Alert>}
      <Button variant="secondary" loading={resend.isPending} onClick={() => resend.mutate({ email })}>
        {t('reset_sent.resend')}
      </Button>
    </AuthCard>
  );
};
