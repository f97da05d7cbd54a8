import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AcceptTosResponse } from '@scena/shared/users.contract';
import { api } from '../../../lib/api';

const path = (userId: number) => `/api/users/${userId}/accept-tos`;

/** GET /api/users/{id}/accept-tos */
export const fetchTosStatus = (userId: number, signal?: AbortSignal) => api<AcceptTosResponse>(path(userId), { signal });

export const tosStatusQuery = (userId: number) =>
  queryOptions({
    queryKey: ['users', userId, 'accept-tos'],
    queryFn: ({ signal }) => fetchTosStatus(userId, signal),
    // Spec 1 §8: a 400 is ignored silently, other failures show a general error (in place).
    meta: { localStatuses: 'all' },
    staleTime: Infinity,
  });

export const useTosStatus = (userId: number | null) => useQuery({ ...tosStatusQuery(userId ?? 0), enabled: userId !== null });

/** POST /api/users/{id}/accept-tos (empty body). */
export const acceptTos = (userId: number) => api<AcceptTosResponse>(path(userId), { method: 'POST', body: {} });

export const useAcceptTos = (userId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => acceptTos(userId),
    onSuccess: (status) => client.setQueryData(tosStatusQuery(userId).queryKey, status),
    meta: { localStatuses: 'all' },
  });
};
