import { queryOptions, useQuery } from '@tanstack/react-query';
import { shellEndpoints } from '@scena/shared/shell.endpoints';
import { call } from '../../../lib/endpoint-client';
import { preloaded } from '../../../lib/preload';
import { useSession } from '../../../lib/session';
import { contentKeys } from './keys';

/**
 * GET /api/appconfig: admins get the whole config, everyone else the public part. Every page loads
 * this, so it comes from the zod/mini shell endpoints (no classic zod on the first page).
 */
export const fetchAppConfig = (signal?: AbortSignal) =>
  preloaded(shellEndpoints.appConfig.path, () => call(shellEndpoints.appConfig, undefined, { signal }));

export const appConfigQuery = (userId: number | null) =>
  queryOptions({
    queryKey: contentKeys.appConfig(userId),
    queryFn: ({ signal }) => fetchAppConfig(signal),
    staleTime: 60_000,
    // Public fetch failures are only logged (spec 1 §8); the app runs on defaults.
    meta: { silent: true },
    retry: 1,
  });

export const useAppConfig = () => {
  const { user } = useSession();
  return useQuery(appConfigQuery(user?.id ?? null));
};
