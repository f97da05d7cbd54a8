import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { adminSignInBody, logoutBody, messageResponse, signedInUser, signInBody, translate, validateSessionResponse } from '@scena/shared';
import type { AppContext } from '../../context';
import { limit } from '../../plugins/rate-limit';
import { AUTH_HEADER, sessionFailureError } from '../../plugins/auth-session';
import { toPublicUser } from '../users';
import { createSignInService, type ClientInfo } from './sign-in.service';
import { AUTH_RATE_LIMITS as L } from './rate-limits';

export const clientInfo = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  country: request.country,
  userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
  lang: request.lang,
});

/** POST /api/auth, /api/auth/admin, /api/auth/logout and GET /api/users/validate-session (spec 1 §7). */
export const signInRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const signIn = createSignInService(ctx);

  app.post(
    '/api/auth',
    { schema: { body: signInBody, response: { 200: signedInUser } }, config: limit(ctx.config, L.signIn.max, L.signIn.timeWindow) },
    async (request) => signIn.signIn(request.body, clientInfo(request)),
  );

  app.post(
    '/api/auth/admin',
    {
      schema: { body: adminSignInBody, response: { 200: signedInUser } },
      config: limit(ctx.config, L.adminSignIn.max, L.adminSignIn.timeWindow),
    },
    async (request) => signIn.adminSignIn(request.body.login_email, request.body.login_token, clientInfo(request)),
  );

  /** Ends the session of the x-auth-token header, or of `token` in the body (spec). Always 200. */
  app.post('/api/auth/logout', { schema: { body: logoutBody, response: { 200: messageResponse } } }, async (request) => {
    if (request.sessionId !== null) await ctx.sessions.end(request.sessionId, 'logout');
    const bodyToken = request.body?.token;
    if (bodyToken && bodyToken !== request.headers[AUTH_HEADER]) await ctx.sessions.endByToken(bodyToken, 'logout');
    return { message: translate(request.lang, 'auth.logged_out') };
  });

  /**
   * Polled every 5 minutes during playback (spec 1 §4). 200 while good; otherwise 401 userBlocked
   * (banned), 403 anotherUser (signed in elsewhere) or 401 sessionEnd (expired, logged out).
   */
  app.get('/api/users/validate-session', { schema: { response: { 200: validateSessionResponse } } }, async (request) => {
    if (!request.user) throw sessionFailureError(request.authFailure);
    return { valid: true as const, user: toPublicUser(request.user) };
  });
};
