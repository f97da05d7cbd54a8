import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accessRepository, type ItemRef } from './access.repository';
import { accessGrants, type AccessGrantRow } from './access.table';

/**
 * The access rows other modules write inside their own transactions (CONTEXT.md "Sources"): a
 * COMPLETED order adds its row (source 'order'), a REFUNDED or CANCELED one removes it. Reads of
 * `used`, `views` and `expiration_date` for the order answers come from the same rows. Other
 * modules read `access_grants` only through these (a module reads another's tables only through
 * that module's repository).
 */
export const accessStore = {
  grantForOrder: (db: DbOrTx, userId: number, item: ItemRef): Promise<AccessGrantRow> =>
    accessRepository.insert(db, { user_id: userId, item, source: 'order', granted_by: null }),
  /** An item gift or group code activated (modules/codes): the row the activation gives at once. */
  grantForCode: (
    db: DbOrTx,
    userId: number,
    item: ItemRef,
    source: 'gift' | 'group_ticket',
  ): Promise<AccessGrantRow> =>
    accessRepository.insert(db, { user_id: userId, item, source, granted_by: null }),
  remove: (db: DbOrTx, id: number): Promise<boolean> => accessRepository.remove(db, id),
  /** An administrator's edit of an order's access end (null: the ticket's usual validity again). */
  setExpiration: (db: DbOrTx, id: number, expiration: Date | null): Promise<void> =>
    accessRepository.setExpiration(db, id, expiration),
  findById: (db: DbOrTx, id: number): Promise<AccessGrantRow | null> => accessRepository.findById(db, id),
  findMany: (db: DbOrTx, ids: readonly number[]): Promise<AccessGrantRow[]> =>
    accessRepository.findMany(db, ids),
  grantsOfUsers: accessRepository.grantsOfUsers,
  /** The user's rows for the items (a free grant refuses a user who already holds one). */
  holdingsFor: accessRepository.holdingsFor,
  holdersOfEvent: accessRepository.holdersOfEvent,
  /**
   * Statement part: `kind`, `id`, `created_at` of the user's rows that no order stands for (grants,
   * codes, gifts, group tickets): the account's one table lists orders and these (orders' account-orders.ts).
   */
  heldBesideOrders: (userId: number): SQL =>
    sql`SELECT 'access' AS kind, g.id, g.created_at FROM ${accessGrants} g WHERE g.user_id = ${userId} AND g.source <> 'order'`,
  /** Statement part: `used` (rows played) and `views` of the rows whose ids `ids` selects (the order panels). */
  usageOf: (ids: SQL): SQL =>
    sql`SELECT count(*) FILTER (WHERE g.first_played_at IS NOT NULL)::int AS used, coalesce(sum(g.views), 0)::int AS views FROM ${accessGrants} g WHERE g.id IN (${ids})`,
};
