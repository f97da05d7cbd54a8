import { queryOptions, useQuery } from '@tanstack/react-query';
import type { shellEndpoints } from '@scena/shared/shell.endpoints';
import { shellRoutes } from '@scena/shared/shell.routes';
import { call } from '../../../lib/endpoint-client';
import { preloaded } from '../../../lib/preload';
import { useSession } from '../../../lib/session';
import { contentKeys } from './keys';

/**
 * GET /api/appconfig: admins get the whole config, everyone else the public part. Every page loads
 * this, so it calls the shell's route with the descriptor's type only (no zod on the first load).
 */
export const fetchAppConfig = (signal?: AbortSignal) =>
  preloaded(shellRoutes.appConfig.path, () =>
    call<typeof shellEndpoints.appConfig>(shellRoutes.appConfig, undefined, { signal }),
  );

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
