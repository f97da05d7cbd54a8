import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COOKIE_CONSENT_DAYS } from '@scena/shared/constants';
import { readCookie, writeCookie } from '../../lib/cookies';
import { paths } from '../paths';

const CONSENT_COOKIE = 'cookie_consent';

/** The cookie notice; the answer is remembered for 150 days (spec 1 §9). */
export const CookieConsent = () => {
  const { t } = useTranslation();
  const [accepted, setAccepted] = useState(() => readCookie(CONSENT_COOKIE) === '1');
  if (accepted) return null;
  const accept = () => {
    writeCookie(CONSENT_COOKIE, '1', COOKIE_CONSENT_DAYS);
    setAccepted(true);
  };
  return (
    <section className="cookie-bar" aria-label={t('cookies.label')}>
      <p className="cookie-bar__text">
        {t('cookies.text')} <Link to={paths.policy}>{t('cookies.more')}</Link>
      </p>
      <button type="button" className="btn btn--primary" onClick={accept}>
        {t('cookies.accept')}
      </button>
    </section>
  );
};
