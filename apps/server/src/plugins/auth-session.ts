import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { AppError } from '@scena/shared';
import type { UserRow } from '../modules/users';
import type { SessionFailure, SessionService } from '../modules/auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for guests and for failed tokens (see authFailure). */
    user: UserRow | null;
    sessionId: number | null;
    authFailure: SessionFailure | null;
  }
}

export const AUTH_HEADER = 'x-auth-token';

/** The error a route answers when it needs a user and the token did not give one. */
export const sessionFailureError = (reason: SessionFailure | null): AppError => {
  switch (reason) {
    case 'replaced':
      return new AppError('ANOTHER_DEVICE', 'error.another_user', { type: 'anotherUser' });
    case 'blocked':
      return new AppError('BLOCKED', 'error.user_blocked', { type: 'userBlocked' });
    case 'ended':
      return new AppError('UNAUTHENTICATED', 'error.session_end', { type: 'sessionEnd' });
    default:
      return new AppError('UNAUTHENTICATED', 'error.unauthenticated');
  }
};

export const authSessionPlugin = fp(async (app: FastifyInstance, options: { sessions: SessionService }) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('authFailure', null);

  // onRequest, before the body is parsed and validated: the route's guard (http/access.ts, built
  // from its declared access) then answers 401/403 before a guest can learn an admin route's schema
  // from its validation errors, or upload a body at all.
  app.addHook('onRequest', async (request) => {
    const header = request.headers[AUTH_HEADER];
    const token = typeof header === 'string' && header.length > 0 && header.length < 200 ? header : undefined;
    if (!token) return;
    const resolved = await options.sessions.resolve(token);
    if (resolved.ok) {
      request.user = resolved.user;
      request.sessionId = resolved.session.id;
    } else {
      request.authFailure = resolved.reason;
    }
  });
});
