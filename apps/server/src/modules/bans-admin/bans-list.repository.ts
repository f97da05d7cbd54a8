import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { BanSortField, ListPaging } from '@scena/shared';
import type { DbOrTx } from '../../db/client';
import { containsText } from '../../db/list-page';
import { inTransaction } from '../../db/transaction';
import { banInForce, bans, type BanRow } from '../bans';
import { users } from '../users';

/** A ban with the banned account's name, e-mail and country (the spec's Ban row). */
const listed = {
  ban: bans,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  country_code: users.country_code,
  active: sql<boolean>`(${banInForce()})`,
};
export interface ListedBanRow {
  ban: BanRow;
  firstname: string;
  lastname: string;
  email: string;
  country_code: string;
  active: boolean;
}

const SORT: Record<BanSortField, SQL> = {
  id: sql`${bans.id}`,
  created_at: sql`${bans.created_at}`,
  // Permanent bans (no end) sort as the latest end.
  expiration_date: sql`coalesce(${bans.expiration_date}, 'infinity'::timestamptz)`,
  email: sql`${users.email}`,
  lastname: sql`lower(${users.lastname})`,
};

export interface BanFilters {
  q?: string;
  state?: 'active' | 'all';
  user_id?: number;
}

/** The restrictions screen's bans table: bans joined with their accounts, paged on the server. */
export const bansListRepository = {
  async find(db: DbOrTx, id: number): Promise<ListedBanRow | null> {
    const [row] = await db
      .select(listed)
      .from(bans)
      .innerJoin(users, eq(users.id, bans.user_id))
      .where(eq(bans.id, id));
    return row ?? null;
  },

  /** `state` 'active' (default): in force now; 'all': lapsed and lifted ones too. */
  page(db: DbOrTx, filters: BanFilters, paging: ListPaging<BanSortField>) {
    const text = filters.q?.trim();
    const where = and(
      filters.state === 'all' ? undefined : banInForce(),
      filters.user_id ? eq(bans.user_id, filters.user_id) : undefined,
      text
        ? or(
            containsText(users.email, text),
            containsText(users.firstname, text),
            containsText(users.lastname, text),
            containsText(bans.reason, text),
          )
        : undefined,
    );
    const order = paging.dir === 'desc' ? desc : asc;
    return inTransaction(
      db,
      async (tx) => {
        const items = await tx
          .select(listed)
          .from(bans)
          .innerJoin(users, eq(users.id, bans.user_id))
          .where(where)
          .orderBy(order(SORT[paging.sort]), order(bans.id))
          .limit(paging.pageSize)
          .offset((paging.page - 1) * paging.pageSize);
        const [total] = await tx
          .select({ n: count() })
          .from(bans)
          .innerJoin(users, eq(users.id, bans.user_id))
          .where(where);
        return { items: items as ListedBanRow[], total: total?.n ?? 0 };
      },
      { config: { isolationLevel: 'repeatable read', accessMode: 'read only' } },
    );
  },
};
