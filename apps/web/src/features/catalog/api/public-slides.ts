import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Slide } from '@scena/shared/catalog/slide.contract';
import { api } from '../../../lib/api';
import { homeKeys, PUBLIC_META, type HomeAudience } from './public-keys';

/** GET /external_api/slides (guests) or /api/slides?published=true: published slides, newest update first. */
export const fetchHomeSlides = (audience: HomeAudience, signal?: AbortSignal) =>
  api<{ slides: Slide[] }>(audience === 'guest' ? '/external_api/slides' : '/api/slides', {
    query: audience === 'guest' ? undefined : { published: true },
    signal,
  }).then((data) => data.slides.filter((slide) => slide.published));

export const homeSlidesQuery = (audience: HomeAudience) =>
  queryOptions({ queryKey: homeKeys.slides(audience), queryFn: ({ signal }) => fetchHomeSlides(audience, signal), meta: PUBLIC_META });

export const useHomeSlides = (audience: HomeAudience, enabled = true) => useQuery({ ...homeSlidesQuery(audience), enabled });
