import { useQuery } from '@tanstack/react-query';
import type { shellEndpoints } from '@scena/shared/shell.endpoints';
import { shellRoutes } from '@scena/shared/shell.routes';
import { call } from '../../../lib/endpoint-client';

/** The home's gift offer: `giftConfig` of GET /external_api/config (token-less; a stored public answer). */
export const useHomeGift = () =>
  useQuery({
    queryKey: ['content', 'home-gift'],
    queryFn: async ({ signal }) =>
      (await call<typeof shellEndpoints.homeConfig>(shellRoutes.homeConfig, undefined, { signal }))
        .giftConfig,
    staleTime: 60_000,
    // Public fetch failures are only logged (spec 1 §8): no block then.
    meta: { silent: true },
  });
