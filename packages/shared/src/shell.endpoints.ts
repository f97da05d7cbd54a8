import { boolean, literal, maxLength, nullish, object, optional, string } from 'zod/mini';
import { access, defineEndpoint } from './http/endpoint';
import { adminSignInBody, signInBody } from './sign-in.contract';
import { appConfigResponse, externalConfigResponse } from './app-config.schema';
import { publicUser, signedInUser } from './user.schema';
import { idParamMini } from './id-param';
import { shellRoutes } from './shell.routes';

/**
 * The calls the viewer shell makes on every page (app settings, sign-in, logout, session check,
 * terms) and the home page's settings. Their method and path are in shell.routes.ts, which is all
 * the web loads at run time (ARCHITECTURE rule 7: no zod on the first load); the schemas here are
 * zod/mini, like the sign-in form's (sign-in.contract.ts), which the sign-in page loads when the
 * form is used. Each endpoint still belongs to its feature: the auth, users and content endpoint
 * groups re-export these.
 */
export const acceptTosResponse = object({ accept_tos: boolean() });
export const validateSessionResponse = object({ valid: literal(true), user: publicUser });
export const logoutBody = nullish(object({ token: optional(string().check(maxLength(200))) }));
export const logoutResponse = object({ message: string() });

export const shellEndpoints = {
  /** The token is optional: administrators get every setting, everyone else the public part. */
  appConfig: defineEndpoint({
    ...shellRoutes.appConfig,
    access: access.public('app settings (administrators get every field)'),
    response: appConfigResponse,
  }),
  /** The home page's blocks and festival settings (spec 3 §3, §7), token-less. */
  homeConfig: defineEndpoint({
    ...shellRoutes.homeConfig,
    access: access.public('home page settings'),
    response: externalConfigResponse,
  }),
  signIn: defineEndpoint({
    ...shellRoutes.signIn,
    access: access.public('sign-in'),
    body: signInBody,
    response: signedInUser,
  }),
  /** The second step of admin sign-in, from the e-mailed link (the sign-in page sends it). */
  adminSignIn: defineEndpoint({
    ...shellRoutes.adminSignIn,
    access: access.public('admin sign-in link'),
    body: adminSignInBody,
    response: signedInUser,
  }),
  logout: defineEndpoint({
    ...shellRoutes.logout,
    access: access.public('logout (also by token in the body)'),
    body: logoutBody,
    response: logoutResponse,
  }),
  /** Polled during playback (spec 1 §4): 200 while the session is good, else 401/403 with `type`. */
  validateSession: defineEndpoint({
    ...shellRoutes.validateSession,
    access: access.user,
    response: validateSessionResponse,
  }),
  tosStatus: defineEndpoint({
    ...shellRoutes.tosStatus,
    access: access.ownerById('id'),
    params: idParamMini,
    response: acceptTosResponse,
  }),
  acceptTos: defineEndpoint({
    ...shellRoutes.acceptTos,
    access: access.ownerById('id'),
    params: idParamMini,
    response: acceptTosResponse,
  }),
};
