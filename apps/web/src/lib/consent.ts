import { COOKIE_CONSENT_DAYS } from '@scena/shared/constants';
import { readCookie, writeCookie } from './cookies';

/**
 * The cookie bar's answer (spec 1 §2, remembered 150 days): '1' = necessary cookies only (the
 * bar's first answer, kept as it was), 'analytics' = analytics allowed as well. Nothing reaches
 * the analytics data layer without the second.
 */
export const CONSENT_COOKIE = 'cookie_consent';
export type Consent = 'necessary' | 'analytics';

export const readConsent = (): Consent | null => {
  const value = readCookie(CONSENT_COOKIE);
  return value === 'analytics' ? 'analytics' : value === '1' ? 'necessary' : null;
};

export const writeConsent = (consent: Consent): void =>
  writeCookie(CONSENT_COOKIE, consent === 'analytics' ? 'analytics' : '1', COOKIE_CONSENT_DAYS);
