import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { ADMIN_LOGIN_LINK_MINUTES } from '@scena/shared';
import type { DbOrTx } from '../../db/client';
import { users } from '../users';
import { oneTimeTokens } from './auth.table';
import { hashToken, newToken } from './tokens';

export type TokenPurpose = 'verify' | 'reset' | 'admin_login';

/** Lifetimes of e-mailed links: verification 24 h, reset 1 h, admin sign-in ADMIN_LOGIN_LINK_MINUTES. */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  verify: 24 * 3_600_000,
  reset: 3_600_000,
  admin_login: ADMIN_LOGIN_LINK_MINUTES * 60_000,
};

/** The checks both consume() and check() make: this hash, this purpose, not used, not expired (database clock). */
const usable = (purpose: TokenPurpose, token: string) =>
  and(
    eq(oneTimeTokens.token_hash, hashToken(token)),
    eq(oneTimeTokens.purpose, purpose),
    isNull(oneTimeTokens.used_at),
    gt(oneTimeTokens.expires_at, sql`now()`),
  );

/**
 * Single-use secrets for e-mailed links. Only the SHA-256 is stored; issuing a new one retires
 * the older unused ones of the same purpose, so only the newest e-mail works.
 */
export const oneTimeTokensRepository = {
  async issue(db: DbOrTx, userId: number, purpose: TokenPurpose): Promise<string> {
    const token = newToken();
    await oneTimeTokensRepository.retireAll(db, userId, purpose);
    await db.insert(oneTimeTokens).values({
      user_id: userId,
      purpose,
      token_hash: hashToken(token),
      // The database clock decides expiry, both here and in consume().
      expires_at: sql`now() + ${TOKEN_TTL_MS[purpose]} * interval '1 millisecond'`,
    });
    return token;
  },

  /**
   * Uses a token once: one UPDATE … WHERE used_at IS NULL AND expires_at > now(), so two
   * concurrent uses cannot both succeed. The e-mail must be the token owner's current address.
   * Returns the user id, or null for unknown, used, expired or mismatched tokens.
   */
  async consume(db: DbOrTx, purpose: TokenPurpose, email: string, token: string): Promise<number | null> {
    const [row] = await db
      .update(oneTimeTokens)
      .set({ used_at: sql`now()` })
      .where(
        and(
          usable(purpose, token),
          sql`${oneTimeTokens.user_id} = (select ${users.id} from ${users} where ${users.email} = ${email.toLowerCase()})`,
        ),
      )
      .returning({ userId: oneTimeTokens.user_id });
    return row?.userId ?? null;
  },

  /** Same checks as consume, without using the token (the reset page asks before showing its form). */
  async check(db: DbOrTx, purpose: TokenPurpose, email: string, token: string): Promise<number | null> {
    const [row] = await db
      .select({ userId: oneTimeTokens.user_id })
      .from(oneTimeTokens)
      .innerJoin(users, eq(users.id, oneTimeTokens.user_id))
      .where(and(usable(purpose, token), eq(users.email, email.toLowerCase())))
      .limit(1);
    return row?.userId ?? null;
  },

  /** Was a token of this purpose issued less than `ms` ago? (throttles resend e-mails) */
  async issuedWithin(db: DbOrTx, userId: number, purpose: TokenPurpose, ms: number): Promise<boolean> {
    const [row] = await db
      .select({ created_at: oneTimeTokens.created_at })
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.user_id, userId), eq(oneTimeTokens.purpose, purpose)))
      .orderBy(desc(oneTimeTokens.created_at))
      .limit(1);
    return !!row && Date.now() - row.created_at.getTime() < ms;
  },

  /** Retires every unused token of this purpose (issue() does it before each new one). */
  async retireAll(db: DbOrTx, userId: number, purpose: TokenPurpose): Promise<void> {
    await db
      .update(oneTimeTokens)
      .set({ used_at: sql`now()` })
      .where(
        and(
          eq(oneTimeTokens.user_id, userId),
          eq(oneTimeTokens.purpose, purpose),
          isNull(oneTimeTokens.used_at),
        ),
      );
  },
};
