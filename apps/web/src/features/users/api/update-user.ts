import { useMutation } from '@tanstack/react-query';
import type { PublicUser } from '@scena/shared/auth.contract';
import type { UpdateUserBody } from '@scena/shared/users.contract';
import { api } from '../../../lib/api';
import { session } from '../../../lib/session';

/** PUT /api/users/{id} */
export const updateUser = (id: number, body: UpdateUserBody) =>
  api<PublicUser>(`/api/users/${id}`, { method: 'PUT', body });

export const useUpdateUser = (id: number) =>
  useMutation({
    mutationFn: (body: UpdateUserBody) => updateUser(id, body),
    onSuccess: (user) => {
      if (session.getState().user?.id === user.id) session.updateUser(user);
    },
    meta: { localStatuses: [400, 403, 409, 422, 429] },
  });
