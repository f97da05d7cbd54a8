import { queryOptions, useQuery } from '@tanstack/react-query';
import type { slideEndpoints } from '@scena/shared/catalog.endpoints';
import { slideRoutes } from '@scena/shared/catalog.routes';
import { call } from '../../../lib/endpoint-client';
import { preloaded } from '../../../lib/preload';
import { catalogKeys, PUBLIC_META, type HomeAudience } from './keys';

/** GET /external_api/slides (guests) or /api/slides?published=true: published slides, newest update first. */
export const fetchHomeSlides = (audience: HomeAudience, signal?: AbortSignal) =>
  (audience === 'guest'
    ? preloaded(slideRoutes.publicList.path, () =>
        call<typeof slideEndpoints.publicList>(slideRoutes.publicList, {}, { signal }),
      )
    : call<typeof slideEndpoints.list>(slideRoutes.list, { query: { published: 'true' } }, { signal })
  ).then((data) => data.slides.filter((slide) => slide.published));

export const homeSlidesQuery = (audience: HomeAudience) =>
  queryOptions({
    queryKey: catalogKeys.homeSlides(audience),
    queryFn: ({ signal }) => fetchHomeSlides(audience, signal),
    meta: PUBLIC_META,
  });

export const useHomeSlides = (audience: HomeAudience, enabled = true) =>
  useQuery({ ...homeSlidesQuery(audience), enabled });
