import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appConfigImageParamsSchema,
  appConfigResponseSchema,
  appConfigSchema,
  appConfigUpdateSchema,
  externalConfigResponseSchema,
  homeAppConfigSchema,
  isAdminRole,
  publicAppConfigSchema,
} from '@scena/shared';
import type { AppContext } from '../../context';
import { clearAppConfigImage, getAppConfig, updateAppConfig } from './app-config.service';

/**
 * App configuration (spec 1 §7 GET /api/appconfig/, spec 2 §7 PUT /api/appconfig and
 * DELETE /api/appconfig/image/{id}, spec 3 §7 GET /external_api/config).
 *
 * Maintenance mode is not enforced here: the spec has the web guard send non-admins to
 * /przerwa-techniczna, and the API must keep answering this call, admin sign-in and the admin
 * panel so an administrator can turn it off. Modules that must refuse work during maintenance
 * read `getAppConfig(ctx).maintenance` themselves.
 */
export const appConfigRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // The token is optional: administrators get every setting, everyone else the public part.
  for (const url of ['/api/appconfig']) {
    app.get(url, { schema: { response: { 200: appConfigResponseSchema } } }, async (request) => {
      const config = await getAppConfig(ctx);
      return request.user && isAdminRole(request.user.role) ? config : publicAppConfigSchema.parse(config);
    });

    app.put(
      url,
      { schema: { body: appConfigUpdateSchema, response: { 200: appConfigSchema } }, onRequest: app.requireAdmin },
      async (request) => updateAppConfig(ctx, request.body),
    );
  }

  app.delete(
    '/api/appconfig/image/:id',
    { schema: { params: appConfigImageParamsSchema, response: { 200: appConfigSchema } }, onRequest: app.requireAdmin },
    async (request) => clearAppConfigImage(ctx, request.params.id),
  );

  // The public home (no token). Gift and group-ticket settings join this answer from their modules.
  app.get('/external_api/config', { schema: { response: { 200: externalConfigResponseSchema } } }, async () => ({
    config: homeAppConfigSchema.parse(await getAppConfig(ctx)),
  }));
};
