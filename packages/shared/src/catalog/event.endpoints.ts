import { access, defineEndpoint } from '../http/endpoint';
import { eventRoutes } from '../catalog.routes';
import { eventsResponseSchema } from './cards.contract';
import {
  eventCreateSchema,
  eventResponseSchema,
  eventsQuerySchema,
  eventUpdateSchema,
} from './event.contract';
import { eventsListQuerySchema, eventsPageSchema } from './lists.contract';
import { catalogIdParamsSchema, slugOrIdParamsSchema } from './params';

/** Events (spec 2 §7): public reads with the viewer rules, admin writes (JSON). */
export const eventEndpoints = {
  /** The whole list (spec 1 §7, spec 3 §7: admins ask from 2000-01-01 and get every event). */
  list: defineEndpoint({
    ...eventRoutes.list,
    access: access.public('catalogue: guests and viewers get published events'),
    query: eventsQuerySchema,
    response: eventsResponseSchema,
  }),
  /** One page of the admin events table (spec 2 §2.5): `{ events, total }`. */
  page: defineEndpoint({
    method: 'GET',
    path: '/api/admin/events',
    access: access.admin,
    query: eventsListQuerySchema,
    response: eventsPageSchema,
  }),
  get: defineEndpoint({
    ...eventRoutes.get,
    access: access.public('catalogue: a published event (unpublished for admins)'),
    params: slugOrIdParamsSchema,
    response: eventResponseSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/events',
    access: access.admin,
    body: eventCreateSchema,
    response: eventResponseSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/events/:id',
    access: access.admin,
    params: catalogIdParamsSchema,
    body: eventUpdateSchema,
    response: eventResponseSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/events/:id',
    access: access.admin,
    params: catalogIdParamsSchema,
    response: eventResponseSchema,
  }),
  /** Token-less reads for the public home (spec 3 §7): published, not hidden, never what is sold. */
  publicList: defineEndpoint({
    ...eventRoutes.publicList,
    access: access.public('external API: the guest view of the catalogue'),
    query: eventsQuerySchema,
    response: eventsResponseSchema,
  }),
  publicGet: defineEndpoint({
    ...eventRoutes.publicGet,
    access: access.public('external API: the guest view of the catalogue'),
    params: slugOrIdParamsSchema,
    response: eventResponseSchema,
  }),
};
