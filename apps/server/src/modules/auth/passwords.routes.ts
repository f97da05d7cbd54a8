import type { FastifyInstance } from 'fastify';
import { translate } from '@scena/shared';
import { authEndpoints } from '@scena/shared/auth.endpoints';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { limit } from '../../plugins/rate-limit';
import { createPasswordResetService } from './password-reset.service';
import type { LinkThrottle } from './link-throttle';
import { AUTH_RATE_LIMITS as L } from './rate-limits';

/** POST /api/passwords, POST /api/passwords/verifyreset, PUT /api/passwords (spec 1 §7). */
export const passwordsRoutes = async (
  app: FastifyInstance,
  { ctx, linkThrottle }: { ctx: AppContext; linkThrottle: LinkThrottle },
) => {
  const reset = createPasswordResetService(ctx);

  route(
    app,
    authEndpoints.resetRequest,
    { config: limit(ctx.config, L.resetRequest.max, L.resetRequest.timeWindow) },
    async (request) => {
      await linkThrottle.take(request, 'reset', request.body.email);
      await reset.request(request.body.email, request.lang);
      return { message: translate(request.lang, 'password.reset_sent') };
    },
  );

  route(
    app,
    authEndpoints.resetVerify,
    { config: limit(ctx.config, L.resetVerify.max, L.resetVerify.timeWindow) },
    async (request) => {
      await reset.verify(request.body.email, request.body.token);
      return { message: translate(request.lang, 'password.reset_valid') };
    },
  );

  route(
    app,
    authEndpoints.resetPassword,
    { config: limit(ctx.config, L.resetPassword.max, L.resetPassword.timeWindow) },
    async (request) => {
      await reset.reset(request.body.email, request.body.token, request.body.newpassword);
      return { message: translate(request.lang, 'password.changed') };
    },
  );
};
