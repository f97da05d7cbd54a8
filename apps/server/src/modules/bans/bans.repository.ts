import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bans, type BanRow } from './bans.table';

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
      .where(
        and(
          eq(bans.user_id, userId),
          or(eq(bans.forever, true), isNull(bans.expiration_date), gt(bans.expiration_date, sql`now()`)),
        ),
      )
      .orderBy(desc(bans.created_at), desc(bans.id))
      .limit(1);
    return row ?? null;
  },
};
