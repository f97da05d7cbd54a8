import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bans, type BanRow } from './bans.table';

/** A ban is in force when not lifted and permanent, open-ended, or its expiry still ahead (bans.table.ts). */
export const isBanActive = (ban: BanRow, now: Date): boolean =>
  ban.lifted_at === null && (ban.forever || ban.expiration_date === null || ban.expiration_date > now);

/**
 * The user detail's bans: every ban not lifted, newest first (lapsed ones stay as history; a
 * lifted one leaves the block, the audit log keeps who lifted it).
 */
export const bansOfUser = (db: DbOrTx, userId: number): Promise<BanRow[]> =>
  db
    .select()
    .from(bans)
    .where(and(eq(bans.user_id, userId), isNull(bans.lifted_at)))
    .orderBy(desc(bans.created_at), desc(bans.id));
