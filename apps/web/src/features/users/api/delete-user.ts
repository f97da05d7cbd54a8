import { useMutation } from '@tanstack/react-query';
import type { DeleteUserResponse } from '@scena/shared/users.contract';
import { api } from '../../../lib/api';

/** DELETE /api/users/{id} */
export const deleteUser = (id: number) => api<DeleteUserResponse>(`/api/users/${id}`, { method: 'DELETE' });

export const useDeleteUser = (id: number) =>
  useMutation({ mutationFn: () => deleteUser(id), meta: { localStatuses: [400, 403, 409] } });
