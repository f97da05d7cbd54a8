import type { FastifyInstance } from 'fastify';
import { isAdminRole } from '@scena/shared';
import { contentEndpoints } from '@scena/shared/content.endpoints';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { createAppConfigService } from './app-config.service';

/** Shared public answers (http/cached-handler.ts): the same for every guest and viewer. */
const cached = { cache: true };

/**
 * App configuration (spec 1 §7 GET /api/appconfig/, spec 2 §7 PUT /api/appconfig and
 * DELETE /api/appconfig/image/{id}, spec 3 §7 GET /external_api/config).
 *
 * Maintenance mode is not enforced here: the spec has the web guard send non-admins to
 * /przerwa-techniczna, and the API must keep answering this call, admin sign-in and the admin
 * panel so an administrator can turn it off. Modules that must refuse work during maintenance
 * read `createAppConfigService(ctx).get()` themselves.
 */
export const appConfigRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const appConfig = createAppConfigService(ctx);

  // The token is optional (a public route): an administrator's answer carries every setting.
  route(app, contentEndpoints.appConfig, cached, async (request) => appConfig.read(Boolean(request.user && isAdminRole(request.user.role))));
  route(app, contentEndpoints.updateAppConfig, async (request) => appConfig.update(request.body));
  route(app, contentEndpoints.clearAppConfigImage, async (request) => appConfig.clearImage(request.params.id));
  // The public home (no token). Gift and group-ticket settings join this answer from their modules.
  route(app, contentEndpoints.homeConfig, cached, async () => appConfig.home());
};
