import { useMutation } from '@tanstack/react-query';
import { usersEndpoints } from '@scena/shared/users.endpoints';
import { call } from '../../../lib/endpoint-client';

export const deleteUser = (id: number) => call(usersEndpoints.remove, { params: { id } });

export const useDeleteUser = (id: number) =>
  useMutation({ mutationFn: () => deleteUser(id), meta: { localStatuses: [400, 403, 409] } });
