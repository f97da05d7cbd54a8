import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse, newPasswordBody, passwordResetRequestBody, passwordResetVerifyBody, translate } from '@scena/shared';
import type { AppContext } from '../../context';
import { limit } from '../../plugins/rate-limit';
import { createPasswordResetService } from './password-reset.service';
import { AUTH_RATE_LIMITS as L } from './rate-limits';

/** POST /api/passwords, POST /api/passwords/verifyreset, PUT /api/passwords (spec 1 §7). */
export const passwordsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const reset = createPasswordResetService(ctx);

  app.post(
    '/api/passwords',
    {
      schema: { body: passwordResetRequestBody, response: { 200: messageResponse } },
      config: limit(ctx.config, L.resetRequest.max, L.resetRequest.timeWindow),
    },
    async (request) => {
      await reset.request(request.body.email, request.lang);
      return { message: translate(request.lang, 'password.reset_sent') };
    },
  );

  app.post(
    '/api/passwords/verifyreset',
    {
      schema: { body: passwordResetVerifyBody, response: { 200: messageResponse } },
      config: limit(ctx.config, L.resetVerify.max, L.resetVerify.timeWindow),
    },
    async (request) => {
      await reset.verify(request.body.email, request.body.token);
      return { message: translate(request.lang, 'password.reset_valid') };
    },
  );

  app.put(
    '/api/passwords',
    {
      schema: { body: newPasswordBody, response: { 200: messageResponse } },
      config: limit(ctx.config, L.resetPassword.max, L.resetPassword.timeWindow),
    },
    async (request) => {
      await reset.reset(request.body.email, request.body.token, request.body.newpassword);
      return { message: translate(request.lang, 'password.changed') };
    },
  );
};
