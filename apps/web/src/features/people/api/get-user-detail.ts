import { useQuery } from '@tanstack/react-query';
import { isUserDetail, type UserDetail } from '@scena/shared';
import { peopleEndpoints } from '@scena/shared/people.endpoints';
import { ADMIN_CALL_META } from '../../../components/admin-kit';
import { call } from '../../../lib/endpoint-client';
import { peopleKeys } from './keys';

/** GET /api/users/{id} as an administrator: the whole detail (the owner's answer is not one). */
export const fetchUserDetail = async (id: number, signal?: AbortSignal): Promise<UserDetail> => {
  const answer = await call(peopleEndpoints.detail, { params: { id } }, signal ? { signal } : undefined);
  if (!isUserDetail(answer)) throw new Error('GET /api/users/{id} answered the owner view');
  return answer;
};

export const useUserDetail = (id: number) =>
  useQuery({
    queryKey: peopleKeys.detail(id),
    queryFn: ({ signal }) => fetchUserDetail(id, signal),
    meta: ADMIN_CALL_META,
    retry: false,
  });
