import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateCodeBody, UpdateCodeBody } from '@scena/shared';
import { codesAdminEndpoints as endpoints } from '@scena/shared/codes/admin.endpoints';
import type { EndpointInput } from '@scena/shared/http/endpoint';
import { ADMIN_CALL_META } from '../../../../components/admin-kit/apiError';
import { call } from '../../../../lib/endpoint-client';
import { codesAdminKeys } from './codesAdminKeys';

/** One page of GET /api/codes (the list contract plus the spec's nine filters). */
export const fetchCodesPage = (request: Record<string, string | number>, signal: AbortSignal) =>
  call(endpoints.page, { query: request as EndpointInput<typeof endpoints.page>['query'] }, { signal }).then(
    (data) => ({ items: data.codes, total: data.total }),
  );

/** GET /api/codes/{id}?uses=true: who activated the code (an expanded row). */
export const useCodeUses = (id: number) =>
  useQuery({
    queryKey: codesAdminKeys.uses(id),
    queryFn: ({ signal }) => call(endpoints.get, { params: { id }, query: { uses: 'true' } }, { signal }),
    meta: ADMIN_CALL_META,
  });

const useCodesMutation = <A, R>(mutationFn: (arg: A) => Promise<R>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    meta: ADMIN_CALL_META,
    onSuccess: () => client.invalidateQueries({ queryKey: codesAdminKeys.all }),
  });
};

/** POST /api/codes/: one code, or a batch of single-use ones; answers the texts made. */
export const useCreateCodes = () =>
  useCodesMutation((body: CreateCodeBody) => call(endpoints.create, { body }));

/** PUT /api/codes/{id}. */
export const useUpdateCode = () =>
  useCodesMutation(({ id, body }: { id: number; body: UpdateCodeBody }) =>
    call(endpoints.update, { params: { id }, body }),
  );

/** DELETE /api/codes/{id} (refused for a code someone activated). */
export const useDeleteCode = () =>
  useCodesMutation((id: number) => call(endpoints.remove, { params: { id } }));
