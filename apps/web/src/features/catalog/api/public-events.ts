import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_EVENTS_FROM } from '@scena/shared/constants';
import type { CatalogEvent } from '@scena/shared/catalog.contract';
import { api } from '../../../lib/api';
import { homeKeys, PUBLIC_META, type HomeAudience } from './public-keys';

/**
 * GET /external_api/events (guests) or /api/events?dashboard=true: published events not hidden
 * from the home page. Without dates the server returns what has not ended yet (repertoire).
 * `festivalWithEnded` asks for festival events from ADMIN_EVENTS_FROM on, finished ones included
 * (festival_show_finished).
 */
export const fetchHomeEvents = (audience: HomeAudience, festivalWithEnded: boolean, signal?: AbortSignal) =>
  api<{ events: CatalogEvent[] }>(audience === 'guest' ? '/external_api/events' : '/api/events', {
    query: {
      dashboard: audience === 'user' ? true : undefined,
      is_festival: festivalWithEnded ? true : undefined,
      date_from: festivalWithEnded ? ADMIN_EVENTS_FROM : undefined,
    },
    signal,
  }).then((data) => data.events);

export const homeEventsQuery = (audience: HomeAudience, festivalWithEnded = false) =>
  queryOptions({
    queryKey: homeKeys.events(audience, festivalWithEnded),
    queryFn: ({ signal }) => fetchHomeEvents(audience, festivalWithEnded, signal),
    meta: PUBLIC_META,
  });

export const useHomeEvents = (audience: HomeAudience, options: { festivalWithEnded?: boolean; enabled?: boolean } = {}) =>
  useQuery({ ...homeEventsQuery(audience, options.festivalWithEnded), enabled: options.enabled ?? true });
