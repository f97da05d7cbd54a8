import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateBanBody } from '@scena/shared';
import { bansEndpoints } from '@scena/shared/bans.endpoints';
import { ADMIN_CALL_META } from '../../../components/admin-kit/apiError';
import { call } from '../../../lib/endpoint-client';
import { bansKeys } from './keys';

/** POST /api/bans. Refreshes every bans table and the user's page (its bans block). */
export const createBan = (body: CreateBanBody) => call(bansEndpoints.create, { body });

export const useCreateBan = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createBan,
    meta: ADMIN_CALL_META,
    onSuccess: () => client.invalidateQueries({ queryKey: bansKeys.all }),
  });
};
