import { queryOptions, useQuery } from '@tanstack/react-query';
import type { eventEndpoints, videoEndpoints } from '@scena/shared/catalog.endpoints';
import { eventRoutes, videoRoutes } from '@scena/shared/catalog.routes';
import { buildPath } from '@scena/shared/http/endpoint';
import { call } from '../../../lib/endpoint-client';
import { preloaded } from '../../../lib/preload';
import type { CatalogItem } from '../item/access';
import { catalogKeys, type HomeAudience } from './keys';

/**
 * One event or video for its page: guests read the token-less preview (/external_api/event/{id},
 * /external_api/video/{id}), signed-in viewers /api/events/{id} and /api/videos/{id}, whose
 * answer carries their access (and the media when they may watch).
 */
export const fetchItem = async (
  kind: CatalogItem['kind'],
  slugOrId: string,
  audience: HomeAudience,
  signal?: AbortSignal,
): Promise<CatalogItem> => {
  const params = { id: slugOrId };
  if (kind === 'event') {
    const data =
      audience === 'guest'
        ? // A guest's preview may have been started by index.html (/preload.js, from app/preload) with the page.
          await preloaded(buildPath(eventRoutes.publicGet.path, params), () =>
            call<typeof eventEndpoints.publicGet>(eventRoutes.publicGet, { params }, { signal }),
          )
        : await call<typeof eventEndpoints.get>(eventRoutes.get, { params }, { signal });
    return { kind, item: data.event };
  }
  const data =
    audience === 'guest'
      ? await preloaded(buildPath(videoRoutes.publicGet.path, params), () =>
          call<typeof videoEndpoints.publicGet>(videoRoutes.publicGet, { params }, { signal }),
        )
      : await call<typeof videoEndpoints.get>(videoRoutes.get, { params }, { signal });
  return { kind, item: data.video };
};

export const itemQuery = (kind: CatalogItem['kind'], slugOrId: string, audience: HomeAudience) =>
  queryOptions({
    queryKey: catalogKeys.item(kind, slugOrId, audience),
    queryFn: ({ signal }) => fetchItem(kind, slugOrId, audience, signal),
    // A missing item is shown in place as the 404 page (spec 1 §8), not sent to /error.
    meta: { localStatuses: [404] },
  });

export const useItem = (kind: CatalogItem['kind'], slugOrId: string, audience: HomeAudience) =>
  useQuery(itemQuery(kind, slugOrId, audience));
