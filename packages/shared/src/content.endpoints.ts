import { access, defineEndpoint } from './http/endpoint';
import {
  appConfig,
  auditListQuerySchema,
  auditPageSchema,
  appConfigImageParamsSchema,
  appConfigUpdateSchema,
  pageIdParamsSchema,
  pageSchema,
  pageSlugParamsSchema,
  pageUpdateSchema,
} from './content.contract';
import { shellEndpoints } from './shell.endpoints';

/**
 * Content (spec 1 §7, spec 2 §7, spec 3 §7): app settings and static pages. The viewer's reads of
 * the settings are zod/mini in shell.endpoints.ts; the administrator's writes validate with the
 * classic rules here (the admin panel is lazy). Slides are in the catalogue's endpoints.
 */
export const contentEndpoints = {
  appConfig: shellEndpoints.appConfig,
  homeConfig: shellEndpoints.homeConfig,
  /** A partial update: JSON, or multipart with new images as `<field>_data` (APP_CONFIG_IMAGE_KINDS). */
  updateAppConfig: defineEndpoint({
    method: 'PUT',
    path: '/api/appconfig',
    access: access.admin,
    multipart: true,
    body: appConfigUpdateSchema,
    response: appConfig,
  }),
  /** Who changed which setting or page, when, from what to what (newest first). */
  auditLog: defineEndpoint({
    method: 'GET',
    path: '/api/appconfig/audit',
    access: access.admin,
    query: auditListQuerySchema,
    response: auditPageSchema,
  }),
  /** Clears one image field and removes our stored file. */
  clearAppConfigImage: defineEndpoint({
    method: 'DELETE',
    path: '/api/appconfig/image/:id',
    access: access.admin,
    params: appConfigImageParamsSchema,
    response: appConfig,
  }),
  /** A page by slug, or by id (the settings screen loads pages 1-4 by id); 404 when missing. */
  page: defineEndpoint({
    method: 'GET',
    path: '/api/pages/:slug',
    access: access.public('static pages'),
    params: pageSlugParamsSchema,
    response: pageSchema,
  }),
  updatePage: defineEndpoint({
    method: 'PUT',
    path: '/api/pages/:id',
    access: access.admin,
    params: pageIdParamsSchema,
    body: pageUpdateSchema,
    response: pageSchema,
  }),
};
