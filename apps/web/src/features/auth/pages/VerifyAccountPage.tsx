import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../components/AuthCard';
import { Alert, Spinner } from '../../../components/Alert';
import { ButtonLink } from '../../../components/Button';
import { apiErrorMessage } from '../../../lib/form-errors';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../app/paths';
import { useVerifyAccount } from '../api/verify-account';
import { ResendVerification } from '../components/ResendVerification';

/**
 * /weryfikacja-konta?email=&token=: verifies the e-mailed link; on error offers a new link. Without
 * a token (sent here by a sign-in of an unverified account) it explains and offers the resend.
 */
export const VerifyAccountPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const verify = useVerifyAccount();
  const started = useRef(false);
  usePageTitle(t('verification.title'));

  useEffect(() => {
    if (!email || !token || started.current) return;
    started.current = true; // a link is single-use: one request, also under StrictMode
    verify.mutate({ email, token });
  }, [email, token, verify]);

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
