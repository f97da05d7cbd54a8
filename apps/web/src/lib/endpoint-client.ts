import {
  buildPath,
  type EndpointDef,
  type EndpointInput,
  type EndpointResponse,
  type RouteOf,
} from '@scena/shared/http/endpoint';
import { api } from './api';

type QueryValue = string | number | boolean | undefined | null;

/** Input is optional for endpoints that take no params and no body. */
type CallArgs<E extends EndpointDef> =
  object extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: { signal?: AbortSignal }]
    : [input: EndpointInput<E>, options?: { signal?: AbortSignal }];

/**
 * Calls an endpoint described in @scena/shared: the path is built from its params, the query and
 * body are the contract's types, and the answer is typed by its response schema. Every web API
 * call goes through here (no URL is typed by hand), on top of `api()` and its session and error
 * handling. The answer is not re-validated in the browser: the server's serializer already holds
 * it to the schema, and the viewer bundle stays free of schema code it does not need.
 *
 * It takes the descriptor, or (on a page's first load) only its zod-free route with the
 * descriptor's type: `call<typeof eventEndpoints.publicList>(eventRoutes.publicList)`, where
 * `eventEndpoints` is imported as a type, so the page loads no schema. A route of another endpoint
 * does not type-check (method and path are literal types), and a route without the type argument
 * does not either (E would be the bare EndpointDef).
 */
export const call = <E extends EndpointDef>(
  endpoint: EndpointDef extends E ? never : E | RouteOf<E>,
  ...[input, options]: CallArgs<E>
): Promise<EndpointResponse<E>> => {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, QueryValue>;
    body?: unknown;
  };
  return api<EndpointResponse<E>>(buildPath(endpoint.path, params), {
    method: endpoint.method,
    ...(query ? { query } : {}),
    ...(body !== undefined
      ? { body }
      : endpoint.method === 'POST' || endpoint.method === 'PUT'
        ? { body: {} }
        : {}),
    ...(options?.signal ? { signal: options.signal } : {}),
  });
};
