import { access, defineEndpoint } from '../http/endpoint';
import { idParam } from '../validation';
import {
  codesListQuery,
  codesPageSchema,
  codeUsesQuery,
  createCodeBody,
  createdCodesSchema,
  discountCodeSchema,
  updateCodeBody,
} from './admin.contract';

/** Discount codes in the panel (spec 3 §7): administrators only (spec 3 §6). */
export const codesAdminEndpoints = {
  page: defineEndpoint({
    method: 'GET',
    path: '/api/codes',
    access: access.admin,
    query: codesListQuery,
    response: codesPageSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/codes/:id',
    access: access.admin,
    params: idParam,
    query: codeUsesQuery,
    response: discountCodeSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/codes/',
    access: access.admin,
    body: createCodeBody,
    response: createdCodesSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/codes/:id',
    access: access.admin,
    params: idParam,
    body: updateCodeBody,
    response: discountCodeSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/codes/:id',
    access: access.admin,
    params: idParam,
    response: discountCodeSchema,
  }),
};
