import { useMutation, useQueryClient } from '@tanstack/react-query';
import { codesEndpoints } from '@scena/shared/codes.endpoints';
import { call } from '../../../lib/endpoint-client';
import { codesKeys } from './keys';

/** DELETE /api/users/{id}/codes/{codeId}: an unspent activation; its use goes back to the code. */
export const useRemoveUserCode = (userId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (codeId: number) => call(codesEndpoints.remove, { params: { id: userId, codeId } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: codesKeys.user(userId) }),
    meta: { localStatuses: 'all' },
  });
};
