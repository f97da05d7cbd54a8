import { access, defineEndpoint } from './http/endpoint';
import { idParam } from './validation';
import { accessRoutes } from './access.routes';
import {
  accessListQuerySchema,
  accessListResponseSchema,
  playbackParamsSchema,
  playbackStartBody,
  playbackStartResponse,
} from './access.contract';

/**
 * Access (spec 1 §2, §4; one concept: user U may watch item I until T, decided only by the access module). The viewer's right to an item travels on the item answers
 * themselves (`GET /api/events/:id`, `/api/videos/:id`: itemAccessFields); these are the calls of
 * its own. The spec names no playback call: a player start is recorded here (views per access, the
 * client IP; the ticket's validity starts at the first one; the IP-limit auto-ban is applied).
 */
export const accessEndpoints = {
  startEventPlayback: defineEndpoint({
    ...accessRoutes.startEventPlayback,
    access: access.user,
    params: playbackParamsSchema,
    body: playbackStartBody,
    response: playbackStartResponse,
  }),
  startVideoPlayback: defineEndpoint({
    ...accessRoutes.startVideoPlayback,
    access: access.user,
    params: playbackParamsSchema,
    body: playbackStartBody,
    response: playbackStartResponse,
  }),
  /** The account page's orders section: the items the user has access to, newest first, 20 a page. */
  listForUser: defineEndpoint({
    method: 'GET',
    path: '/api/users/:id/access',
    access: access.ownerById('id'),
    params: idParam,
    query: accessListQuerySchema,
    response: accessListResponseSchema,
  }),
};
