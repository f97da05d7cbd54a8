import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { COUNTRY_NAMES, countryName, countryOptions, isCountryCode } from './countries';

const require = createRequire(import.meta.url);
const first = (value: string | string[]) => (Array.isArray(value) ? value[0]! : value);

describe('countries', () => {
  it('matches the installed i18n-iso-countries list (codes and Polish names; English is one of its names)', () => {
    const pl = require('i18n-iso-countries/langs/pl.json').countries as Record<string, string | string[]>;
    const en = require('i18n-iso-countries/langs/en.json').countries as Record<string, string | string[]>;
    expect(Object.keys(COUNTRY_NAMES).sort()).toEqual(Object.keys(pl).sort());
    for (const [code, [plName, enName]] of Object.entries(COUNTRY_NAMES)) {
      expect(plName).toBe(first(pl[code]!));
      expect([en[code]].flat()).toContain(enName);
    }
  });

  it('looks names up in either language, case-insensitively', () => {
    expect(countryName('PL', 'pl')).toBe('Polska');
    expect(countryName('de', 'en')).toBe('Germany');
    expect(countryName('QQ', 'pl')).toBeUndefined();
    expect(isCountryCode('PL')).toBe(true);
    expect(isCountryCode('pl')).toBe(false);
    expect(isCountryCode('toString')).toBe(false);
  });

  it("sorts options by the viewer's language (Polish collation puts Ł after L)", () => {
    const labels = countryOptions('pl').map((option) => option.label);
    expect(labels.indexOf('Łotwa')).toBeGreaterThan(labels.indexOf('Luksemburg'));
    expect(labels).toHaveLength(Object.keys(COUNTRY_NAMES).length);
    expect(countryOptions('en')[0]!.label).toBe('Afghanistan');
  });
});
