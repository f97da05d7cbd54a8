import type { FastifyBaseLogger } from 'fastify';
import { Role } from '@scena/shared';
import type { AppContext } from '../context';
import { hashPassword, usersRepository, verifyPassword } from '../modules/users';

/**
 * Demo accounts of the embedded default. The passwords are documented (README) rather than
 * random so a newcomer can always sign in; they are printed at every start for as long as the
 * account still has its demo password, and never once it has been changed. Production databases
 * (DATABASE_URL) are not seeded unless SEED_DEMO=true.
 */
export const DEMO_VIEWER = {
  email: 'widz@example.com',
  password: 'ScenaWidz!2026',
  firstname: 'Anna',
  lastname: 'Widz',
} as const;
export const DEMO_ADMIN_PASSWORD = 'ScenaAdmin!2026';
export const demoAdminEmail = (ctx: AppContext) =>
  `admin@${ctx.config.ADMIN_EMAIL_DOMAINS[0] ?? 'scena.local'}`;

export const seedDemoUsers = async (ctx: AppContext, log: FastifyBaseLogger): Promise<void> => {
  const accounts = [
    {
      email: demoAdminEmail(ctx),
      password: DEMO_ADMIN_PASSWORD,
      firstname: 'Administrator',
      lastname: 'Sceny',
      role: Role.ADMIN,
    },
    { ...DEMO_VIEWER, role: Role.STANDARD },
  ];
  const printable: string[] = [];
  for (const account of accounts) {
    let user = await usersRepository.findByEmail(ctx.db, account.email);
    if (!user) {
      user = await usersRepository.insert(ctx.db, {
        email: account.email,
        firstname: account.firstname,
        lastname: account.lastname,
        password_hash: await hashPassword(account.password),
        birthday: '1990-01-01',
        country_code: 'PL',
        tos: true,
        role: account.role,
        verified_at: new Date(),
      });
      log.info({ email: account.email }, 'demo account created');
    }
    if (await verifyPassword(user.password_hash, account.password)) {
      printable.push(
        `  ${account.role === Role.ADMIN ? 'admin' : 'viewer'}: ${account.email} / ${account.password}`,
      );
    }
  }
  if (printable.length > 0) {
    log.info(
      `Demo accounts (change these passwords before going public):\n${printable.join('\n')}\n` +
        '  Admin sign-in is two-step: after the password, the sign-in link is e-mailed; with the built-in outbox it is printed in this log.',
    );
  }
};
