import type { RestrictedAccess } from '@scena/shared';

/**
 * Countries counted as Europe for restricted_access 'europe' and access_only_europe: the European
 * Economic Area, Switzerland, the United Kingdom, the other European states and the Crown
 * dependencies and territories with their own codes (Åland, Faroe, Gibraltar, Svalbard, …).
 */
export const EUROPE = new Set([
  'AD',
  'AL',
  'AT',
  'AX',
  'BA',
  'BE',
  'BG',
  'BY',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FO',
  'FR',
  'GB',
  'GG',
  'GI',
  'GR',
  'HR',
  'HU',
  'IE',
  'IM',
  'IS',
  'IT',
  'JE',
  'LI',
  'LT',
  'LU',
  'LV',
  'MC',
  'MD',
  'ME',
  'MK',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'RS',
  'RU',
  'SE',
  'SI',
  'SJ',
  'SK',
  'SM',
  'UA',
  'VA',
  'XK',
]);

export interface GeoSettings {
  access_only_poland: boolean;
  access_only_europe: boolean;
}

/** The strictest of the item's restriction and the global switches. */
export const effectiveRestriction = (
  item: RestrictedAccess | null,
  global: GeoSettings,
): RestrictedAccess => {
  if (global.access_only_poland || item === 'poland') return 'poland';
  if (global.access_only_europe || item === 'europe') return 'europe';
  return 'any';
};

/** May a viewer in `country` (ISO alpha-2, null = unknown) watch under `restriction`? Unknown passes only 'any'. */
export const countryAllowed = (restriction: RestrictedAccess, country: string | null): boolean => {
  if (restriction === 'any') return true;
  if (!country) return false;
  const code = country.toUpperCase();
  return restriction === 'poland' ? code === 'PL' : EUROPE.has(code);
};
