import { and, count, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { executeRows, type DbOrTx } from '../../db/client';
import { codes, userCodes, type CodeRow, type UserCodeRow } from './codes.table';

/** An activation with its code: what the account page lists. */
export interface ActivationWithCode {
  activation: UserCodeRow;
  code: CodeRow;
}

/** The code still has a use to give: below its limit, not voided, not expired (the guarded updates' condition). */
const useLeft = (codeId: number) =>
  and(
    eq(codes.id, codeId),
    lt(codes.uses, codes.use_limit),
    isNull(codes.voided_at),
    or(isNull(codes.expiration_date), gt(codes.expiration_date, sql`now()`)),
  );

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
      .where(useLeft(codeId))
      .returning({ id: codes.id });
    return rows.length > 0;
  },

  /**
   * A discount's (or the "any" gift's) activation in ONE autocommitted statement: the guarded
   * update takes a use (`useLeft`, as takeUse, plus "nothing to grant": an item gift or
   * group code, or a code whose item was deleted, is left to the transaction in activation.ts),
   * and the activation is inserted from it. The insert has no ON CONFLICT on purpose: the viewer
   * already holding an activation of this code fails the whole statement with a unique violation
   * on user_codes_code_user_unique, so the use is never taken without its activation. null: the
   * guarded update took nothing (no use left, voided, expired, or not such a code any more).
   */
  async activateAlone(
    db: DbOrTx,
    codeId: number,
    userId: number,
  ): Promise<{ activation: UserCodeRow; uses: number } | null> {
    const [row] = await executeRows(
      db,
      sql`
      WITH taken AS (
        UPDATE ${codes} SET uses = uses + 1
        WHERE ${useLeft(codeId)}
          AND (product_type = 'any' OR (kind = 'discount' AND (
            (product_type = 'event' AND event_id IS NOT NULL) OR (product_type = 'video' AND video_id IS NOT NULL))))
        RETURNING id, uses
      ),
      activation AS (
        INSERT INTO ${userCodes} (code_id, user_id) SELECT id, ${userId}::int FROM taken RETURNING *
      )
      SELECT activation.*, taken.uses AS code_uses FROM activation, taken`,
    );
    if (!row) return null;
    const { code_uses, ...activation } = row;
    return { activation: rawActivation(activation), uses: Number(code_uses) };
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

/** A user_codes row read by a raw statement (activateAlone's RETURNING), typed as drizzle reads it. */
const rawActivation = (row: Record<string, unknown>): UserCodeRow => {
  const out = { ...row } as Record<string, unknown>;
  for (const key of ['activated_at', 'usage_date'] as const)
    if (out[key] !== null && out[key] !== undefined && !(out[key] instanceof Date))
      out[key] = new Date(out[key] as string);
  return out as UserCodeRow;
};
