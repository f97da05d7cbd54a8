import { useMutation } from '@tanstack/react-query';
import type { UpdateUserBody } from '@scena/shared/users.contract';
import { usersEndpoints } from '@scena/shared/users.endpoints';
import { call } from '../../../lib/endpoint-client';
import { session } from '../../../lib/session';

export const updateUser = (id: number, body: UpdateUserBody) =>
  call(usersEndpoints.update, { params: { id }, body });

export const useUpdateUser = (id: number) =>
  useMutation({
    mutationFn: (body: UpdateUserBody) => updateUser(id, body),
    onSuccess: (user) => {
      if (session.getState().user?.id === user.id) session.updateUser(user);
    },
    meta: { localStatuses: [400, 403, 409, 422, 429] },
  });
