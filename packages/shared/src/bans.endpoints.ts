import { access, defineEndpoint } from './http/endpoint';
import { idParam } from './validation';
import { banSchema, bansListQuery, bansPageSchema, createBanBody } from './bans.contract';

/** Bans (spec 3 §7): administrators only. */
export const bansEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/api/bans',
    access: access.admin,
    body: createBanBody,
    response: banSchema,
    status: 201,
  }),
  page: defineEndpoint({
    method: 'GET',
    path: '/api/bans',
    access: access.admin,
    query: bansListQuery,
    response: bansPageSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/bans/:id',
    access: access.admin,
    params: idParam,
    response: banSchema,
  }),
};
