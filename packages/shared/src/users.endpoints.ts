import { access, defineEndpoint } from './http/endpoint';
import { publicUser } from './auth.contract';
import { idParam } from './validation';
import { deleteUserResponse, updateUserBody } from './users.contract';
import { shellEndpoints } from './shell.endpoints';
import { userAnswer } from './people.contract';

/** Users (spec 1 §7): sign-up, the own account (owner or admin), terms acceptance, session check. */
export const usersEndpoints = {
  /** Sign-up is served by the auth module (authEndpoints.signUp); the web's users feature calls it. */
  /** The owner's own account; an administrator gets the user detail (people.contract.ts, served by people). */
  get: defineEndpoint({
    method: 'GET',
    path: '/api/users/:id',
    access: access.ownerById('id'),
    params: idParam,
    response: userAnswer,
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
