import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users, type UserRow } from '../users';
import { sessions, type SessionRow } from './auth.table';

export const sessionRepository = {
  async insert(
    db: DbOrTx,
    values: Omit<typeof sessions.$inferInsert, 'id' | 'created_at' | 'last_seen_at'>,
  ): Promise<SessionRow> {
    const [row] = await db.insert(sessions).values(values).returning();
    return row!;
  },

  async findByHashWithUser(
    db: DbOrTx,
    tokenHash: string,
  ): Promise<{ session: SessionRow; user: UserRow } | null> {
    const [row] = await db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.user_id))
      .where(eq(sessions.token_hash, tokenHash))
      .limit(1);
    return row ?? null;
  },

  /** findByHashWithUser for many tokens in one statement, keyed by hash (absent: no such session). */
  async findManyByHashWithUser(
    db: DbOrTx,
    tokenHashes: readonly string[],
  ): Promise<Map<string, { session: SessionRow; user: UserRow }>> {
    const rows = await db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.user_id))
      .where(inArray(sessions.token_hash, [...tokenHashes]));
    return new Map(rows.map((row) => [row.session.token_hash, row]));
  },

  /** Slides the idle window of many sessions by `idleMs` from now (never past their absolute end); at most once a minute per session. */
  async touchMany(db: DbOrTx, ids: readonly number[], idleMs: number): Promise<void> {
    await db
      .update(sessions)
      .set({
        last_seen_at: sql`now()`,
        idle_expires_at: sql`least(now() + ${idleMs} * interval '1 millisecond', ${sessions.absolute_expires_at})`,
      })
      .where(inArray(sessions.id, [...ids]));
  },

  async revoke(db: DbOrTx, id: number, reason: string): Promise<void> {
    await db
      .update(sessions)
      .set({ revoked_at: sql`now()`, revoked_reason: reason })
      .where(and(eq(sessions.id, id), isNull(sessions.revoked_at)));
  },

  async revokeAllForUser(db: DbOrTx, userId: number, reason: string): Promise<void> {
    await db
      .update(sessions)
      .set({ revoked_at: sql`now()`, revoked_reason: reason })
      .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)));
  },

  /** Ends every open session of the user except one (the caller's own, after a password change). */
  async revokeOthersForUser(db: DbOrTx, userId: number, keepId: number, reason: string): Promise<void> {
    await db
      .update(sessions)
      .set({ revoked_at: sql`now()`, revoked_reason: reason })
      .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at), ne(sessions.id, keepId)));
  },

  async findIdByHash(db: DbOrTx, tokenHash: string): Promise<number | null> {
    const [row] = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.token_hash, tokenHash))
      .limit(1);
    return row?.id ?? null;
  },
};
