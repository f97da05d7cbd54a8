import { and, eq, gt, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dataExports, type DataExportRow } from './data-export.table';

export const dataExportRepository = {
  async insert(db: DbOrTx, userId: number, requestedBy: number): Promise<DataExportRow> {
    const [row] = await db
      .insert(dataExports)
      .values({ user_id: userId, requested_by: requestedBy })
      .returning();
    return row!;
  },

  /** A request for the account within the last `minutes` (the cooldown). */
  async requestedWithin(db: DbOrTx, userId: number, minutes: number): Promise<boolean> {
    const [row] = await db
      .select({ id: dataExports.id })
      .from(dataExports)
      .where(
        and(
          eq(dataExports.user_id, userId),
          gt(dataExports.created_at, sql`now() - make_interval(mins => ${minutes})`),
        ),
      )
      .limit(1);
    return Boolean(row);
  },

  async find(db: DbOrTx, id: number): Promise<DataExportRow | null> {
    const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
    return row ?? null;
  },

  /** pending → ready, once: null when another run already prepared it. */
  async markReady(
    db: DbOrTx,
    id: number,
    values: { token_hash: string; document: string; hours: number },
  ): Promise<DataExportRow | null> {
    const [row] = await db
      .update(dataExports)
      .set({
        status: 'ready',
        token_hash: values.token_hash,
        document: values.document,
        ready_at: sql`now()`,
        expires_at: sql`now() + make_interval(hours => ${values.hours})`,
      })
      .where(and(eq(dataExports.id, id), eq(dataExports.status, 'pending')))
      .returning();
    return row ?? null;
  },

  /** The row behind a link token: its document while the link is valid, or why not. */
  async byToken(db: DbOrTx, tokenHash: string) {
    const [row] = await db
      .select({
        id: dataExports.id,
        user_id: dataExports.user_id,
        document: dataExports.document,
        valid: sql<boolean>`(${dataExports.expires_at} > now())`,
      })
      .from(dataExports)
      .where(and(eq(dataExports.token_hash, tokenHash), eq(dataExports.status, 'ready')));
    return row ?? null;
  },

  /** Expired documents go; their rows stay a day (the link then says it expired), then go too. */
  async purge(db: DbOrTx): Promise<void> {
    await db
      .update(dataExports)
      .set({ document: null })
      .where(and(isNotNull(dataExports.document), lt(dataExports.expires_at, sql`now()`)));
    await db
      .delete(dataExports)
      .where(
        or(
          lt(dataExports.expires_at, sql`now() - interval '1 day'`),
          and(eq(dataExports.status, 'pending'), lt(dataExports.created_at, sql`now() - interval '2 days'`)),
        ),
      );
  },
};
