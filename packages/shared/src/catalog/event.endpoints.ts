import { z } from 'zod';
import { access, defineEndpoint } from '../http/endpoint';
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
  /** Paged (`{ events, total }`) when a paging field is sent (admin list); else the whole list. */
  list: defineEndpoint({
    method: 'GET',
    path: '/api/events',
    access: access.public('catalogue: guests and viewers get published events'),
    query: eventsListQuerySchema,
    response: z.union([eventsPageSchema, eventsResponseSchema]),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/events/:id',
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
    method: 'GET',
    path: '/external_api/events',
    access: access.public('external API: the guest view of the catalogue'),
    query: eventsQuerySchema,
    response: eventsResponseSchema,
  }),
  publicGet: defineEndpoint({
    method: 'GET',
    path: '/external_api/event/:id',
    access: access.public('external API: the guest view of the catalogue'),
    params: slugOrIdParamsSchema,
    response: eventResponseSchema,
  }),
};
