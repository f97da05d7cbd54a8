import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bans, type BanRow } from './bans.table';

/** A ban is in force when permanent, open-ended, or its expiry is still ahead (bans.table.ts). */
export const isBanActive = (ban: BanRow, now: Date): boolean =>
  ban.forever || ban.expiration_date === null || ban.expiration_date > now;

/** Every ban of one user, newest first (the user detail; rows are kept after expiry as history). */
export const bansOfUser = (db: DbOrTx, userId: number): Promise<BanRow[]> =>
  db.select().from(bans).where(eq(bans.user_id, userId)).orderBy(desc(bans.created_at), desc(bans.id));
