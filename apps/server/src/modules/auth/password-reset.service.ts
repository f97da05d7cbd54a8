import { AppError, type Language } from '@scena/shared';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { assertNotCommonPassword, hashPassword, usersRepository } from '../users';
import { passwordResetLink } from './email-links';
import { oneTimeTokensRepository } from './one-time-tokens.repository';

/** A second reset e-mail within this time is not sent (the answer stays the same). */
export const RESET_THROTTLE_MS = 60_000;

const invalidLink = () => new AppError('BAD_REQUEST', 'password.reset_invalid');

/**
 * Password reset (spec 1 §2 /resetowanie-hasla, /nowe-haslo): a link valid one hour, used once.
 * The request answers the same whether or not the account exists.
 */
export const createPasswordResetService = (ctx: AppContext) => ({
  async request(email: string, lang: Language): Promise<void> {
    const user = await usersRepository.findByEmail(ctx.db, email);
    if (!user) return;
    if (await oneTimeTokensRepository.issuedWithin(ctx.db, user.id, 'reset', RESET_THROTTLE_MS)) return;
    await inTransaction(ctx.db, async (tx) => {
      const token = await oneTimeTokensRepository.issue(tx, user.id, 'reset');
      await ctx.mailer.enqueue(tx, {
        to: user.email,
        template: 'password_reset',
        lang,
        data: { firstname: user.firstname, link: passwordResetLink(ctx.config, user.email, token) },
      });
    });
  },

  /** Is the link still good? Does not use it up (the form comes next). */
  async verify(email: string, token: string): Promise<void> {
    if ((await oneTimeTokensRepository.check(ctx.db, 'reset', email, token)) === null) throw invalidLink();
  },

  /**
   * Sets the new password and uses the link up. Every session of the account ends (whoever had
   * the old password is out). The link proves the address, so an unverified account becomes
   * verified too.
   */
  async reset(email: string, token: string, newPassword: string): Promise<void> {
    // Before the link is used up, so the user can pick another password with the same link.
    assertNotCommonPassword(newPassword, 'newpassword');
    const passwordHash = await hashPassword(newPassword);
    await inTransaction(ctx.db, async (tx) => {
      const userId = await oneTimeTokensRepository.consume(tx, 'reset', email, token);
      if (userId === null) throw invalidLink();
      await usersRepository.update(tx, userId, { password_hash: passwordHash });
      await usersRepository.markVerified(tx, userId);
      await ctx.sessions.endAllForUser(userId, 'password_changed', tx);
    });
  },
});
