import { access, defineEndpoint } from './http/endpoint';
import { searchQuerySchema, searchResponseSchema } from './search.contract';

/** Search (spec 1 §7). Signed-in viewers only: the search box is on the logged-in top bar (spec 1 §2). */
export const searchEndpoints = {
  all: defineEndpoint({
    method: 'GET',
    path: '/api/search/all',
    access: access.user,
    query: searchQuerySchema,
    response: searchResponseSchema,
  }),
};
