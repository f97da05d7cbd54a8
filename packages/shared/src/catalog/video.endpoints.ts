import { access, defineEndpoint } from '../http/endpoint';
import { videoRoutes } from '../catalog.routes';
import { videosListQuerySchema, videosPageSchema } from './lists.contract';
import { catalogIdParamsSchema, slugOrIdParamsSchema } from './params';
import { videosResponseSchema } from './cards.contract';
import {
  videoCreateSchema,
  videoImageParamsSchema,
  videoResponseSchema,
  videosQuerySchema,
  videoUpdateSchema,
} from './video.contract';

/**
 * Videos (spec 2 §7). Reads are public: guests and viewers get the viewer rules and never what
 * is sold; administrators get everything. Writes are admin multipart forms (JSON also accepted).
 */
export const videoEndpoints = {
  /** The whole list (spec 1 §7); administrators get every video. */
  list: defineEndpoint({
    ...videoRoutes.list,
    access: access.public('catalogue: guests and viewers get the viewer rules'),
    query: videosQuerySchema,
    response: videosResponseSchema,
  }),
  /** One page of the admin video cards (spec 2 §2.1), searched by `q`: `{ videos, total }`. */
  page: defineEndpoint({
    method: 'GET',
    path: '/api/admin/videos',
    access: access.admin,
    query: videosListQuerySchema,
    response: videosPageSchema,
  }),
  get: defineEndpoint({
    ...videoRoutes.get,
    access: access.public('catalogue: a visible video (hidden ones for admins)'),
    params: slugOrIdParamsSchema,
    response: videoResponseSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/videos',
    access: access.admin,
    multipart: true,
    body: videoCreateSchema,
    response: videoResponseSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/videos/:id',
    access: access.admin,
    params: catalogIdParamsSchema,
    multipart: true,
    body: videoUpdateSchema,
    response: videoResponseSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/videos/:id',
    access: access.admin,
    params: catalogIdParamsSchema,
    response: videoResponseSchema,
  }),
  removeImage: defineEndpoint({
    method: 'DELETE',
    path: '/api/videos/:videoId/image/:field',
    access: access.admin,
    params: videoImageParamsSchema,
    response: videoResponseSchema,
  }),
  /** Token-less reads for the public home (spec 3 §7): always the guest's view. */
  publicList: defineEndpoint({
    ...videoRoutes.publicList,
    access: access.public('external API: the guest view of the catalogue'),
    response: videosResponseSchema,
  }),
  publicGet: defineEndpoint({
    ...videoRoutes.publicGet,
    access: access.public('external API: the guest view of the catalogue'),
    params: slugOrIdParamsSchema,
    response: videoResponseSchema,
  }),
};
