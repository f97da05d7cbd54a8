import { access, defineEndpoint } from './http/endpoint';
import { userListQuery, userListResponse } from './people.contract';
import { usersEndpoints } from './users.endpoints';

/** People (spec 3 §2.10–2.11): the admin user list and the user detail. */
export const peopleEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/users',
    access: access.admin,
    query: userListQuery,
    response: userListResponse,
  }),
  /** Same descriptor as the users feature's: one path, one access rule, two answers by caller. */
  detail: usersEndpoints.get,
};
