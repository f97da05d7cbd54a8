import { _default, boolean, maxLength, object, string, type input } from 'zod/mini';
import { emailChecks, REQUIRED, requiredChecks, signInPasswordChecks } from './field-checks';

/**
 * POST /api/auth, the sign-in form's body. Written with zod/mini on purpose: the sign-in page loads
 * this schema when the user reaches the form, and zod/mini is about 5 KB gzipped where classic zod
 * is about 22 KB (the sign-in page has a JS budget, DESIGN §2). It is still the one schema: the
 * server validates with it too (auth.contract.ts re-exports it; fastify-type-provider-zod takes any
 * zod 4 schema), and its rules are the shared ones (field-checks.ts, also behind validation.ts).
 * Keep classic zod out of this module and field-checks.ts (no zod, validation.ts or other contracts).
 */
export const signInBody = object({
  email: string({ error: REQUIRED }).check(...emailChecks()),
  password: string({ error: REQUIRED }).check(...signInPasswordChecks()),
  remember: _default(boolean(), false),
});
export type SignInBody = input<typeof signInBody>;

/**
 * POST /api/auth/admin: the second step of admin sign-in, from the e-mailed link. The sign-in page
 * sends it when it opens with the link's parameters, so it is zod/mini like the form's body.
 */
export const adminSignInBody = object({
  login_token: string({ error: REQUIRED }).check(...requiredChecks(), maxLength(200, REQUIRED)),
  login_email: string({ error: REQUIRED }).check(...emailChecks()),
});
export type AdminSignInBody = input<typeof adminSignInBody>;
