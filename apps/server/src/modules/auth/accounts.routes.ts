import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse, resendVerificationBody, signUpBody, signUpResponse, translate, verifyAccountBody } from '@scena/shared';
import type { AppContext } from '../../context';
import { limit } from '../../plugins/rate-limit';
import { createAccountsService } from './accounts.service';
import { AUTH_RATE_LIMITS as L } from './rate-limits';

/** POST /api/users (sign-up), POST /api/verifications, POST /api/verifications/new (spec 1 §7). */
export const accountsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const accounts = createAccountsService(ctx);

  app.post(
    '/api/users',
    { schema: { body: signUpBody, response: { 201: signUpResponse } }, config: limit(ctx.config, L.signUp.max, L.signUp.timeWindow) },
    async (request, reply) => {
      const user = await accounts.signUp(request.body, request.lang);
      return reply.status(201).send({ message: translate(request.lang, 'users.signup_success'), email: user.email });
    },
  );

  app.post(
    '/api/verifications',
    { schema: { body: verifyAccountBody, response: { 200: messageResponse } }, config: limit(ctx.config, L.verify.max, L.verify.timeWindow) },
    async (request) => {
      await accounts.verify(request.body.email, request.body.token);
      return { message: translate(request.lang, 'verification.success') };
    },
  );

  app.post(
    '/api/verifications/new',
    {
      schema: { body: resendVerificationBody, response: { 200: messageResponse } },
      config: limit(ctx.config, L.resendVerification.max, L.resendVerification.timeWindow),
    },
    async (request) => {
      await accounts.resend(request.body.email, request.lang);
      return { message: translate(request.lang, 'verification.sent'), resend: true };
    },
  );
};
