import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { translate } from '@scena/shared';
import type { Config } from './config';
import type { Database } from './db/client';
import type { AppContext } from './context';
import { responseSerializerCompiler } from './http/response-serializer';
import { openGeoIp, type GeoIp } from './adapters/geoip';
import { createOutboxMailer, type Mailer } from './adapters/mailer';
import { createStorage, uploadsPlugin, type FileStorage } from './adapters/storage';
import { createVideoHost, type VideoHost } from './adapters/video-host';
import {
  createPaymentProvider,
  paymentsSandboxPlugin,
  sandboxClientSecret,
  type PaymentProvider,
} from './adapters/payments';
import { drainingPlugin } from './plugins/draining';
import { errorHandlerPlugin } from './plugins/error-handler';
import { requestContextPlugin } from './plugins/request-context';
import { REQUEST_ID_HEADER, requestIdFor } from './lib/request-id';
import { authSessionPlugin } from './plugins/auth-session';
import { securityPlugin } from './plugins/security';
import { rateLimitPlugin } from './plugins/rate-limit';
import { webStaticPlugin } from './plugins/web-static';
import { compressionPlugin } from './plugins/compression';
import { storedAnswersPlugin } from './http/stored-answers';
import { inputTextPlugin } from './plugins/input-text';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors';
import { errorLogSerializer, requestLogSerializer } from './lib/log-redaction';
import { accessDeclarationCheck } from './http/access';
import { healthRoutes } from './modules/health';
import { authRoutes, createSessionService } from './modules/auth';
import { usersRoutes } from './modules/users';
import { bansAdminRoutes } from './modules/bans-admin';
import { dataExportRoutes } from './modules/data-export';
import { appConfigRoutes, pagesRoutes } from './modules/content';
import { catalogRoutes, createCatalogAccessItems } from './modules/catalog';
import { accessRoutes } from './modules/access';
import { searchRoutes } from './modules/search';
import { mailingRoutes } from './modules/mailing';
import { hostedVideoRoutes, hostedVideoUriPath } from './modules/hosted-video';
import { invoicesRoutes } from './modules/invoices';
import { statisticsRoutes } from './modules/statistics';
import { giftsRoutes } from './modules/gifts';
import { notificationsRoutes } from './modules/notifications';
import { peopleRoutes } from './modules/people';
import { orderFactsRepository, orderNotificationsRoutes, ordersRoutes } from './modules/orders';
import { paymentsRoutes } from './modules/payments';
import { codeOrdersRoutes } from './modules/code-orders';
import { codesAdminRoutes, userCodesRoutes, viewerCodePrices } from './modules/codes';
import { groupTicketsRoutes } from './modules/group-tickets';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  geoip?: GeoIp;
  mailer?: Mailer;
  storage?: FileStorage;
  videoHost?: VideoHost;
  payments?: PaymentProvider;
  logger?: boolean;
  serveWeb?: boolean;
  /** Sees every route as it is added (tests discover the route table with it). */
  onRoute?: (route: RouteOptions) => void;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

/** Builds the Fastify instance: plugins first, then the feature modules. No logic here. */
export const buildApp = async (
  options: BuildAppOptions,
): Promise<{ app: FastifyInstance; ctx: AppContext }> => {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers["x-auth-token"]', 'req.headers.cookie'],
            serializers: { req: requestLogSerializer, err: errorLogSerializer },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    trustProxy: config.TRUSTED_PROXIES.length > 0 ? config.TRUSTED_PROXIES : false,
    // One id per request, the proxy's when there is one (lib/request-id.ts: logs, jobs, e-mails).
    genReqId: (raw) => requestIdFor(raw.headers[REQUEST_ID_HEADER], config.TRUSTED_PROXIES.length > 0),
    bodyLimit: 1_048_576,
    // The spec writes creates with a trailing slash (POST /api/videos/): both spellings are one route.
    routerOptions: { ignoreTrailingSlash: true },
    rewriteUrl: (request) => hostedVideoUriPath(request.url ?? '/'),
    frameworkErrors,
    clientErrorHandler,
    // While closing, plugins/draining.ts answers 503 in the error model instead of Fastify's own body.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  accessDeclarationCheck(app);
  app.setValidatorCompiler(validatorCompiler);
  // Answers are written by fast-json-stringify compiled from each route's zod response schema (zod kept per route where that is not faithful).
  app.setSerializerCompiler(responseSerializerCompiler);

  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    geoip: options.geoip ?? (await openGeoIp()),
    mailer: options.mailer ?? createOutboxMailer(),
    sessions: createSessionService({ db: database.db, config }),
    storage: options.storage ?? createStorage(config),
    videoHost: options.videoHost ?? createVideoHost(config, database.db),
    payments:
      options.payments ??
      createPaymentProvider(config, { sandboxSecret: () => sandboxClientSecret(database.db, config) }),
    orderFacts: orderFactsRepository,
    codePrices: viewerCodePrices,
  };

  await app.register(cookie);
  await app.register(compressionPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(inputTextPlugin);
  await app.register(requestContextPlugin, { geoip: ctx.geoip });
  await app.register(drainingPlugin);
  await app.register(securityPlugin, { config });
  await app.register(rateLimitPlugin, { config });
  await app.register(authSessionPlugin, { sessions: ctx.sessions });
  await app.register(uploadsPlugin, { storage: ctx.storage });
  await app.register(storedAnswersPlugin, { database, config });
  // The embedded PayU-compatible sandbox the default provider talks to (never in production unless SANDBOX_PAYMENTS).
  if (config.PAYMENT_PROVIDER === 'sandbox')
    await app.register(paymentsSandboxPlugin, { config, db: ctx.db });

  // Feature modules (one line each).
  await app.register(healthRoutes, { ctx });
  await app.register(authRoutes, { ctx });
  await app.register(usersRoutes, { ctx });
  await app.register(bansAdminRoutes, { ctx });
  await app.register(dataExportRoutes, { ctx });
  await app.register(peopleRoutes, { ctx });
  await app.register(appConfigRoutes, { ctx });
  await app.register(pagesRoutes, { ctx });
  await app.register(catalogRoutes, { ctx });
  await app.register(accessRoutes, { ctx, items: createCatalogAccessItems(ctx) });
  await app.register(searchRoutes, { ctx });
  await app.register(mailingRoutes, { ctx });
  await app.register(hostedVideoRoutes, { ctx });
  await app.register(notificationsRoutes, { ctx });
  await app.register(ordersRoutes, { ctx });
  await app.register(orderNotificationsRoutes, { ctx });
  await app.register(paymentsRoutes, { ctx });
  await app.register(codeOrdersRoutes, { ctx });
  await app.register(groupTicketsRoutes, { ctx });
  await app.register(invoicesRoutes, { ctx });
  await app.register(statisticsRoutes, { ctx });
  await app.register(giftsRoutes, { ctx });
  await app.register(codesAdminRoutes, { ctx });
  await app.register(userCodesRoutes, { ctx, items: createCatalogAccessItems(ctx) });

  if (options.serveWeb !== false) await app.register(webStaticPlugin, { config });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // Only page routes fall back to index.html; a missing asset or API path is a real 404 (a stale
    // chunk answered with HTML would fail in the browser with a confusing MIME error).
    const isFile = /\.[a-z0-9]{1,8}$/i.test(path);
    const wantsPage =
      request.method === 'GET' &&
      !isFile &&
      !path.startsWith('/api/') &&
      !path.startsWith('/external_api/') &&
      !path.startsWith('/uploads/');
    if (wantsPage && app.spaFallback) return reply.type('text/html').sendFile('index.html');
    return reply.status(404).send({ statusCode: 404, message: translate(request.lang, 'error.not_found') });
  });

  return { app, ctx };
};
