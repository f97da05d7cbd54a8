import type { output } from 'zod';
import {
  ADMIN_LOGIN_LINK_MINUTES,
  AppError,
  isAdminRole,
  Role,
  type Language,
  type SignedInUser,
  type signInBody,
} from '@scena/shared';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { createBanService } from '../bans';
import {
  dummyPasswordHash,
  toPublicUser,
  usersRepository,
  verifyPassword,
  withEffectiveRole,
  type UserRow,
} from '../users';
import { adminLoginLink } from './email-links';
import { loginFailuresRepository } from './login-failures.repository';
import { oneTimeTokensRepository } from './one-time-tokens.repository';

export type SignInInput = output<typeof signInBody>;
export interface ClientInfo {
  ip: string;
  country: string | null;
  userAgent: string | null;
  lang: Language;
}

const invalidCredentials = () => new AppError('UNAUTHENTICATED', 'auth.invalid_credentials');
const blocked = () => new AppError('BLOCKED', 'error.user_blocked', { type: 'userBlocked' });

/**
 * Sign-in (spec 1 §2, §8; DESIGN §4 Sessions, Admin sign-in):
 * - wrong e-mail or password: one generic 401, equally slow for unknown addresses;
 * - 5 failures per account+IP within 15 min: 429 until the oldest ages out;
 * - unverified: 403 with `email` (the web goes to /weryfikacja-konta?email=);
 * - banned: 401 type userBlocked;
 * - administrator (trusted domain): no session yet; a one-time link valid 10 minutes is e-mailed
 *   and the answer is 403 without `email` (the web goes to /logowanie-link);
 * - viewer: a new session (older ones end with 'replaced') and the user with its token.
 */
export const createSignInService = (ctx: AppContext) => {
  const bans = createBanService(ctx);
  const domains = ctx.config.ADMIN_EMAIL_DOMAINS;

  const startSession = async (
    user: UserRow,
    remember: boolean,
    client: ClientInfo,
  ): Promise<SignedInUser> => {
    const token = await ctx.sessions.start(user, { remember, ip: client.ip, userAgent: client.userAgent });
    await usersRepository.recordLogin(ctx.db, user.id, client.ip, client.country, client.lang);
    return { ...toPublicUser(withEffectiveRole(user, domains)), token };
  };

  return {
    async signIn(input: SignInInput, client: ClientInfo): Promise<SignedInUser> {
      const lockedMinutes = await loginFailuresRepository.lockedForMinutes(ctx.db, input.email, client.ip);
      if (lockedMinutes > 0)
        throw new AppError('RATE_LIMITED', 'auth.too_many_attempts', { params: { minutes: lockedMinutes } });

      const found = await usersRepository.findByEmail(ctx.db, input.email);
      const passwordOk = await verifyPassword(
        found?.password_hash ?? (await dummyPasswordHash()),
        input.password,
      );
      if (!found || !passwordOk) {
        await loginFailuresRepository.record(ctx.db, input.email, client.ip);
        throw invalidCredentials();
      }
      await loginFailuresRepository.clear(ctx.db, input.email, client.ip);

      const user = withEffectiveRole(found, domains);
      if (user.role === Role.UNVERIFIED)
        throw new AppError('UNVERIFIED', 'auth.unverified', { email: user.email, type: 'unverified' });
      if (await bans.activeBan(user.id)) throw blocked();

      if (isAdminRole(user.role)) {
        await inTransaction(ctx.db, async (tx) => {
          const token = await oneTimeTokensRepository.issue(tx, user.id, 'admin_login');
          await ctx.mailer.enqueue(tx, {
            to: user.email,
            template: 'admin_login_link',
            lang: client.lang,
            data: {
              firstname: user.firstname,
              link: adminLoginLink(ctx.config, user.email, token),
              minutes: ADMIN_LOGIN_LINK_MINUTES,
            },
          });
        });
        throw new AppError('ADMIN_LINK_SENT', 'auth.admin_link_sent', {
          params: { minutes: ADMIN_LOGIN_LINK_MINUTES },
          type: 'adminLink',
        });
      }
      return startSession(found, input.remember, client);
    },

    /**
     * Second step of admin sign-in: the e-mailed token, once, within 10 minutes, for an account that
     * is still an administrator from a trusted domain and not banned. Anything else: 422 without
     * `email` (the web goes to /logowanie?wrongToken=true).
     */
    async adminSignIn(email: string, token: string, client: ClientInfo): Promise<SignedInUser> {
      const userId = await oneTimeTokensRepository.consume(ctx.db, 'admin_login', email, token);
      const found = userId === null ? null : await usersRepository.findById(ctx.db, userId);
      if (!found || !isAdminRole(withEffectiveRole(found, domains).role)) {
        throw new AppError('UNPROCESSABLE', 'auth.admin_link_invalid', { type: 'wrongToken' });
      }
      if (await bans.activeBan(found.id)) throw blocked();
      return startSession(found, false, client);
    },
  };
};
