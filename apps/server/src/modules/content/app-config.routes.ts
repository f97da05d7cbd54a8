import type { FastifyInstance } from 'fastify';
import { APP_CONFIG_FORM_KINDS, APP_CONFIG_IMAGE_KINDS, isAdminRole } from '@scena/shared';
import { contentEndpoints } from '@scena/shared/content.endpoints';
import type { AppContext } from '../../context';
import { ensureMultipart, readValidatedForm } from '../../adapters/storage';
import { route } from '../../http/route';
import { createAppConfigService } from './app-config.service';
import { createAuditService } from './audit.service';

/** Shared public answers (http/stored-answers): the same for every guest and viewer. */
const cached = { cache: true };

/**
 * App configuration (spec 1 §7 GET /api/appconfig/, spec 2 §7 PUT /api/appconfig and
 * DELETE /api/appconfig/image/{id}, spec 3 §7 GET /external_api/config) and its audit log.
 *
 * Maintenance mode is not enforced here: the spec has the web guard send non-admins to
 * /przerwa-techniczna, and the API must keep answering this call, admin sign-in and the admin
 * panel so an administrator can turn it off. Modules that must refuse work during maintenance
 * read `createAppConfigService(ctx).get()` themselves.
 */
export const appConfigRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  await ensureMultipart(app);
  const appConfig = createAppConfigService(ctx);
  const audit = createAuditService(ctx);
  const actor = (user: { id: number; email: string } | null | undefined) => ({
    id: user!.id,
    email: user!.email,
  });
  const form = {
    images: APP_CONFIG_IMAGE_KINDS,
    kinds: APP_CONFIG_FORM_KINDS,
    schema: contentEndpoints.updateAppConfig.body,
  };

  // The token is optional (a public route): an administrator's answer carries every setting.
  route(app, contentEndpoints.appConfig, cached, async (request) =>
    appConfig.read(Boolean(request.user && isAdminRole(request.user.role))),
  );
  route(app, contentEndpoints.updateAppConfig, async (request) =>
    appConfig.save(await readValidatedForm(request, form), actor(request.user)),
  );
  route(app, contentEndpoints.clearAppConfigImage, async (request) =>
    appConfig.clearImage(request.params.id, actor(request.user)),
  );
  route(app, contentEndpoints.auditLog, async (request) => {
    const { filters, ...paging } = request.query;
    return audit.page(filters.subject, paging);
  });
  // The public home (no token). Gift and group-ticket settings join this answer from their modules.
  route(app, contentEndpoints.homeConfig, cached, async () => appConfig.home());
};
