import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeAppConfig } from '@scena/shared/app-config.schema';
import { appConfigDefaults } from '@scena/shared/app-config-defaults';
import type { shellEndpoints } from '@scena/shared/shell.endpoints';
import { shellRoutes } from '@scena/shared/shell.routes';
import { call } from '../../../lib/endpoint-client';
import { preloaded } from '../../../lib/preload';
import { contentKeys } from './keys';

/** GET /external_api/config: the home page's blocks and festival settings (spec 3 §3, §7). Token-less. */
export const fetchHomeConfig = (signal?: AbortSignal) =>
  preloaded(shellRoutes.homeConfig.path, () =>
    call<typeof shellEndpoints.homeConfig>(shellRoutes.homeConfig, undefined, { signal }),
  ).then((data) => data.config);

export const homeConfigQuery = () =>
  queryOptions({
    queryKey: contentKeys.homeConfig(),
    queryFn: ({ signal }) => fetchHomeConfig(signal),
    staleTime: 60_000,
    // Public fetch failures are only logged (spec 1 §8); the home then shows its default blocks.
    meta: { silent: true },
  });

export const useHomeConfig = () => useQuery(homeConfigQuery());

/**
 * The blocks a fresh installation shows, used when the config cannot be fetched: the shared
 * defaults (a zod-free module, so the home page does not load the contracts for them).
 */
export const HOME_CONFIG_FALLBACK: HomeAppConfig = appConfigDefaults;
