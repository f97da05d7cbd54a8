import type { output } from 'zod';
import { AppError, Role, type Language, type signUpBody } from '@scena/shared';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import type { DbOrTx } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { assertNotCommonPassword, hashPassword, usersRepository, type UserRow } from '../users';
import { passwordResetPageLink, signInPageLink, verificationLink } from './email-links';
import { oneTimeTokensRepository } from './one-time-tokens.repository';

export type SignUpInput = output<typeof signUpBody>;

/** A second verification e-mail within this time is not sent (the answer stays the same). */
export const RESEND_THROTTLE_MS = 60_000;

/** Sign-up and e-mail verification (spec 1 §2 /rejestracja, /weryfikacja-konta). */
export const createAccountsService = (ctx: AppContext) => {
  const sendVerification = async (tx: DbOrTx, user: UserRow, lang: Language) => {
    const token = await oneTimeTokensRepository.issue(tx, user.id, 'verify');
    await ctx.mailer.enqueue(tx, {
      to: user.email,
      template: 'verify_account',
      lang,
      data: { firstname: user.firstname, link: verificationLink(ctx.config, user.email, token) },
    });
  };

  /**
   * Someone signed up with an address that already has an account: its owner hears about it by
   * e-mail, the person at the form gets the same answer as for a new address.
   */
  const warnOwner = async (email: string, lang: Language) => {
    const owner = await usersRepository.findByEmail(ctx.db, email);
    if (!owner) return; // deleted in the meantime: nobody to tell
    await ctx.mailer.enqueue(ctx.db, {
      to: owner.email,
      template: 'signup_attempt',
      lang,
      data: {
        firstname: owner.firstname,
        signInLink: signInPageLink(ctx.config),
        resetLink: passwordResetPageLink(ctx.config),
      },
    });
  };

  return {
    /**
     * Creates an unverified account (role 4) and queues its verification e-mail in the same
     * transaction: either both happen or neither. A taken address (any letter case) changes
     * nothing and gets the very same answer, as slow (the password is hashed either way): sign-up
     * must not tell anyone which addresses have accounts (ASVS 6.3.8). The owner is e-mailed instead.
     * Returns the address the answer names.
     */
    async signUp(input: SignUpInput, lang: Language): Promise<{ email: string }> {
      assertNotCommonPassword(input.password, 'password');
      const email = input.email.toLowerCase();
      const [taken, passwordHash] = await Promise.all([
        usersRepository.emailTaken(ctx.db, email),
        hashPassword(input.password),
      ]);
      if (taken) {
        await warnOwner(email, lang);
        return { email };
      }
      try {
        return await inTransaction(ctx.db, async (tx) => {
          const user = await usersRepository.insert(tx, {
            email,
            firstname: input.firstname,
            lastname: input.lastname,
            password_hash: passwordHash,
            birthday: input.birthday,
            country_code: input.country_code,
            mailing: input.mailing,
            tos: input.tos,
            role: Role.UNVERIFIED,
            language: lang,
          });
          await sendVerification(tx, user, lang);
          return { email: user.email };
        });
      } catch (error) {
        // Two sign-ups with one address at once: the second is the "taken" case.
        if (!uniqueViolation(error)) throw error;
        await warnOwner(email, lang);
        return { email };
      }
    },

    /** Uses the e-mailed token once: unverified → standard. Replayed, expired or wrong → 400 with resend. */
    async verify(email: string, token: string): Promise<void> {
      await inTransaction(ctx.db, async (tx) => {
        const userId = await oneTimeTokensRepository.consume(tx, 'verify', email, token);
        if (userId === null) throw new AppError('BAD_REQUEST', 'verification.invalid', { resend: true });
        await usersRepository.markVerified(tx, userId);
      });
    },

    /**
     * Sends a fresh link when the account exists and is still unverified. The answer is the same
     * in every case (no account enumeration); at most one e-mail a minute per account.
     */
    async resend(email: string, lang: Language): Promise<void> {
      const user = await usersRepository.findByEmail(ctx.db, email);
      if (!user || user.role !== Role.UNVERIFIED) return;
      if (await oneTimeTokensRepository.issuedWithin(ctx.db, user.id, 'verify', RESEND_THROTTLE_MS)) return;
      await inTransaction(ctx.db, (tx) => sendVerification(tx, user, lang));
    },
  };
};
