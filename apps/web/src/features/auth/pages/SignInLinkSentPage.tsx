import { useTranslation } from 'react-i18next';
import { ADMIN_LOGIN_LINK_MINUTES } from '@scena/shared/constants';
import { AuthCard } from '../../../components/AuthCard';
import { ButtonLink } from '../../../components/Button';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';

/** /logowanie-link: a sign-in link was e-mailed (admin accounts, spec 1 §2). */
export const SignInLinkSentPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('sign_in_link.title'));
  return (
    <AuthCard title={t('sign_in_link.title')}>
      <p role="status">{t('auth.admin_link_sent', { minutes: ADMIN_LOGIN_LINK_MINUTES })}</p>
      <ButtonLink to={paths.signIn} block>
        {t('sign_in_link.back')}
      </ButtonLink>
    </AuthCard>
  );
};
