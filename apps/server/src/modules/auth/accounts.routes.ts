import type { FastifyInstance } from 'fastify';
import { translate } from '@scena/shared';
import { authEndpoints } from '@scena/shared/auth.endpoints';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { limit } from '../../plugins/rate-limit';
import { createAccountsService } from './accounts.service';
import type { LinkThrottle } from './link-throttle';
import { AUTH_RATE_LIMITS as L } from './rate-limits';

/**
 * POST /api/users (sign-up), POST /api/verifications, POST /api/verifications/new (spec 1 §7).
 * Resending is throttled per address (link-throttle.ts): a second request within a minute gets
 * 429 saying when to ask again.
 */
export const accountsRoutes = async (
  app: FastifyInstance,
  { ctx, linkThrottle }: { ctx: AppContext; linkThrottle: LinkThrottle },
) => {
  const accounts = createAccountsService(ctx);

  route(
    app,
    authEndpoints.signUp,
    { config: limit(ctx.config, L.signUp.max, L.signUp.timeWindow) },
    async (request) => {
      const { email } = await accounts.signUp(request.body, request.lang);
      // New or taken address alike, so "ask again in … s" right after sign-up tells nothing either.
      await linkThrottle.note(request, 'verify', email);
      return { message: translate(request.lang, 'users.signup_success'), email };
    },
  );

  route(
    app,
    authEndpoints.verify,
    { config: limit(ctx.config, L.verify.max, L.verify.timeWindow) },
    async (request) => {
      await accounts.verify(request.body.email, request.body.token);
      return { message: translate(request.lang, 'verification.success') };
    },
  );

  route(
    app,
    authEndpoints.resendVerification,
    { config: limit(ctx.config, L.resendVerification.max, L.resendVerification.timeWindow) },
    async (request) => {
      await linkThrottle.take(request, 'verify', request.body.email);
      await accounts.resend(request.body.email, request.lang);
      return { message: translate(request.lang, 'verification.sent'), resend: true };
    },
  );
};
