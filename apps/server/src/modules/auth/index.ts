import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { tolerateEmptyJson } from '../../plugins/empty-json';
import { accountsRoutes } from './accounts.routes';
import { createLinkThrottle } from './link-throttle';
import { passwordsRoutes } from './passwords.routes';
import { signInRoutes } from './sign-in.routes';

/** Accounts and sessions: sign-up, verification, sign-in (viewer and admin), logout, session check, password reset. */
export const authRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  tolerateEmptyJson(app);
  const linkThrottle = createLinkThrottle(app);
  await app.register(accountsRoutes, { ctx, linkThrottle });
  await app.register(signInRoutes, { ctx });
  await app.register(passwordsRoutes, { ctx, linkThrottle });
};

export { sessions, oneTimeTokens, loginFailures, type SessionRow } from './auth.table';
export {
  createSessionService,
  sessionLifetimes,
  type SessionService,
  type SessionFailure,
  type ResolvedSession,
} from './session.service';
export { hashToken, newToken } from './tokens';
export { AUTH_RATE_LIMITS } from './rate-limits';
export { MAX_LOGIN_FAILURES, LOGIN_FAILURE_WINDOW_MS } from './login-failures.repository';
export { signInsPersonalData } from './personal-data';
