import { peopleEndpoints } from '@scena/shared/people.endpoints';
import type { UserListRow } from '@scena/shared';
import type { ListPageData } from '../../../components/admin-kit';
import { call } from '../../../lib/endpoint-client';

/** GET /api/users: one page of the admin user list, in the admin list's shape. */
export const fetchUsersPage = async (
  request: Record<string, string | number>,
  signal: AbortSignal,
): Promise<ListPageData<UserListRow>> => {
  const answer = await call(peopleEndpoints.list, { query: request }, { signal });
  return { items: answer.users, total: answer.total };
};
