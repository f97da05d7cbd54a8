import { useMutation, useQueryClient } from '@tanstack/react-query';
import { codesEndpoints } from '@scena/shared/codes.endpoints';
import type { ActivateCodeBody } from '@scena/shared/codes.contract';
import { call } from '../../../lib/endpoint-client';
import { codesKeys } from './keys';

/**
 * POST /api/users/{id}/codes. The code's own refusals (unknown, expired, used up…) are shown in
 * the form (spec 1 §8), so every status stays local. An item code gives access at once: the
 * account's access list is asked again too.
 */
export const useActivateCode = (userId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ActivateCodeBody) => call(codesEndpoints.activate, { params: { id: userId }, body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: codesKeys.user(userId) });
      void client.invalidateQueries({ queryKey: ['access'] });
    },
    meta: { localStatuses: 'all' },
  });
};
