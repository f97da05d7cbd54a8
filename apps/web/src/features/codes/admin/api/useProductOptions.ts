import { useQuery } from '@tanstack/react-query';
import { ADMIN_EVENTS_FROM } from '@scena/shared';
import { eventEndpoints, videoEndpoints } from '@scena/shared/catalog.endpoints';
import { ADMIN_CALL_META } from '../../../../components/admin-kit/apiError';
import { call } from '../../../../lib/endpoint-client';
import { codesAdminKeys } from './codesAdminKeys';

export interface ProductOption {
  id: number;
  title: string;
  /** Events: their first day (YYYY-MM-DD), to tell repeated titles apart. */
  date?: string;
}

/** The events (from 2000-01-01, like every admin list) and videos a code may be for: the selects and the list's product column. */
export const useProductOptions = () =>
  useQuery({
    queryKey: codesAdminKeys.products(),
    queryFn: async ({ signal }) => {
      const [events, videos] = await Promise.all([
        call(eventEndpoints.list, { query: { date_from: ADMIN_EVENTS_FROM } }, { signal }),
        call(videoEndpoints.list, {}, { signal }),
      ]);
      return {
        events: events.events.map((e): ProductOption => ({ id: e.id, title: e.title, date: e.date_from })),
        videos: videos.videos.map((v): ProductOption => ({ id: v.id, title: v.title })),
      };
    },
    staleTime: 60_000,
    meta: ADMIN_CALL_META,
  });
