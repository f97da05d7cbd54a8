import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/page-title';
import { ButtonLink } from '../../components/Button';
import { links, paths, staticSlugs } from '../paths';

/**
 * Public home (/strona-glowna). Document 3 builds it from the public endpoints (slides, events,
 * videos) when the catalogue lands; until then it says what the platform is and where to start.
 */
export const PublicHomePage = () => {
  const { t } = useTranslation();
  usePageTitle(t('public_home.title'));
  return (
    <div className="page page--narrow">
      <h1>{t('public_home.heading')}</h1>
      <p className="lead">{t('public_home.intro')}</p>
      <div className="actions">
        <ButtonLink to={paths.signIn}>{t('public_home.sign_in')}</ButtonLink>
        <ButtonLink to={paths.signUp} variant="secondary">
          {t('public_home.sign_up')}
        </ButtonLink>
      </div>
      <p>
        <Link to={links.page(staticSlugs.howToBuy)}>{t('public_home.how_to_buy')}</Link>
      </p>
    </div>
  );
};
