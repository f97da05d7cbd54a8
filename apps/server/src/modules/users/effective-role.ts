import { isAdminRole, Role } from '@scena/shared';
import type { UserRow } from './users.table';

/** The part after the last '@', lower-cased. */
export const emailDomain = (email: string): string => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** Admin rights go only to e-mails from a trusted domain (spec 1 §6, ADMIN_EMAIL_DOMAINS). */
export const isTrustedAdminEmail = (email: string, trustedDomains: readonly string[]): boolean =>
  trustedDomains.some((domain) => domain.toLowerCase() === emailDomain(email));

/**
 * The role the product honours. An admin-role account whose e-mail is outside the trusted domains
 * is treated as a standard viewer everywhere (sign-in, guards, responses): a stolen or mistyped
 * role in the database alone never opens the panel.
 */
export const effectiveRole = (
  user: Pick<UserRow, 'role' | 'email'>,
  trustedDomains: readonly string[],
): number =>
  isAdminRole(user.role) && !isTrustedAdminEmail(user.email, trustedDomains) ? Role.STANDARD : user.role;

export const withEffectiveRole = <T extends Pick<UserRow, 'role' | 'email'>>(
  user: T,
  trustedDomains: readonly string[],
): T => {
  const role = effectiveRole(user, trustedDomains);
  return role === user.role ? user : { ...user, role };
};
