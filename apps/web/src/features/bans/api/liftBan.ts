import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bansEndpoints } from '@scena/shared/bans.endpoints';
import { ADMIN_CALL_META } from '../../../components/admin-kit/apiError';
import { call } from '../../../lib/endpoint-client';
import { bansKeys } from './keys';

/** DELETE /api/bans/{id}: lifts the ban (the account may sign in again at once). */
export const liftBan = (id: number) => call(bansEndpoints.remove, { params: { id } });

export const useLiftBan = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: liftBan,
    meta: ADMIN_CALL_META,
    onSuccess: () => client.invalidateQueries({ queryKey: bansKeys.all }),
  });
};
