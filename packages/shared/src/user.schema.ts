import { boolean, extend, int, nullable, object, string, type infer as Infer } from 'zod/mini';

/**
 * The user as the API shows it to its owner or an admin (never the hash, IPs or internals).
 * zod/mini, like the shell's descriptors that answer with it (sign-in, session check:
 * shell.endpoints.ts). Classic schemas embed it as is.
 */
export const publicUser = object({
  id: int(),
  email: string(),
  firstname: string(),
  lastname: string(),
  /** YYYY-MM-DD, or null when not set (legacy year 1900 also means not set). */
  birthday: nullable(string()),
  country_code: string(),
  mailing: boolean(),
  tos: boolean(),
  /** 1 admin, 2 standard, 3 premium, 4 unverified, 5 deleted (roles.ts). */
  role: int(),
  /** ISO 8601 timestamp. */
  created_at: string(),
  street: nullable(string()),
  postal_code: nullable(string()),
  city: nullable(string()),
  state: nullable(string()),
  nip: nullable(string()),
  company: nullable(string()),
});
export type PublicUser = Infer<typeof publicUser>;

/** POST /api/auth and POST /api/auth/admin answer the user plus the session token. */
export const signedInUser = extend(publicUser, { token: string() });
export type SignedInUser = Infer<typeof signedInUser>;
