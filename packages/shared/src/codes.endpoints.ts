import { access, defineEndpoint } from './http/endpoint';
import { idParam } from './validation';
import {
  activateCodeBody,
  activateCodeResponse,
  removeUserCodeResponse,
  userCodeParams,
  userCodesQuery,
  userCodesResponse,
} from './codes.contract';

/**
 * A viewer's codes (spec 1 §7; spec 3 §6: administrators activate or delete user codes): the
 * owner or an administrator.
 */
export const codesEndpoints = {
  listForUser: defineEndpoint({
    method: 'GET',
    path: '/api/users/:id/codes',
    access: access.ownerById('id'),
    params: idParam,
    query: userCodesQuery,
    response: userCodesResponse,
  }),
  activate: defineEndpoint({
    method: 'POST',
    path: '/api/users/:id/codes',
    access: access.ownerById('id'),
    params: idParam,
    body: activateCodeBody,
    response: activateCodeResponse,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/users/:id/codes/:codeId',
    access: access.ownerById('id'),
    params: userCodeParams,
    response: removeUserCodeResponse,
  }),
};
