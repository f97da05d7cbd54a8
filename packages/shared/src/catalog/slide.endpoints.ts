import { access, defineEndpoint } from '../http/endpoint';
import { slideRoutes } from '../catalog.routes';
import { slidesListQuerySchema, slidesPageSchema } from './lists.contract';
import { catalogIdParamsSchema } from './params';
import {
  slideCreateSchema,
  slideResponseSchema,
  slidesQuerySchema,
  slidesResponseSchema,
  slideUpdateSchema,
} from './slide.contract';

/** Home-page slides (spec 2 §2.9, §7; spec 3 §7): public reads of published slides, admin writes. */
export const slideEndpoints = {
  /** The whole list (spec 2 §7 "GET /api/slides (params)"): `published` filters for admins. */
  list: defineEndpoint({
    ...slideRoutes.list,
    access: access.public('home slider: non-admins get published slides only'),
    query: slidesQuerySchema,
    response: slidesResponseSchema,
  }),
  /** One page of the admin slides table (spec 2 §2.9): `{ slides, total }`. */
  page: defineEndpoint({
    method: 'GET',
    path: '/api/admin/slides',
    access: access.admin,
    query: slidesListQuerySchema,
    response: slidesPageSchema,
  }),
  publicList: defineEndpoint({
    ...slideRoutes.publicList,
    access: access.public('external API: the published slides'),
    response: slidesResponseSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/slides',
    access: access.admin,
    multipart: true,
    body: slideCreateSchema,
    response: slideResponseSchema,
  }),
  /** A PUT with no change still bumps updated_at: the up arrow. */
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/slides/:id',
    access: access.admin,
    params: catalogIdParamsSchema,
    multipart: true,
    body: slideUpdateSchema,
    response: slideResponseSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/slides/:id',
    access: access.admin,
    params: catalogIdParamsSchema,
    response: slideResponseSchema,
  }),
};
