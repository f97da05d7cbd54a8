import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NOT_SET_BIRTH_YEAR } from '@scena/shared/constants';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/page-title';
import { Alert } from '../../components/Alert';
import { ButtonLink } from '../../components/Button';
import { links, paths, staticSlugs } from '../paths';

const birthdayMissing = (birthday: string | null | undefined) =>
  !birthday || Number(birthday.slice(0, 4)) === NOT_SET_BIRTH_YEAR;

/**
 * Home for signed-in users (spec 1 §2 "/"). The repertoire lists arrive with the catalogue;
 * until then: a welcome, the account warnings of spec 1 §2 (missing birthday or country), links.
 */
export const HomePage = () => {
  const { t } = useTranslation();
  const { user } = useSession();
  usePageTitle(t('home.title'));
  return (
    <div className="page page--narrow">
      <h1>{t('home.welcome', { name: user?.firstname ?? '' })}</h1>
      <div className="home-warnings">
        {user && birthdayMissing(user.birthday) && (
          <Alert tone="warning">
            <p>{t('home.birthday_missing')}</p>
            <ButtonLink to={links.account(true)} variant="secondary">
              {t('home.complete_data')}
            </ButtonLink>
          </Alert>
        )}
        {user && !user.country_code && (
          <Alert tone="warning">
            <p>{t('home.country_missing')}</p>
            <ButtonLink to={links.account(true)} variant="secondary">
              {t('home.complete_data')}
            </ButtonLink>
          </Alert>
        )}
      </div>
      <p>{t('home.intro')}</p>
      <ul className="link-list">
        <li>
          <Link to={paths.account}>{t('home.link_account')}</Link>
        </li>
        <li>
          <Link to={links.page(staticSlugs.howToBuy)}>{t('home.link_how_to_buy')}</Link>
        </li>
      </ul>
    </div>
  );
};
