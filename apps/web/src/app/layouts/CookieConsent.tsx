import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readConsent, writeConsent, type Consent } from '../../lib/consent';
import { paths } from '../../lib/paths';

/**
 * The cookie notice; the answer is remembered for 150 days (spec 1 §9): necessary cookies only,
 * or analytics as well (the data layer, lib/data-layer.ts, waits for the second).
 */
export const CookieConsent = () => {
  const { t } = useTranslation();
  const [accepted, setAccepted] = useState(() => readConsent() !== null);
  if (accepted) return null;
  const accept = (consent: Consent) => {
    writeConsent(consent);
    setAccepted(true);
  };
  return (
    <section className="cookie-bar" aria-label={t('cookies.label')}>
      <p className="cookie-bar__text">
        {t('cookies.text')} <Link to={paths.policy}>{t('cookies.more')}</Link>
      </p>
      <div className="cookie-bar__actions">
        <button type="button" className="btn btn--primary" onClick={() => accept('necessary')}>
          {t('cookies.accept')}
        </button>
        <button type="button" className="btn btn--primary" onClick={() => accept('analytics')}>
          {t('cookies.accept_analytics')}
        </button>
      </div>
    </section>
  );
};
