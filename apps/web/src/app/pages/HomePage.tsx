import { useTranslation } from 'react-i18next';
import { NOT_SET_BIRTH_YEAR } from '@scena/shared/constants';
import { useSession, type SessionUser } from '../../lib/session';
import { usePageTitle } from '../../lib/page-title';
import { Alert, Spinner } from '../../components/Alert';
import { ButtonLink } from '../../components/Button';
import { HOME_CONFIG_FALLBACK, useHomeConfig } from '../../features/content/api/home-config';
import { CatalogHome } from '../../features/catalog/pages/CatalogHome';
import type { HomeAudience } from '../../features/catalog/api/keys';
import { links } from '../../lib/paths';
import { HomeGiftBlock } from '../../features/gifts/components/HomeGiftBlock';

const birthdayMissing = (birthday: string | null | undefined) =>
  !birthday || Number(birthday.slice(0, 4)) === NOT_SET_BIRTH_YEAR;

/** Spec 1 §2 Account page / spec 3 §2.13: the home warns about a missing birthday or country. */
const AccountWarnings = ({ user }: { user: SessionUser }) => {
  const { t } = useTranslation();
  const warnings = [
    birthdayMissing(user.birthday) ? t('home.birthday_missing') : null,
    !user.country_code ? t('home.country_missing') : null,
  ].filter((text): text is string => text !== null);
  if (warnings.length === 0) return null;
  return (
    <div className="home-warnings">
      {warnings.map((text) => (
        <Alert key={text} tone="warning">
          <p>{text}</p>
          <ButtonLink to={links.account(true)} variant="secondary">
            {t('home.complete_data')}
          </ButtonLink>
        </Alert>
      ))}
    </div>
  );
};

/**
 * The home's blocks once the config is known (a spinner until then; defaults if it fails). The
 * gift block's offer comes with the same answer: no second read of /external_api/config.
 */
export const HomeCatalog = ({ audience }: { audience: HomeAudience }) => {
  const { t } = useTranslation();
  const home = useHomeConfig();
  if (home.isPending) return <Spinner label={t('common.loading')} />;
  return (
    <>
      <CatalogHome config={home.data?.config ?? HOME_CONFIG_FALLBACK} audience={audience} />
      <HomeGiftBlock gift={home.data?.giftConfig} />
    </>
  );
};

/**
 * Home for signed-in users (spec 1 §2 "/", spec 3 §2.13): a welcome, the account warnings, then
 * the catalogue blocks. The terms modal is the layout's (RootLayout).
 */
export const HomePage = () => {
  const { t } = useTranslation();
  const { user } = useSession();
  usePageTitle(t('home.title'));
  return (
    <div className="home">
      <h1>{t('home.welcome', { name: user?.firstname ?? '' })}</h1>
      {user && <AccountWarnings user={user} />}
      <HomeCatalog audience="user" />
    </div>
  );
};
