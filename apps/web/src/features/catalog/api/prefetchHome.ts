import type { QueryClient } from '@tanstack/react-query';
import type { HomeAudience } from './keys';
import { homeEventsQuery } from './publicEvents';
import { homeSlidesQuery } from './publicSlides';
import { homeVideosQuery } from './publicVideos';

/**
 * Starts the home's block reads (slides, events, videos) as the app starts, beside the app config
 * and the page's own code, instead of after them: on a slow phone each round trip in that chain
 * cost about half a second before the first slide showed. The blocks then find their data cached
 * (same query keys). Blocks the config turns off cost one unused read.
 */
export const prefetchHomeBlocks = (client: QueryClient, audience: HomeAudience): void => {
  void client.prefetchQuery(homeSlidesQuery(audience));
  void client.prefetchQuery(homeEventsQuery(audience));
  void client.prefetchQuery(homeVideosQuery(audience));
};
