import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_EVENTS_FROM } from '@scena/shared/constants';
import type { eventEndpoints } from '@scena/shared/catalog.endpoints';
import { eventRoutes } from '@scena/shared/catalog.routes';
import { call } from '../../../lib/endpoint-client';
import { preloaded } from '../../../lib/preload';
import { catalogKeys, PUBLIC_META, type HomeAudience } from './keys';

/**
 * GET /external_api/events (guests) or /api/events?dashboard=true: published events not hidden
 * from the home page. Without dates the server returns what has not ended yet (repertoire).
 * `festivalWithEnded` asks for festival events from ADMIN_EVENTS_FROM on, finished ones included
 * (festival_show_finished).
 */
export const fetchHomeEvents = (audience: HomeAudience, festivalWithEnded: boolean, signal?: AbortSignal) => {
  const query = festivalWithEnded ? { is_festival: 'true' as const, date_from: ADMIN_EVENTS_FROM } : {};
  return (
    audience === 'guest'
      ? festivalWithEnded
        ? call<typeof eventEndpoints.publicList>(eventRoutes.publicList, { query }, { signal })
        : preloaded(eventRoutes.publicList.path, () =>
            call<typeof eventEndpoints.publicList>(eventRoutes.publicList, { query }, { signal }),
          )
      : call<typeof eventEndpoints.list>(
          eventRoutes.list,
          { query: { ...query, dashboard: 'true' } },
          { signal },
        )
  ).then((data) => data.events);
};

export const homeEventsQuery = (audience: HomeAudience, festivalWithEnded = false) =>
  queryOptions({
    queryKey: catalogKeys.homeEvents(audience, festivalWithEnded),
    queryFn: ({ signal }) => fetchHomeEvents(audience, festivalWithEnded, signal),
    meta: PUBLIC_META,
  });

export const useHomeEvents = (
  audience: HomeAudience,
  options: { festivalWithEnded?: boolean; enabled?: boolean } = {},
) => useQuery({ ...homeEventsQuery(audience, options.festivalWithEnded), enabled: options.enabled ?? true });
