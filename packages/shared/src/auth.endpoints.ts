import { access, defineEndpoint } from './http/endpoint';
import {
  messageResponse,
  newPasswordBody,
  passwordResetRequestBody,
  passwordResetVerifyBody,
  resendVerificationBody,
  verifyAccountBody,
} from './auth.contract';
import { signUpBody, signUpResponse } from './users.contract';
import { shellEndpoints } from './shell.endpoints';

/** Accounts and sessions (spec 1 §7): sign-up, verification, sign-in, logout, password reset. */
export const authEndpoints = {
  signUp: defineEndpoint({
    method: 'POST',
    path: '/api/users',
    access: access.public('registration'),
    body: signUpBody,
    response: signUpResponse,
    status: 201,
  }),
  verify: defineEndpoint({
    method: 'POST',
    path: '/api/verifications',
    access: access.public('e-mail verification link'),
    body: verifyAccountBody,
    response: messageResponse,
  }),
  resendVerification: defineEndpoint({
    method: 'POST',
    path: '/api/verifications/new',
    access: access.public('resend verification'),
    body: resendVerificationBody,
    response: messageResponse,
  }),
  signIn: shellEndpoints.signIn,
  adminSignIn: shellEndpoints.adminSignIn,
  logout: shellEndpoints.logout,
  resetRequest: defineEndpoint({
    method: 'POST',
    path: '/api/passwords',
    access: access.public('password reset request'),
    body: passwordResetRequestBody,
    response: messageResponse,
  }),
  resetVerify: defineEndpoint({
    method: 'POST',
    path: '/api/passwords/verifyreset',
    access: access.public('reset link check'),
    body: passwordResetVerifyBody,
    response: messageResponse,
  }),
  resetPassword: defineEndpoint({
    method: 'PUT',
    path: '/api/passwords',
    access: access.public('new password from the reset link'),
    body: newPasswordBody,
    response: messageResponse,
  }),
};
