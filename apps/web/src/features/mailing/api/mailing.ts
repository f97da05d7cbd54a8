import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mailingEndpoints } from '@scena/shared/mailing.endpoints';
import { call } from '../../../lib/endpoint-client';

export const mailingKeys = {
  all: ['mailing'] as const,
  user: (userId: number) => ['mailing', userId] as const,
};

/** GET /api/mailing/{userId}: the flag; a failure is the section's "fetch error" state, not a page change. */
export const mailingQuery = (userId: number) =>
  queryOptions({
    queryKey: mailingKeys.user(userId),
    queryFn: ({ signal }) =>
      call(mailingEndpoints.get, { params: { userId } }, { signal }).then((data) => data.mailing),
    meta: { localStatuses: 'all' },
    retry: false,
  });

export const useMailing = (userId: number) => useQuery(mailingQuery(userId));

/** POST (subscribe, empty body) or DELETE (unsubscribe) /api/mailing/{userId}; both answer the flag. */
export const useSetMailing = (userId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (subscribe: boolean) =>
      call(subscribe ? mailingEndpoints.subscribe : mailingEndpoints.unsubscribe, {
        params: { userId },
      }).then((data) => data.mailing),
    onSuccess: (mailing) => client.setQueryData(mailingKeys.user(userId), mailing),
    meta: { localStatuses: 'all' },
  });
};
