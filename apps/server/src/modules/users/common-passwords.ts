import { AppError } from '@scena/shared';
import list from './common-passwords.json' with { type: 'json' };

/**
 * ASVS 5.0 6.2.4: a password being SET (sign-up, reset, account edit) must not be one of the most
 * common ones. Never applied at sign-in, so existing accounts can still log in and then change it.
 *
 * common-passwords.json: the 3,000 highest-ranked entries of the zxcvbn password frequency list
 * (@zxcvbn-ts/language-common 4.1.3, src/passwords.json, MIT, (c) Dropbox and @zxcvbn-ts), lower-cased
 * and limited to entries our own password rule accepts (8–128 characters from letters, digits and
 * @^()_-$#!%*?&); shorter or other entries could never be set anyway. Server-only data: it must not
 * reach the web bundle. Loaded once into a Set; the comparison is case-insensitive.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(list);

export const isCommonPassword = (password: string): boolean => COMMON_PASSWORDS.has(password.toLowerCase());

/** 400 with the message on the given form field; callers run it before hashing or touching the database. */
export const assertNotCommonPassword = (password: string, field: 'password' | 'newpassword'): void => {
  if (isCommonPassword(password)) {
    throw new AppError('VALIDATION', 'password.too_common', {
      formError: { [field]: 'password.too_common' },
    });
  }
};
