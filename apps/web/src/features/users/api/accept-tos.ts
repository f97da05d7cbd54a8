import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { shellEndpoints } from '@scena/shared/shell.endpoints';
import { shellRoutes } from '@scena/shared/shell.routes';
import { call } from '../../../lib/endpoint-client';
import { usersKeys } from './keys';

export const fetchTosStatus = (userId: number, signal?: AbortSignal) =>
  call<typeof shellEndpoints.tosStatus>(shellRoutes.tosStatus, { params: { id: userId } }, { signal });

export const tosStatusQuery = (userId: number) =>
  queryOptions({
    queryKey: usersKeys.tosStatus(userId),
    queryFn: ({ signal }) => fetchTosStatus(userId, signal),
    // Spec 1 §8: a 400 is ignored silently, other failures show a general error (in place).
    meta: { localStatuses: 'all' },
    staleTime: Infinity,
  });

export const useTosStatus = (userId: number | null) =>
  useQuery({ ...tosStatusQuery(userId ?? 0), enabled: userId !== null });

export const acceptTos = (userId: number) =>
  call<typeof shellEndpoints.acceptTos>(shellRoutes.acceptTos, { params: { id: userId } });

export const useAcceptTos = (userId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => acceptTos(userId),
    onSuccess: (status) => client.setQueryData(tosStatusQuery(userId).queryKey, status),
    meta: { localStatuses: 'all' },
  });
};
