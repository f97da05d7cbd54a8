import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppConfig, PublicAppConfig } from '@scena/shared/content.contract';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session';

/** GET /api/appconfig: admins get the whole config, everyone else the public part. */
export const fetchAppConfig = (signal?: AbortSignal) => api<PublicAppConfig | AppConfig>('/api/appconfig', { signal });

/** Keyed by the user so signing in as an admin (or out) fetches the right variant. */
export const appConfigQuery = (userId: number | null) =>
  queryOptions({
    queryKey: ['appconfig', userId ?? 'guest'],
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
