import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ageOn,
  emailField,
  birthdayField,
  isOldEnough,
  isValidBirthday,
  nameField,
  parseCalendarDate,
  passwordField,
  resetPasswordField,
} from './validation';
import { warsawDay } from './time';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

const POLISH = 'ąćęłńóśźżĄĆĘŁŃÓŚŹŻ';
const LATIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const chars = (alphabet: string) => fc.constantFrom(...alphabet.split(''));
const stringOf = (alphabet: string, minLength: number, maxLength: number) =>
  fc.array(chars(alphabet), { minLength, maxLength }).map((list) => list.join(''));
/** Inserts one character somewhere in a string. */
const withInserted = (base: fc.Arbitrary<string>, extra: fc.Arbitrary<string>) =>
  fc.tuple(base, extra, fc.nat()).map(([text, c, at]) => {
    const i = at % (text.length + 1);
    return text.slice(0, i) + c + text.slice(i);
  });

describe('names (form.validate.special_chars)', () => {
  const nameChars = `${LATIN}${POLISH}- –—`;
  it('accept any mix of letters (Polish included), hyphens, dashes and spaces', () => {
    fc.assert(
      fc.property(withInserted(stringOf(nameChars, 0, 40), chars(`${LATIN}${POLISH}`)), (name) => {
        expect(nameField().safeParse(name).success).toBe(true);
      }),
    );
  });
  it('refuse digits and other symbols anywhere', () => {
    fc.assert(
      fc.property(
        withInserted(
          stringOf(`${LATIN}${POLISH}`, 1, 30),
          chars('0123456789!@#$%^&*()_+=[]{};:\'",.<>/?\\|`~'),
        ),
        (name) => {
          expect(firstMessage(nameField().safeParse(name))).toBe('form.validate.special_chars');
        },
      ),
    );
  });
  it('treat blank as missing and cap the length', () => {
    expect(firstMessage(nameField().safeParse('   '))).toBe('form.validate.required');
    expect(firstMessage(nameField().safeParse(undefined))).toBe('form.validate.required');
    expect(firstMessage(nameField().safeParse('a'.repeat(101)))).toBe('form.validate.too_long');
    expect(nameField().parse('  Józef Piłsudski—Żółć  ')).toBe('Józef Piłsudski—Żółć');
  });
});

describe('passwords', () => {
  const SPECIAL = '@^()-$#!%*?&';
  const allowedReset = `${LATIN}${POLISH}0123456789${SPECIAL}`;
  it('sign-up rule: 8+ characters from letters, digits and @^()_-$#!%*?& pass', () => {
    fc.assert(
      fc.property(stringOf(`${allowedReset}_`, 8, 128), (password) => {
        expect(passwordField().safeParse(password).success).toBe(true);
      }),
    );
  });
  it('reset rule: the same without underscore', () => {
    fc.assert(
      fc.property(stringOf(allowedReset, 8, 128), (password) => {
        expect(resetPasswordField().safeParse(password).success).toBe(true);
      }),
    );
    fc.assert(
      fc.property(withInserted(stringOf(allowedReset, 7, 60), fc.constant('_')), (password) => {
        expect(passwordField().safeParse(password).success).toBe(true);
        expect(firstMessage(resetPasswordField().safeParse(password))).toBe('form.validate.passwd_reset');
      }),
    );
  });
  it('refuse fewer than 8 characters and any other character', () => {
    fc.assert(
      fc.property(stringOf(allowedReset, 1, 7), (password) => {
        expect(firstMessage(passwordField().safeParse(password))).toBe('form.validate.passwd');
        expect(firstMessage(resetPasswordField().safeParse(password))).toBe('form.validate.passwd_reset');
      }),
    );
    fc.assert(
      fc.property(
        withInserted(stringOf(allowedReset, 8, 40), chars(' .,+=<>/\\"\'`~[]{}|:;€')),
        (password) => {
          expect(firstMessage(passwordField().safeParse(password))).toBe('form.validate.passwd');
        },
      ),
    );
    expect(firstMessage(passwordField().safeParse(''))).toBe('form.validate.required');
    expect(firstMessage(passwordField().safeParse('a'.repeat(129)))).toBe('form.validate.passwd');
  });
});

describe('dates and ages', () => {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  it('parseCalendarDate agrees with the calendar for any year/month/day triple', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (y, m, d) => {
          const text = `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
          const js = new Date(Date.UTC(2000, m - 1, d));
          js.setUTCFullYear(y);
          const real = m >= 1 && m <= 12 && d >= 1 && js.getUTCMonth() === m - 1 && js.getUTCDate() === d;
          expect(parseCalendarDate(text) !== null).toBe(real);
        },
      ),
    );
  });
  it('knows 29 February: leap years yes (2000, 2024), others no (1900, 2023, 2100)', () => {
    expect(parseCalendarDate('2024-02-29')).not.toBeNull();
    expect(parseCalendarDate('2000-02-29')).not.toBeNull();
    expect(parseCalendarDate('2023-02-29')).toBeNull();
    expect(parseCalendarDate('2100-02-29')).toBeNull();
    expect(parseCalendarDate('1900-02-29')).toBeNull();
    for (const bad of ['2024-2-1', '24-02-01', '2024/02/01', '01.02.2024', '2024-02-01T00:00', ''])
      expect(parseCalendarDate(bad)).toBeNull();
  });
  it('birthday: a real date after 1900 (year 1900 means "not set") up to today in Warsaw (form.validate.date)', () => {
    const now = new Date('2026-11-20T10:00:00Z');
    expect(isValidBirthday('1901-01-01', now)).toBe(true);
    expect(isValidBirthday('1900-01-01', now)).toBe(false);
    expect(isValidBirthday('1900-12-31', now)).toBe(false);
    expect(isValidBirthday('1899-12-31', now)).toBe(false);
    expect(isValidBirthday('2026-11-20', now)).toBe(true);
    expect(isValidBirthday('2026-11-21', now)).toBe(false);
  });
  it('is 13 exactly on the 13th birthday, not the day before (2013-11-20 → 2026-11-20)', () => {
    expect(ageOn('2013-11-20', '2026-11-20')).toBe(13);
    expect(ageOn('2013-11-20', '2026-11-19')).toBe(12);
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('2090-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: 0, max: 110 }),
        (date, years) => {
          const birth = date.toISOString().slice(0, 10);
          const [y, m, d] = birth.split('-').map(Number) as [number, number, number];
          const targetYear = y + years;
          const leap = (targetYear % 4 === 0 && targetYear % 100 !== 0) || targetYear % 400 === 0;
          // Born 29 Feb: in a non-leap year the birthday is 28 Feb (art. 112 KC).
          const anniversary = new Date(Date.UTC(targetYear, m - 1, m === 2 && d === 29 && !leap ? 28 : d));
          const dayBefore = new Date(anniversary.getTime() - 86_400_000);
          const iso = (x: Date) =>
            `${pad(x.getUTCFullYear(), 4)}-${pad(x.getUTCMonth() + 1)}-${pad(x.getUTCDate())}`;
          expect(ageOn(birth, iso(anniversary))).toBe(years);
          expect(ageOn(birth, iso(dayBefore))).toBe(years - 1);
        },
      ),
    );
  });
  it('born on 29 February turns 13 on 28 February of a non-leap year', () => {
    expect(ageOn('2012-02-29', '2025-02-27')).toBe(12);
    expect(ageOn('2012-02-29', '2025-02-28')).toBe(13);
    expect(ageOn('2012-02-29', '2024-02-28')).toBe(11);
    expect(ageOn('2012-02-29', '2024-02-29')).toBe(12);
  });
  it('counts the day in Europe/Warsaw: 23:30 UTC on 19 Nov is already 20 Nov in Warsaw', () => {
    expect(warsawDay(new Date('2026-11-19T23:30:00Z'))).toBe('2026-11-20');
    expect(warsawDay(new Date('2026-07-19T22:30:00Z'))).toBe('2026-07-20'); // summer time, UTC+2
    expect(isOldEnough('2013-11-20', new Date('2026-11-19T23:30:00Z'))).toBe(true);
    expect(isOldEnough('2013-11-20', new Date('2026-11-19T22:30:00Z'))).toBe(false);
  });
  it('birthday (sign-up and account): date message first, then the age message with its number', () => {
    expect(firstMessage(birthdayField().safeParse('2001-02-29'))).toBe('form.validate.date');
    const tooYoung = birthdayField().safeParse(warsawDay(new Date()));
    expect(tooYoung.success).toBe(false);
    expect(tooYoung.error!.issues).toEqual([
      expect.objectContaining({ message: 'signup.min_age_full', params: { age: 13 } }),
    ]);
    expect(birthdayField().safeParse('2000-01-01').success).toBe(true);
  });
});

describe('e-mail', () => {
  it('accepts ordinary addresses, lower-cases and trims them', () => {
    expect(emailField().parse(' Jan.Kowalski+teatr@Example.COM ')).toBe('jan.kowalski+teatr@example.com');
    expect(emailField().parse("o'brien@sub.example.pl")).toBe("o'brien@sub.example.pl");
  });
  it('refuses malformed ones with form.validate.email and blanks with form.validate.required', () => {
    for (const bad of [
      'jan',
      'jan@',
      '@example.com',
      'jan@example',
      'jan@@example.com',
      'jan kowalski@example.com',
      '.jan@example.com',
      'a..b@example.com',
      `${'a'.repeat(250)}@example.com`,
    ]) {
      expect(firstMessage(emailField().safeParse(bad))).toBe('form.validate.email');
    }
    expect(firstMessage(emailField().safeParse(''))).toBe('form.validate.required');
    expect(firstMessage(emailField().safeParse(undefined))).toBe('form.validate.required');
  });
  it('accepts generated simple addresses', () => {
    const local = stringOf('abcdefghijklmnopqrstuvwxyz0123456789', 1, 20);
    fc.assert(
      fc.property(local, local, stringOf('abcdefghijklmnopqrstuvwxyz', 2, 6), (user, host, tld) => {
        expect(emailField().safeParse(`${user}@${host}.${tld}`).success).toBe(true);
      }),
    );
  });
});
