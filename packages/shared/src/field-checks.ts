import { maxLength, minLength, regex, toLowerCase, trim } from 'zod/mini';

/**
 * The rules behind the shared field schemas, as zod checks that both builds of zod 4 accept: the
 * classic schemas of validation.ts (`z.string().check(...emailChecks())`) and the zod/mini schema
 * of sign-in.contract.ts. One rule, one place. This module imports zod/mini only, so the sign-in
 * form's bundle does not pull classic zod through it.
 */

export const REQUIRED = 'form.validate.required';

/** Present and non-blank (trimmed first). */
export const requiredChecks = () => [trim(), minLength(1, REQUIRED)];

/** The same shape as zod's own e-mail check, with our message keys; stored lower-cased. */
const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const emailChecks = () => [
  ...requiredChecks(),
  maxLength(254, 'form.validate.email'),
  regex(EMAIL_PATTERN, 'form.validate.email'),
  toLowerCase(),
];

/** Sign-in only checks presence: old accounts may predate the current character rule. */
export const signInPasswordChecks = () => [minLength(1, REQUIRED), maxLength(1024, 'form.validate.passwd')];
