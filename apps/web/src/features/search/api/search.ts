import { queryOptions, useQuery } from '@tanstack/react-query';
import { searchEndpoints } from '@scena/shared/search.endpoints';
import { call } from '../../../lib/endpoint-client';

export const searchKeys = {
  all: ['search'] as const,
  results: (q: string) => ['search', q] as const,
};

/** GET /api/search/all?search=: videos, events and pages, text without HTML cut to 200 characters. */
export const searchQuery = (q: string) =>
  queryOptions({
    queryKey: searchKeys.results(q),
    queryFn: ({ signal }) => call(searchEndpoints.all, { query: { search: q } }, { signal }),
    // A refused query (too short) is explained on the page itself.
    meta: { localStatuses: [400] },
  });

export const useSearch = (q: string, enabled: boolean) => useQuery({ ...searchQuery(q), enabled });
