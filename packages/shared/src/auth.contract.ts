import { z } from 'zod';
import type { input as MiniInput } from 'zod/mini';
import { logoutBody } from './shell.endpoints';
import { emailField, requiredString, resetPasswordField, REQUIRED } from './validation';

/**
 * Sign-in, sessions, verification and password reset (spec 1 §2, §5, §7, §8). Every issue message
 * is a catalogue key. Bodies are what the web posts; responses are what the server answers.
 */

/** The user (and with the session token) as the API shows it: zod/mini, in user.schema.ts. */
export { publicUser, signedInUser, type PublicUser, type SignedInUser } from './user.schema';

/**
 * POST /api/auth and POST /api/auth/admin: in their own zod/mini module, which the sign-in page loads
 * without classic zod.
 */
export { adminSignInBody, signInBody, type AdminSignInBody, type SignInBody } from './sign-in.contract';

/** POST /api/auth/logout: the token may come in the body (spec) or in x-auth-token. */
export { logoutBody };
export type LogoutBody = MiniInput<typeof logoutBody>;

/** A one-time secret from an e-mailed link (verification, reset). */
const linkToken = () => requiredString().max(200, 'form.validate.invalid_value');

/** POST /api/verifications */
export const verifyAccountBody = z.object({ email: emailField(), token: linkToken() });
export type VerifyAccountBody = z.input<typeof verifyAccountBody>;

/** POST /api/verifications/new (resend the verification e-mail). */
export const resendVerificationBody = z.object({ email: emailField() });
export type ResendVerificationBody = z.input<typeof resendVerificationBody>;

/** POST /api/passwords (request a reset link). */
export const passwordResetRequestBody = z.object({ email: emailField() });
export type PasswordResetRequestBody = z.input<typeof passwordResetRequestBody>;

/** POST /api/passwords/verifyreset (is the link still good?). */
export const passwordResetVerifyBody = z.object({ email: emailField(), token: linkToken() });
export type PasswordResetVerifyBody = z.input<typeof passwordResetVerifyBody>;

/** PUT /api/passwords: the reset form's rule (no underscore), both fields must match. */
export const newPasswordBody = z
  .object({
    email: emailField(),
    token: linkToken(),
    newpassword: resetPasswordField(),
    repeatpassword: z.string({ error: REQUIRED }).min(1, REQUIRED),
  })
  .refine((body) => body.newpassword === body.repeatpassword, {
    message: 'form.validate.passwdmatch',
    path: ['repeatpassword'],
  });
export type NewPasswordBody = z.input<typeof newPasswordBody>;

/**
 * The plain success answer of the account flows: a translated message, and for the verification
 * resend call the spec's `resend` flag (true: a new link was sent if the account needed one).
 */
export const messageResponse = z.object({ message: z.string(), resend: z.boolean().optional() });
export type MessageResponse = z.infer<typeof messageResponse>;

/**
 * Error `type` values of the session rules (spec 1 §2 sign-in toasts, §8 playback): the web turns
 * them into /logowanie?anotherUser=true etc.
 */
export const SESSION_ERROR_TYPES = ['anotherUser', 'userBlocked', 'sessionEnd'] as const;
export type SessionErrorType = (typeof SESSION_ERROR_TYPES)[number];
