import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { countryCodeField } from './country-field';
import { COUNTRY_NAMES } from './countries';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

const LATIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const stringOf = (alphabet: string, minLength: number, maxLength: number) =>
  fc.array(fc.constantFrom(...alphabet.split('')), { minLength, maxLength }).map((list) => list.join(''));

describe('country codes (form.validate.wrong_input_max2)', () => {
  const codes = Object.keys(COUNTRY_NAMES);
  it('accept every ISO code in either case and store it upper-case', () => {
    for (const code of codes) {
      expect(countryCodeField().parse(code)).toBe(code);
      expect(countryCodeField().parse(code.toLowerCase())).toBe(code);
    }
  });
  it('refuse any other two-letter value, longer values and HTML', () => {
    fc.assert(
      fc.property(
        stringOf(LATIN, 2, 2).filter((v) => !codes.includes(v.toUpperCase())),
        (value) => {
          expect(firstMessage(countryCodeField().safeParse(value))).toBe('form.validate.wrong_input_max2');
        },
      ),
    );
    fc.assert(
      fc.property(stringOf(LATIN, 3, 10), (value) => {
        expect(firstMessage(countryCodeField().safeParse(value))).toBe('form.validate.wrong_input_max2');
      }),
    );
    for (const html of ['<', '<b', '>'])
      expect(firstMessage(countryCodeField().safeParse(html))).toBe('form.validate.wrong_input_max2');
    expect(firstMessage(countryCodeField().safeParse(''))).toBe('form.validate.required');
  });
});

describe('where the country table is imported', () => {
  // Every form loads validation.ts and the auth contract (the sign-in form too); the 250-country
  // table (about 3.5 KB gzipped) must reach only the forms that have a country field.
  it('is not imported by validation.ts or the auth contract', () => {
    for (const file of ['validation.ts', 'auth.contract.ts']) {
      const source = readFileSync(new URL(file, import.meta.url), 'utf8');
      expect(source, file).not.toMatch(/from '\.\/(countries|country-field)'/);
    }
  });
});
