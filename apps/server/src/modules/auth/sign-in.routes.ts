import type { FastifyInstance, FastifyRequest } from 'fastify';
import { translate } from '@scena/shared';
import { shellEndpoints } from '@scena/shared/shell.endpoints';
import { authEndpoints } from '@scena/shared/auth.endpoints';
import type { AppContext } from '../../context';
import { limit } from '../../plugins/rate-limit';
import { route } from '../../http/route';
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
export const signInRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const signIn = createSignInService(ctx);

  route(
    app,
    shellEndpoints.signIn,
    { config: limit(ctx.config, L.signIn.max, L.signIn.timeWindow) },
    async (request) => signIn.signIn(request.body, clientInfo(request as FastifyRequest)),
  );

  route(
    app,
    authEndpoints.adminSignIn,
    { config: limit(ctx.config, L.adminSignIn.max, L.adminSignIn.timeWindow) },
    async (request) =>
      signIn.adminSignIn(
        request.body.login_email,
        request.body.login_token,
        clientInfo(request as FastifyRequest),
      ),
  );

  /** Ends the session of the x-auth-token header, or of `token` in the body (spec). Always 200. */
  route(app, shellEndpoints.logout, async (request) => {
    if (request.sessionId !== null) await ctx.sessions.end(request.sessionId, 'logout');
    const bodyToken = request.body?.token;
    if (bodyToken && bodyToken !== request.headers[AUTH_HEADER])
      await ctx.sessions.endByToken(bodyToken, 'logout');
    return { message: translate(request.lang, 'auth.logged_out') };
  });

  /**
   * Polled every 5 minutes during playback (spec 1 §4). 200 while good; otherwise 401 userBlocked
   * (banned), 403 anotherUser (signed in elsewhere) or 401 sessionEnd (expired, logged out).
   */
  route(app, shellEndpoints.validateSession, async (request) => {
    if (!request.user) throw sessionFailureError(request.authFailure);
    return { valid: true as const, user: toPublicUser(request.user) };
  });
};
