import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserBody } from '@scena/shared/users.contract';
import { usersEndpoints } from '@scena/shared/users.endpoints';
import { call } from '../../../lib/endpoint-client';
import { peopleKeys } from './keys';

/** PUT /api/users/{id} by an administrator; the detail and the list are read again. */
export const useSaveUser = (id: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserBody) => call(usersEndpoints.update, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: peopleKeys.all }),
    meta: { localStatuses: [400, 403, 409, 422, 429] },
  });
};

/** DELETE /api/users/{id}: anonymises the account. */
export const useRemoveUser = (id: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(usersEndpoints.remove, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: peopleKeys.all }),
    meta: { localStatuses: [400, 403, 404, 409, 429] },
  });
};
