import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {
  EndpointBody,
  EndpointDef,
  EndpointParams,
  EndpointQuery,
  EndpointResponse,
} from '@scena/shared/http/endpoint';
import { guardFor } from './access';
import { cachedHandler } from './stored-answers/cached-route';
import type { Personalize } from './stored-answers/personalize';

/** The request a handler sees: params, query and body already parsed by the endpoint's schemas. */
export type EndpointRequest<E extends EndpointDef> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
};

export type EndpointHandler<E extends EndpointDef> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointResponse<E>> | EndpointResponse<E>;

export interface EndpointRouteOptions {
  /** Route config beside the access declaration, e.g. `limit(config, 5, '1 minute')`. */
  config?: Record<string, unknown>;
  /**
   * Public GET only: the serialised answer is shared by every guest, and by every signed-in
   * non-admin, per language and validated params and query, until the next write to public data
   * (http/stored-answers). Only for handlers whose answer depends on nothing else: an answer
   * that differs per user (purchases, the user's own data) must not set it. Administrators are
   * never served from the cache nor fill it. `'guests'`: shared among guests only (an answer that
   * carries the signed-in viewer's access: catalogue items).
   */
  cache?: boolean | 'guests';
  /**
   * With `cache: 'guests'`: a signed-in non-admin's list made of shared cards and the viewer's own
   * (stored-answers/personalize.ts).
   */
  personalize?: Personalize;
}

/**
 * Registers a route from its shared endpoint descriptor: method, path, schemas (params, query, JSON
 * body, the 200 response) and the guard built from the declared access. The one way to add a route:
 *
 *   route(app, usersEndpoints.get, async (request) => users.get(request.params.id));
 */
export function route<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
): void;
export function route<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  options: EndpointRouteOptions,
  handler: EndpointHandler<E>,
): void;
export function route<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  optionsOrHandler: EndpointRouteOptions | EndpointHandler<E>,
  maybeHandler?: EndpointHandler<E>,
): void {
  const options: EndpointRouteOptions = typeof optionsOrHandler === 'function' ? {} : optionsOrHandler;
  const handler = (typeof optionsOrHandler === 'function' ? optionsOrHandler : maybeHandler)!;
  const guard = guardFor(app, endpoint.access);
  if (
    options.cache &&
    (endpoint.method !== 'GET' || endpoint.access.kind !== 'public' || (endpoint.status ?? 200) !== 200)
  ) {
    throw new Error(
      `${endpoint.method} ${endpoint.path}: only public GET routes answering 200 may be cached`,
    );
  }
  if (options.personalize && options.cache !== 'guests')
    throw new Error(`${endpoint.path}: personalize goes with cache: 'guests' (guests share the answer)`);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      // A multipart body is read and validated by the form helper inside the handler.
      ...(endpoint.body && !endpoint.multipart ? { body: endpoint.body } : {}),
      response: { [endpoint.status ?? 200]: endpoint.response },
    },
    ...(guard ? { onRequest: guard } : {}),
    config: { ...options.config, access: endpoint.access, ...(options.cache ? { publicCache: true } : {}) },
    handler: options.cache
      ? cachedHandler(
          app,
          endpoint.path,
          handler as never,
          options.cache === 'guests' ? 'guests' : true,
          options.personalize,
        )
      : endpoint.status
        ? async (request, reply) => {
            reply.code(endpoint.status!);
            return handler(request as never, reply);
          }
        : (handler as never),
  });
}
