import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/page-title';
import { ButtonLink } from '../../components/Button';
import { links, paths, staticSlugs } from '../../lib/paths';
import { HomeCatalog } from './HomePage';

/**
 * Public home (/strona-glowna, spec 3 §2.13): what the platform is and how to start, then the
 * catalogue blocks from the token-less endpoints.
 */
export const PublicHomePage = () => {
  const { t } = useTranslation();
  usePageTitle(t('public_home.title'));
  return (
    <div className="home">
      <div className="home-intro">
        <h1>{t('public_home.heading')}</h1>
        <p className="lead">{t('public_home.intro')}</p>
        <div className="actions">
          <ButtonLink to={paths.signIn}>{t('public_home.sign_in')}</ButtonLink>
          <ButtonLink to={paths.signUp} variant="secondary">
            {t('public_home.sign_up')}
          </ButtonLink>
          <Link to={links.page(staticSlugs.howToBuy)} className="home-intro__link">
            {t('public_home.how_to_buy')}
          </Link>
        </div>
      </div>
      <HomeCatalog audience="guest" />
    </div>
  );
};
