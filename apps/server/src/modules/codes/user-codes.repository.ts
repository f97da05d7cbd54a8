import { and, count, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { codes, userCodes, type CodeRow, type UserCodeRow } from './codes.table';

/** An activation with its code: what the account page lists. */
export interface ActivationWithCode {
  activation: UserCodeRow;
  code: CodeRow;
}

/**
 * Reads and writes of codes and their activations (CONTEXT.md). Queries only: the rules and the
 * transaction are activation.ts's and removal.ts's.
 */
export const userCodesRepository = {
  /**
   * The code people typed, by its normalised text (the unique index is on upper(code)), and
   * whether this viewer already activated it, in one statement: what the
   * activation's refusals read (activation.ts), so that a rush's loser costs one read.
   */
  async findByTextFor(
    db: DbOrTx,
    normalized: string,
    userId: number,
  ): Promise<{ code: CodeRow; activated: boolean } | null> {
    const [row] = await db
      .select({ code: codes, activation: userCodes.id })
      .from(codes)
      .leftJoin(userCodes, and(eq(userCodes.code_id, codes.id), eq(userCodes.user_id, userId)))
      .where(sql`upper(${codes.code}) = ${normalized}`)
      .limit(1);
    return row ? { code: row.code, activated: row.activation !== null } : null;
  },

  /**
   * The code rush's shared question (activation-admission.ts): the typed code and which of these
   * viewers already activated it, two statements for any number of viewers.
   */
  async rushState(
    db: DbOrTx,
    normalized: string,
    userIds: number[],
  ): Promise<{ code: CodeRow | null; activated: Set<number> }> {
    const [code] = await db
      .select()
      .from(codes)
      .where(sql`upper(${codes.code}) = ${normalized}`)
      .limit(1);
    if (!code) return { code: null, activated: new Set() };
    const rows = await db
      .select({ user_id: userCodes.user_id })
      .from(userCodes)
      .where(and(eq(userCodes.code_id, code.id), inArray(userCodes.user_id, userIds)));
    return { code, activated: new Set(rows.map((row) => row.user_id)) };
  },

  async findActivation(db: DbOrTx, codeId: number, userId: number): Promise<UserCodeRow | null> {
    const [row] = await db
      .select()
      .from(userCodes)
      .where(and(eq(userCodes.code_id, codeId), eq(userCodes.user_id, userId)));
    return row ?? null;
  },

  /**
   * Takes one of the code's uses: the guarded update is the limit (its row lock makes concurrent
   * activations wait and re-check `uses < use_limit`), on both databases. False when none is left
   * (or the code was voided or ran out in the meantime).
   */
  async takeUse(db: DbOrTx, codeId: number): Promise<boolean> {
    const rows = await db
      .update(codes)
      .set({ uses: sql`${codes.uses} + 1` })
      .where(
        and(
          eq(codes.id, codeId),
          lt(codes.uses, codes.use_limit),
          isNull(codes.voided_at),
          or(isNull(codes.expiration_date), gt(codes.expiration_date, sql`now()`)),
        ),
      )
      .returning({ id: codes.id });
    return rows.length > 0;
  },

  /** A removed unspent activation gives its use back. */
  async giveUseBack(db: DbOrTx, codeId: number): Promise<void> {
    await db
      .update(codes)
      .set({ uses: sql`${codes.uses} - 1` })
      .where(and(eq(codes.id, codeId), gt(codes.uses, 0)));
  },

  /** The activation; null when the viewer already holds one of this code (unique (code_id, user_id)). */
  async insertActivation(
    db: DbOrTx,
    values: Pick<UserCodeRow, 'code_id' | 'user_id'> &
      Partial<Pick<UserCodeRow, 'used' | 'usage_date' | 'access_id'>>,
  ): Promise<UserCodeRow | null> {
    const [row] = await db.insert(userCodes).values(values).onConflictDoNothing().returning();
    return row ?? null;
  },

  /** Deletes the viewer's activation of the code if it is unspent and no order holds it. */
  async removeUnspent(db: DbOrTx, userId: number, codeId: number): Promise<boolean> {
    const rows = await db
      .delete(userCodes)
      .where(
        and(
          eq(userCodes.user_id, userId),
          eq(userCodes.code_id, codeId),
          eq(userCodes.used, false),
          isNull(userCodes.order_id),
        ),
      )
      .returning({ id: userCodes.id });
    return rows.length > 0;
  },

  /** One page of the viewer's activations, newest first, and their number. */
  async pageForUser(
    db: DbOrTx,
    userId: number,
    paging: { page: number; pageSize: number; dir: 'asc' | 'desc' },
  ): Promise<{ rows: ActivationWithCode[]; total: number }> {
    const order =
      paging.dir === 'asc'
        ? [userCodes.activated_at, userCodes.id]
        : [desc(userCodes.activated_at), desc(userCodes.id)];
    const [rows, [total]] = await Promise.all([
      db
        .select({ activation: userCodes, code: codes })
        .from(userCodes)
        .innerJoin(codes, eq(codes.id, userCodes.code_id))
        .where(eq(userCodes.user_id, userId))
        .orderBy(...order)
        .limit(paging.pageSize)
        .offset((paging.page - 1) * paging.pageSize),
      db.select({ n: count() }).from(userCodes).where(eq(userCodes.user_id, userId)),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  },
};
