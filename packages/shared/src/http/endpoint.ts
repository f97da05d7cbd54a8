import type { $ZodType, input, output } from 'zod/v4/core';

/**
 * One description per API endpoint (method, path, who may call it, params, query, body, response).
 * The server registers its route from it (schemas, guard) and the web client calls it with typed
 * input and output, so a path, a field or a permission is written once. This module holds no zod
 * at run time (type imports only): a module can import it, or a route (`Route` below), without zod.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint. The server builds the route's guard from this, and the permission
 * matrix test calls every route as guest, viewer, other viewer, owner and admin and checks the
 * answer against it.
 * - public: anyone, signed in or not (`why` is shown in the permission table);
 * - user: any signed-in account;
 * - owner: the signed-in user the resource belongs to, or an administrator. `param` names the
 *   path parameter holding the owner's user id; `lookup` names a server-side resolver that finds
 *   the owner of the resource in the path (orders, invoices: registered in the server's access map);
 *   `hidden`: anyone else gets 404, as if the resource did not exist (a signed-in viewer's 403 is a
 *   sign-out in the web client, spec 1 §9, and a status link opened by someone else is no attack);
 * - admin: administrators only.
 */
export type Access =
  | { readonly kind: 'public'; readonly why: string }
  | { readonly kind: 'user' }
  | { readonly kind: 'owner'; readonly param: string; readonly lookup?: undefined }
  | { readonly kind: 'owner'; readonly lookup: string; readonly param: string; readonly hidden?: boolean }
  | { readonly kind: 'admin' };

export const access = {
  public: (why: string): Access => ({ kind: 'public', why }),
  user: { kind: 'user' } as Access,
  admin: { kind: 'admin' } as Access,
  /** The path parameter `param` is the owner's user id (e.g. /api/users/:id). */
  ownerById: (param = 'id'): Access => ({ kind: 'owner', param }),
  /** The owner of the resource whose id is in `param`, found by the server's `lookup` resolver. */
  ownerOf: (lookup: string, param = 'id', options: { hidden?: boolean } = {}): Access =>
    options.hidden ? { kind: 'owner', lookup, param, hidden: true } : { kind: 'owner', lookup, param },
};

type Schema = $ZodType;

export interface EndpointDef {
  readonly method: HttpMethod;
  /** Fastify-style path: `/api/users/:id`. A trailing slash is not significant. */
  readonly path: string;
  readonly access: Access;
  readonly params?: Schema;
  readonly query?: Schema;
  /** JSON body, or (with `multipart`) the fields of a multipart form, validated on the server. */
  readonly body?: Schema;
  /** multipart/form-data (files): the web sends FormData, the server reads it with its form helper. */
  readonly multipart?: boolean;
  /** The success answer. Extra fields are stripped by the server's serializer. */
  readonly response: Schema;
  /** The success status when it is not 200 (sign-up answers 201). */
  readonly status?: 200 | 201;
}

/** Keeps the literal types of a descriptor (the `satisfies` without the ceremony). */
export const defineEndpoint = <const E extends EndpointDef>(endpoint: E): E => endpoint;

/**
 * An endpoint's method and path alone, in a module without schemas (`<f>.routes.ts`): what the web
 * needs at run time to call it. The descriptor is built from it (`defineEndpoint({ ...route, … })`),
 * so the path is still written once; a page's first load imports the route and only the TYPE of the
 * descriptor, and so loads no zod (ARCHITECTURE rule 7).
 */
export type Route = Pick<EndpointDef, 'method' | 'path'>;
/** The route of descriptor E: its method and path, literal types included (another endpoint's route does not fit). */
export type RouteOf<E extends Route> = { readonly method: E['method']; readonly path: E['path'] };

type In<S> = S extends $ZodType ? input<S> : undefined;
type Out<S> = S extends $ZodType ? output<S> : undefined;

/** What a caller sends: path params, query string and body, each present when the endpoint has it. */
export type EndpointInput<E extends EndpointDef> = (E['params'] extends Schema
  ? { params: In<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends Schema ? { query?: In<E['query']> } : { query?: undefined }) &
  (E['multipart'] extends true
    ? { body: FormData }
    : E['body'] extends Schema
      ? { body: In<E['body']> }
      : { body?: undefined });
/** What the server answers with 200. */
export type EndpointResponse<E extends EndpointDef> = Out<E['response']>;
/** What the server's handler sees after validation. */
export type EndpointParams<E extends EndpointDef> = Out<E['params']>;
export type EndpointQuery<E extends EndpointDef> = Out<E['query']>;
export type EndpointBody<E extends EndpointDef> = Out<E['body']>;

/** Fills `:name` segments with URL-encoded values: `/api/users/:id` + {id: 7} → `/api/users/7`. */
export const buildPath = (path: string, params?: Record<string, unknown>): string =>
  path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null)
      throw new Error(`buildPath: missing parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });

/** "METHOD /path" (the permission table's key). */
export const endpointKey = (endpoint: Pick<EndpointDef, 'method' | 'path'>): string =>
  `${endpoint.method} ${endpoint.path}`;
