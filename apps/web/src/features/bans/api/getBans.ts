import { bansEndpoints } from '@scena/shared/bans.endpoints';
import type { EndpointInput } from '@scena/shared/http/endpoint';
import { call } from '../../../lib/endpoint-client';

/** One page of GET /api/bans (the list contract: page, page_size, sort, dir, q, state, user_id). */
export const fetchBansPage = (request: Record<string, string | number>, signal: AbortSignal) =>
  call(
    bansEndpoints.page,
    { query: request as EndpointInput<typeof bansEndpoints.page>['query'] },
    { signal },
  ).then((data) => ({ items: data.bans, total: data.total }));
