import { and, desc, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bans, type BanRow } from './bans.table';

/** In force now (database clock): forever, no end date, or an end still ahead. */
export const banInForce = (): SQL =>
  and(
    isNull(bans.lifted_at),
    or(eq(bans.forever, true), isNull(bans.expiration_date), gt(bans.expiration_date, sql`now()`)),
  )!;

export const bansRepository = {
  async insert(db: DbOrTx, values: Omit<typeof bans.$inferInsert, 'id' | 'created_at'>): Promise<BanRow> {
    const [row] = await db.insert(bans).values(values).returning();
    return row!;
  },

  /** The newest ban of the user that is still in force (database clock). */
  async findActive(db: DbOrTx, userId: number): Promise<BanRow | null> {
    const [row] = await db
      .select()
      .from(bans)
      .where(and(eq(bans.user_id, userId), banInForce()))
      .orderBy(desc(bans.created_at), desc(bans.id))
      .limit(1);
    return row ?? null;
  },

  /** Lifts a ban not lifted yet (kept as history): the row as it was, or null. */
  async lift(db: DbOrTx, id: number, by: number): Promise<BanRow | null> {
    const [row] = await db
      .update(bans)
      .set({ lifted_at: sql`now()`, lifted_by: by })
      .where(and(eq(bans.id, id), isNull(bans.lifted_at)))
      .returning();
    return row ?? null;
  },

  /**
   * When the account's last IP-limit ban ended (lifted or expired), or null: the IP window starts
   * after it, so a lifted auto-ban is not re-imposed at once by the addresses that caused it.
   */
  async lastAutomaticEnd(db: DbOrTx, userId: number): Promise<Date | null> {
    const [row] = await db
      .select({ end: sql<string | null>`max(coalesce(${bans.lifted_at}, ${bans.expiration_date}))` })
      .from(bans)
      .where(and(eq(bans.user_id, userId), eq(bans.automatic, true)));
    return row?.end ? new Date(row.end) : null;
  },

  /** Everything stored about the account's bans (its own data export). */
  personalData: (db: DbOrTx, userId: number) =>
    db
      .select({
        id: bans.id,
        reason: bans.reason,
        expiration_date: bans.expiration_date,
        forever: bans.forever,
        automatic: bans.automatic,
        created_at: bans.created_at,
        lifted_at: bans.lifted_at,
      })
      .from(bans)
      .where(eq(bans.user_id, userId))
      .orderBy(desc(bans.created_at)),
};
