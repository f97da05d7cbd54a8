import type { FastifyInstance } from 'fastify';
import { translate } from '@scena/shared';
import { codesEndpoints as endpoints } from '@scena/shared/codes.endpoints';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { limit } from '../../plugins/rate-limit';
import { createUserCodesService, type CodeItemNames } from './user-codes.service';

/** GET, POST /api/users/:id/codes and DELETE /api/users/:id/codes/:codeId (spec 1 §7): owner or admin. */
export const userCodesRoutes = async (
  app: FastifyInstance,
  { ctx, items }: { ctx: AppContext; items: CodeItemNames },
) => {
  const codes = createUserCodesService(ctx, items);
  route(app, endpoints.listForUser, async (request) => codes.list(request.params.id, request.query));
  // Typed codes are guessable when staff choose words: a tight per-client limit on tries.
  route(app, endpoints.activate, { config: limit(ctx.config, 20, '1 minute') }, async (request) => ({
    message: translate(request.lang, 'codes.activated'),
    code: await codes.activate(request.params.id, request.body.code, request.user!),
  }));
  route(app, endpoints.remove, { config: limit(ctx.config, 30, '1 minute') }, async (request) => {
    await codes.remove(request.params.id, request.params.codeId);
    return { message: translate(request.lang, 'codes.removed') };
  });
};
