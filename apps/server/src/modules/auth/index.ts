import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { tolerateEmptyJson } from '../users';
import { accountsRoutes } from './accounts.routes';
import { passwordsRoutes } from './passwords.routes';
import { signInRoutes } from './auth.routes';

/** Accounts and sessions: sign-up, verification, sign-in (viewer and admin), logout, session check, password reset. */
export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  tolerateEmptyJson(app);
  await app.register(accountsRoutes, { ctx });
  await app.register(signInRoutes, { ctx });
  await app.register(passwordsRoutes, { ctx });
};

export { sessions, oneTimeTokens, loginFailures, type SessionRow } from './auth.table';
export { createSessionService, sessionLifetimes, type SessionService, type SessionFailure, type ResolvedSession } from './session.service';
export { hashToken, newToken } from './tokens';
export { AUTH_RATE_LIMITS } from './rate-limits';
export { MAX_LOGIN_FAILURES, LOGIN_FAILURE_WINDOW_MS } from './login-failures';
