import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../components/AuthCard';
import { Alert } from '../../../components/Alert';
import { ButtonLink } from '../../../components/Button';
import { usePageTitle } from '../../../lib/page-title';
import { paths, type signUpSuccessState } from '../../../lib/paths';
import { ResendVerification } from '../components/ResendVerification';

/** /rejestracja/sukces?email=: only right after a sign-up, else back to the form (spec 1 §2). */
export const SignUpSuccessPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { state } = useLocation() as { state: Partial<typeof signUpSuccessState> | null };
  const email = params.get('email');
  usePageTitle(t('sign_up_success.title'));
  if (!email || state?.signedUp !== true) return <Navigate replace to={paths.signUp} />;
  return (
    <AuthCard title={t('sign_up_success.title')}>
      <Alert tone="success">{t('users.signup_success')}</Alert>
      <p>{t('sign_up_success.sent_to', { email })}</p>
      <p>{t('sign_up_success.no_email')}</p>
      <ResendVerification email={email} />
      <ButtonLink to={paths.signIn} variant="ghost">
        {t('sign_up_success.to_sign_in')}
      </ButtonLink>
    </AuthCard>
  );
};
