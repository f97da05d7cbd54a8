import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../components/AuthCard';
import { Alert, Spinner } from '../../../components/Alert';
import { ButtonLink } from '../../../components/Button';
import { apiErrorMessage } from '../../../lib/form-errors';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { useVerifyAccount } from '../api/verify-account';
import { ResendVerification } from '../components/ResendVerification';
import { useEmailLink } from '../components/useEmailLink';

/**
 * /weryfikacja-konta?email=&token=: verifies the e-mailed link; on error offers a new link. Without
 * a token (sent here by a sign-in of an unverified account) it explains and offers the resend.
 */
export const VerifyAccountPage = () => {
  const { t } = useTranslation();
  const verify = useVerifyAccount();
  const { email, token } = useEmailLink(verify);
  usePageTitle(t('verification.title'));

  let body;
  if (!token) {
    body = (
      <>
        <Alert tone="warning">{t('auth.unverified')}</Alert>
        {email && <ResendVerification email={email} />}
      </>
    );
  } else if (verify.isSuccess) {
    body = (
      <>
        <Alert tone="success">{verify.data.message}</Alert>
        <ButtonLink to={paths.signIn} block>
          {t('verification.to_sign_in')}
        </ButtonLink>
      </>
    );
  } else if (verify.isError) {
    body = (
      <>
        <Alert tone="error">{apiErrorMessage(verify.error, t)}</Alert>
        {email && <ResendVerification email={email} />}
      </>
    );
  } else {
    body = <Spinner label={t('verification.progress')} />;
  }
  return <AuthCard title={t('verification.title')}>{body}</AuthCard>;
};
