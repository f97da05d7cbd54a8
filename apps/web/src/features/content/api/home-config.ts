import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExternalConfigResponse, HomeAppConfig } from '@scena/shared/content.contract';
import { api } from '../../../lib/api';

/** GET /external_api/config: the home page's blocks and festival settings (spec 3 §3, §7). Token-less. */
export const fetchHomeConfig = (signal?: AbortSignal) =>
  api<ExternalConfigResponse>('/external_api/config', { signal }).then((data) => data.config);

export const homeConfigQuery = () =>
  queryOptions({
    queryKey: ['external-config'],
    queryFn: ({ signal }) => fetchHomeConfig(signal),
    staleTime: 60_000,
    // Public fetch failures are only logged (spec 1 §8); the home then shows its default blocks.
    meta: { silent: true },
  });

export const useHomeConfig = () => useQuery(homeConfigQuery());

/**
 * The blocks a fresh installation shows (the home flags of appConfigDefaults in
 * content.contract), used when the config cannot be fetched. Written out rather than imported so
 * the home page does not load zod and the contracts for six values.
 */
export const HOME_CONFIG_FALLBACK: HomeAppConfig = {
  view_slider: true,
  view_eventslist: true,
  view_vod: true,
  view_festival: false,
  vod_filters: true,
  festival_title: '',
  festival_title_en: '',
  festival_short_dates: '',
  festival_show_finished: true,
  festival_reverse_finished: false,
  policy_page: '/polityka',
  regulations_page: '/regulamin',
  noauth_bg_image: '',
};
