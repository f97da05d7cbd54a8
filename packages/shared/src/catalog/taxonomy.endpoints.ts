import { access, defineEndpoint } from '../http/endpoint';
import { categoryRoutes } from '../catalog.routes';
import {
  categoriesListQuerySchema,
  categoriesPageSchema,
  galleriesListQuerySchema,
  galleriesPageSchema,
} from './lists.contract';
import { catalogIdParamsSchema } from './params';
import {
  categoriesResponseSchema,
  categoryBodySchema,
  categoryResponseSchema,
  galleriesResponseSchema,
  galleryBodySchema,
  galleryImageResponseSchema,
  galleryImageUploadResponseSchema,
  galleryResponseSchema,
} from './taxonomy.contract';

/** Categories (spec 2 §2.7): a public list for the VOD filters, admin writes. */
export const categoryEndpoints = {
  /** The whole list (spec 2 §7): the VOD filters and the admin selects. */
  list: defineEndpoint({
    ...categoryRoutes.list,
    access: access.public('catalogue: the VOD filter buttons (viewers see only listed videos)'),
    response: categoriesResponseSchema,
  }),
  /** One page of the admin categories table (spec 2 §2.7): `{ categories, total }`. */
  page: defineEndpoint({
    method: 'GET',
    path: '/api/admin/categories',
    access: access.admin,
    query: categoriesListQuerySchema,
    response: categoriesPageSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/categories',
    access: access.admin,
    body: categoryBodySchema,
    response: categoryResponseSchema,
  }),
  /** Also the "up arrow": a re-save bumps updated_at and moves the category to the top. */
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/categories/:id',
    access: access.admin,
    params: catalogIdParamsSchema,
    body: categoryBodySchema,
    response: categoryResponseSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/categories/:id',
    access: access.admin,
    params: catalogIdParamsSchema,
    response: categoryResponseSchema,
  }),
};

/** Galleries (spec 2 §2.8): admin only; viewers get galleries embedded in videos and events. */
export const galleryEndpoints = {
  /** The whole list (spec 2 §7): the gallery selects of the video and event forms. */
  list: defineEndpoint({
    method: 'GET',
    path: '/api/galleries',
    access: access.admin,
    response: galleriesResponseSchema,
  }),
  /** One page of the admin galleries table (spec 2 §2.8): `{ galleries, total }`. */
  page: defineEndpoint({
    method: 'GET',
    path: '/api/admin/galleries',
    access: access.admin,
    query: galleriesListQuerySchema,
    response: galleriesPageSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/galleries/:id',
    access: access.admin,
    params: catalogIdParamsSchema,
    response: galleryResponseSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/galleries',
    access: access.admin,
    body: galleryBodySchema,
    response: galleryResponseSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/galleries/:id',
    access: access.admin,
    params: catalogIdParamsSchema,
    body: galleryBodySchema,
    response: galleryResponseSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/galleries/:id',
    access: access.admin,
    params: catalogIdParamsSchema,
    response: galleryResponseSchema,
  }),
  /** One image per request, in the multipart part `image` (or `file`); at most five per gallery. */
  uploadImage: defineEndpoint({
    method: 'POST',
    path: '/api/galleries/:id/images',
    access: access.admin,
    params: catalogIdParamsSchema,
    multipart: true,
    response: galleryImageUploadResponseSchema,
  }),
  removeImage: defineEndpoint({
    method: 'DELETE',
    path: '/api/galleryImages/:id',
    access: access.admin,
    params: catalogIdParamsSchema,
    response: galleryImageResponseSchema,
  }),
};
