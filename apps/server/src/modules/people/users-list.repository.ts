import { and, eq, type SQL } from 'drizzle-orm';
import type { ListPaging, UserListFilters, UserSortField } from '@scena/shared';
import type { DbOrTx } from '../../db/client';
import { containsFragment, foldedText, searchFragments } from '../../db/fragment-search';
import { listPage, type SortTarget } from '../../db/list-page';
import { userOrderCounts } from '../orders';
import { users } from '../users';

/** The expression the trigram index users_search_trgm_idx is built on (migration 0009_people). */
const searchable = () => foldedText(users.email, users.firstname, users.lastname);

const whereOf = (filters: UserListFilters): SQL | undefined => {
  const terms: SQL[] = [];
  for (const fragment of searchFragments(filters.q ?? ''))
    terms.push(containsFragment(searchable(), fragment));
  if (filters.role !== undefined) terms.push(eq(users.role, filters.role));
  if (filters.country_code !== undefined) terms.push(eq(users.country_code, filters.country_code));
  if (filters.mailing !== undefined) terms.push(eq(users.mailing, filters.mailing));
  return terms.length > 0 ? and(...terms) : undefined;
};

const sortMap: Record<UserSortField, SortTarget> = {
  id: users.id,
  name: [users.lastname, users.firstname],
  email: users.email,
  created_at: users.created_at,
  paymentStatus: userOrderCounts.completedSql(users.id),
  role: users.role,
  mailing: users.mailing,
  country_code: users.country_code,
};

export const usersListRepository = {
  /** One page of the admin user list and the completed-order counts of its rows. */
  async page(db: DbOrTx, filters: UserListFilters, paging: ListPaging<UserSortField>) {
    const { items, total } = await listPage(
      db,
      { table: users, where: whereOf(filters), sortMap, tiebreaker: users.id },
      paging,
    );
    const counts = await userOrderCounts.completed(
      db,
      items.map((row) => row.id),
    );
    return { items, total, counts };
  },
};
