import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { bansRepository } from './bans.repository';
import { DEFAULT_BAN_REASON, type BanRow } from './bans.table';

export interface BanInput {
  reason?: string | null;
  /** When the ban ends; null/absent with forever=false also means "until lifted". */
  expiration_date?: Date | null;
  forever?: boolean;
  /** The admin who bans, or null for automatic bans. */
  created_by?: number | null;
  /** The IP-limit auto-ban. */
  automatic?: boolean;
}

/**
 * Bans take effect at once: the ban row and the end of every session of the user are one
 * transaction, so the next call with the old token gets 401 'userBlocked' (ASVS 7.4.2).
 */
export const createBanService = (ctx: Pick<AppContext, 'db' | 'sessions'>) => ({
  /** `db`: the caller's transaction when the ban is part of a larger change (it joins it). */
  async banUser(userId: number, input: BanInput = {}, db: DbOrTx = ctx.db): Promise<BanRow> {
    return inTransaction(db, async (tx) => {
      const ban = await bansRepository.insert(tx, {
        user_id: userId,
        reason: input.reason?.trim() || DEFAULT_BAN_REASON,
        expiration_date: input.forever ? null : (input.expiration_date ?? null),
        forever: input.forever ?? false,
        created_by: input.created_by ?? null,
        automatic: input.automatic ?? false,
      });
      await ctx.sessions.endAllForUser(userId, 'banned', tx);
      return ban;
    });
  },

  activeBan(userId: number, db: DbOrTx = ctx.db): Promise<BanRow | null> {
    return bansRepository.findActive(db, userId);
  },
});

export type BanService = ReturnType<typeof createBanService>;
