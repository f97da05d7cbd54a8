import { access, defineEndpoint } from './http/endpoint';
import { mailingParamsSchema, mailingResponseSchema } from './mailing.contract';

/** Mailing (spec 1 §7): the owner or an administrator. */
export const mailingEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/mailing/:userId',
    access: access.ownerById('userId'),
    params: mailingParamsSchema,
    response: mailingResponseSchema,
  }),
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/api/mailing/:userId',
    access: access.ownerById('userId'),
    params: mailingParamsSchema,
    response: mailingResponseSchema,
  }),
  unsubscribe: defineEndpoint({
    method: 'DELETE',
    path: '/api/mailing/:userId',
    access: access.ownerById('userId'),
    params: mailingParamsSchema,
    response: mailingResponseSchema,
  }),
};
