import { z } from 'zod';
import { DEFAULT_COUNTRY, PASSWORD_MAX_LENGTH } from './constants';
import { Role } from './roles';
import type { output } from 'zod/mini';
import type { acceptTosResponse, validateSessionResponse } from './shell.endpoints';
import { countryCodeField } from './country-field';
import {
  birthdayField,
  emailField,
  mustBeTrue,
  nameField,
  optionalText,
  passwordField,
  REQUIRED,
} from './validation';

/** Users: sign-up, own account, terms acceptance, session check (spec 1 §2, §5, §7). */

/** POST /api/users (sign-up). New accounts are unverified (role 4) until the e-mailed link is used. */
export const signUpBody = z
  .object({
    email: emailField(),
    firstname: nameField(),
    lastname: nameField(),
    password: passwordField(),
    repeatpassword: z.string({ error: REQUIRED }).min(1, REQUIRED),
    country_code: countryCodeField().default(DEFAULT_COUNTRY),
    birthday: birthdayField(),
    mailing: z.boolean().default(false),
    tos: mustBeTrue('form.validate.tos'),
  })
  .refine((body) => body.password === body.repeatpassword, {
    message: 'form.validate.passwdmatch',
    path: ['repeatpassword'],
  });
export type SignUpBody = z.input<typeof signUpBody>;

/** POST /api/users answers this (spec: "sign-up result: not shown"); the web goes to /rejestracja/sukces?email=. */
export const signUpResponse = z.object({ message: z.string(), email: z.string() });
export type SignUpResponse = z.infer<typeof signUpResponse>;

/** '' from an untouched form field means "no change". */
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** NIP on the account: digits only, at most 10 (spec 1 §5 invoice rules). */
const nipField = z
  .string({ error: 'form.validate.invalid_value' })
  .trim()
  .max(10, 'form.validate.too_long')
  .regex(/^\d*$/, 'form.validate.invalid_value')
  .nullish()
  .transform((value) => (value === undefined ? undefined : value || null));

/**
 * PUT /api/users/{id}. Names and country are required; a new password is optional and follows the
 * sign-up rule. `email` and `role` are accepted here so one form serves owners and admins, but the
 * server refuses (403, nothing stored) when a non-admin tries to change either of them.
 */
export const updateUserBody = z.object({
  firstname: nameField(),
  lastname: nameField(),
  newpassword: z.preprocess(emptyToUndefined, passwordField().optional()),
  /**
   * The current password: required with `newpassword` when the owner changes their own (ASVS
   * 6.2.3), checked by the server; an administrator setting someone else's password sends none.
   */
  password: z.preprocess(
    emptyToUndefined,
    z.string().max(PASSWORD_MAX_LENGTH, 'users.current_password_wrong').optional(),
  ),
  /** Sign-up's rule (valid date, at least 13); absent, '' or null leave the stored value as it is. */
  birthday: z.preprocess(emptyToUndefined, birthdayField().optional()),
  country_code: countryCodeField(),
  mailing: z.boolean().optional(),
  street: optionalText(200),
  postal_code: optionalText(10),
  city: optionalText(30),
  state: optionalText(30),
  nip: nipField,
  company: optionalText(100),
  email: z.preprocess(emptyToUndefined, emailField().optional()),
  role: z
    .number({ error: 'form.validate.invalid_value' })
    .int('form.validate.invalid_value')
    .min(Role.ADMIN, 'form.validate.invalid_value')
    .max(Role.DELETED, 'form.validate.invalid_value')
    .optional(),
});
export type UpdateUserBody = z.input<typeof updateUserBody>;

/** The owner's own account form: a new password needs the current one (the server checks it too). */
export const ownAccountUpdateBody = updateUserBody.refine(
  (body) => !body.newpassword || body.password !== undefined,
  {
    message: 'users.current_password_required',
    path: ['password'],
  },
);

/** GET/POST /api/users/{id}/accept-tos */
export { acceptTosResponse, validateSessionResponse } from './shell.endpoints';
export type AcceptTosResponse = output<typeof acceptTosResponse>;

/** GET /api/users/validate-session: 200 while the session is good; otherwise 401/403 with `type`. */
export type ValidateSessionResponse = output<typeof validateSessionResponse>;

/** DELETE /api/users/{id} */
export const deleteUserResponse = z.object({ message: z.string() });
export type DeleteUserResponse = z.infer<typeof deleteUserResponse>;
