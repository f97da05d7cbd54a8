import { randomBytes } from 'node:crypto';
import { AppError, Role } from '@scena/shared';
import type { AppContext } from '../context';
import { hashPassword, isTrustedAdminEmail, usersRepository } from '../modules/users';

export interface CreateAdminInput {
  email: string;
  firstname?: string;
  lastname?: string;
  /** When absent a strong random password is generated and returned once. */
  password?: string;
}

/**
 * Creates the first administrator of a production database, or promotes an existing account.
 * Only e-mails on ADMIN_EMAIL_DOMAINS may be administrators (the same rule sign-in applies), so a
 * typo cannot create an admin that sign-in would then treat as a viewer.
 */
export const createAdmin = async (ctx: AppContext, input: CreateAdminInput) => {
  const email = input.email.trim().toLowerCase();
  if (!isTrustedAdminEmail(email, ctx.config.ADMIN_EMAIL_DOMAINS)) {
    throw new AppError(
      'VALIDATION',
      `The e-mail domain is not in ADMIN_EMAIL_DOMAINS (${ctx.config.ADMIN_EMAIL_DOMAINS.join(', ')}).`,
    );
  }
  const password = input.password ?? `${randomBytes(12).toString('base64url')}!9a`;
  if (password.length < 12)
    throw new AppError('VALIDATION', 'An administrator password needs at least 12 characters.');
  const passwordHash = await hashPassword(password);
  const existing = await usersRepository.findByEmail(ctx.db, email);
  if (existing) {
    await usersRepository.update(ctx.db, existing.id, {
      role: Role.ADMIN,
      verified_at: existing.verified_at ?? new Date(),
      ...(input.password ? { password_hash: passwordHash } : {}),
    });
    return { email, created: false, password: input.password ? password : null };
  }
  await usersRepository.insert(ctx.db, {
    email,
    firstname: input.firstname ?? 'Administrator',
    lastname: input.lastname ?? 'Sceny',
    password_hash: passwordHash,
    country_code: 'PL',
    tos: true,
    role: Role.ADMIN,
    verified_at: new Date(),
  });
  return { email, created: true, password };
};
