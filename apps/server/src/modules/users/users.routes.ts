import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptTosResponse, deleteUserResponse, idParam, publicUser, translate, updateUserBody } from '@scena/shared';
import type { AppContext } from '../../context';
import { assertSelfOrAdmin } from '../../plugins/auth-session';
import { limit } from '../../plugins/rate-limit';
import { createUsersService } from './users.service';
import { tolerateEmptyJson } from './empty-json';

/**
 * Own account: read, edit, delete, terms acceptance (spec 1 §7). Every route is for the owner or
 * an administrator (assertSelfOrAdmin: guest 401, another user 403).
 */
export const usersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const users = createUsersService(ctx);
  tolerateEmptyJson(app);
  // Guests are turned away before their body is validated; ownership is checked per route.
  app.addHook('onRequest', app.requireUser);

  app.get('/api/users/:id', { schema: { params: idParam, response: { 200: publicUser } } }, async (request) => {
    assertSelfOrAdmin(request, request.params.id);
    return users.get(request.params.id);
  });

  app.put(
    '/api/users/:id',
    { schema: { params: idParam, body: updateUserBody, response: { 200: publicUser } }, config: limit(ctx.config, 30, '1 minute') },
    async (request) => {
      const caller = assertSelfOrAdmin(request, request.params.id);
      return users.update(request.params.id, request.body, { user: caller, sessionId: request.sessionId });
    },
  );

  app.delete(
    '/api/users/:id',
    { schema: { params: idParam, response: { 200: deleteUserResponse } }, config: limit(ctx.config, 10, '1 minute') },
    async (request) => {
      assertSelfOrAdmin(request, request.params.id);
      await users.remove(request.params.id);
      return { message: translate(request.lang, 'users.deleted') };
    },
  );

  app.get('/api/users/:id/accept-tos', { schema: { params: idParam, response: { 200: acceptTosResponse } } }, async (request) => {
    assertSelfOrAdmin(request, request.params.id);
    return users.tosStatus(request.params.id);
  });

  app.post('/api/users/:id/accept-tos', { schema: { params: idParam, response: { 200: acceptTosResponse } } }, async (request) => {
    assertSelfOrAdmin(request, request.params.id);
    return users.acceptTos(request.params.id);
  });
};
