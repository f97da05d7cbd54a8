import { access, defineEndpoint } from './http/endpoint';
import { publicUser } from './auth.contract';
import { idParam } from './validation';
import { deleteUserResponse, updateUserBody } from './users.contract';
import { shellEndpoints } from './shell.endpoints';

/** Users (spec 1 §7): sign-up, the own account (owner or admin), terms acceptance, session check. */
export const usersEndpoints = {
  /** Sign-up is served by the auth module (authEndpoints.signUp); the web's users feature calls it. */
  get: defineEndpoint({
    method: 'GET',
    path: '/api/users/:id',
    access: access.ownerById('id'),
    params: idParam,
    response: publicUser,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/users/:id',
    access: access.ownerById('id'),
    params: idParam,
    body: updateUserBody,
    response: publicUser,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/users/:id',
    access: access.ownerById('id'),
    params: idParam,
    response: deleteUserResponse,
  }),
  tosStatus: shellEndpoints.tosStatus,
  acceptTos: shellEndpoints.acceptTos,
  validateSession: shellEndpoints.validateSession,
};
