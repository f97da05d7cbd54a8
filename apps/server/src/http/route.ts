import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EndpointBody, EndpointDef, EndpointParams, EndpointQuery, EndpointResponse } from '@scena/shared/http/endpoint';
import { guardFor } from './access';

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
}

/**
 * Registers a route from its shared endpoint descriptor: method, path, schemas (params, query, JSON
 * body, the 200 response) and the guard built from the declared access. The one way to add a route:
 *
 *   route(app, usersEndpoints.get, async (request) => users.get(request.params.id));
 */
export function route<E extends EndpointDef>(app: FastifyInstance, endpoint: E, handler: EndpointHandler<E>): void;
export function route<E extends EndpointDef>(app: FastifyInstance, endpoint: E, options: EndpointRouteOptions, handler: EndpointHandler<E>): void;
export function route<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  optionsOrHandler: EndpointRouteOptions | EndpointHandler<E>,
  maybeHandler?: EndpointHandler<E>,
): void {
  const options = typeof optionsOrHandler === 'function' ? {} : optionsOrHandler;
  const handler = (typeof optionsOrHandler === 'function' ? optionsOrHandler : maybeHandler)!;
  const guard = guardFor(app, endpoint.access);
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
    config: { ...options.config, access: endpoint.access },
    handler: endpoint.status
      ? async (request, reply) => {
          reply.code(endpoint.status!);
          return handler(request as never, reply);
        }
      : (handler as never),
  });
}
