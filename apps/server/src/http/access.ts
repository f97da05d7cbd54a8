import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import { AppError, isAdminRole } from '@scena/shared';
import type { Access } from '@scena/shared/http/endpoint';
import { sessionFailureError } from '../plugins/auth-session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (from its endpoint descriptor). Every route must have one. */
    access?: Access;
    /** Answers come from the shared response cache (route option `cache`). */
    publicCache?: boolean;
    /**
     * The route speaks another service's protocol (the payment sandbox's PayU API and checkout
     * page): its refusals are that protocol's, not our {statusCode, message} body. The cross-cutting
     * tests still check its declared access and that it never answers 5xx.
     */
    foreignProtocol?: string;
  }
  interface FastifyInstance {
    /** Resolvers of `access.ownerOf(lookup)`: the owner's user id of the resource in the path, or null. */
    ownerLookups: Map<string, OwnerLookup>;
  }
}

/** Finds the user id that owns the resource named by a path parameter (null: no such resource). */
export type OwnerLookup = (value: string, request: FastifyRequest) => Promise<number | null>;

const requireSignedIn = (request: FastifyRequest) => {
  if (!request.user) throw sessionFailureError(request.authFailure);
  return request.user;
};

/**
 * The onRequest guard for a declaration. It runs before the body is read or validated, so a caller
 * who may not use a route never learns its validation rules (and cannot upload to it).
 */
export const guardFor = (app: FastifyInstance, access: Access): onRequestAsyncHookHandler | undefined => {
  switch (access.kind) {
    case 'public':
      return undefined;
    case 'user':
      return async (request) => void requireSignedIn(request);
    case 'admin':
      return async (request) => {
        if (!isAdminRole(requireSignedIn(request).role)) throw new AppError('FORBIDDEN', 'error.forbidden');
      };
    case 'owner':
      return async (request) => {
        const user = requireSignedIn(request);
        if (isAdminRole(user.role)) return;
        const value = (request.params as Record<string, string | undefined>)[access.param] ?? '';
        let ownerId: number | null;
        if (access.lookup) {
          const lookup = app.ownerLookups.get(access.lookup);
          if (!lookup) throw new Error(`no owner lookup "${access.lookup}" is registered`);
          ownerId = await lookup(value, request);
        } else {
          ownerId = /^\d{1,15}$/.test(value) ? Number(value) : null;
        }
        // Someone else's resource and a missing one look the same to a non-admin (no probing of ids):
        // both 403, or both 404 for a route that hides its resources from everyone else.
        if (ownerId !== user.id)
          throw access.lookup && access.hidden
            ? new AppError('NOT_FOUND', 'error.not_found')
            : new AppError('FORBIDDEN', 'error.forbidden');
      };
  }
};

/**
 * Every route must declare its access: routes are collected as they are added and checked when the
 * app is ready, so an undeclared route stops the server (and every test) from starting.
 * Plugins that add routes we do not write (static files) declare them with `declareScopeAccess`.
 */
export const accessDeclarationCheck = (app: FastifyInstance): void => {
  app.decorate('ownerLookups', new Map<string, OwnerLookup>());
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void routes.push(route));
  app.addHook('onReady', async () => {
    const undeclared = routes
      .filter((route) => !route.config?.access)
      .map((route) => `${[route.method].flat().join(',')} ${route.url}`);
    if (undeclared.length > 0)
      throw new Error(`routes without an access declaration: ${[...new Set(undeclared)].join('; ')}`);
  });
};

/**
 * Declares the access of the routes a third-party plugin adds while `register` runs (they take no
 * route config of ours), e.g. @fastify/static's file routes. Routes added before or after keep theirs.
 */
export const declareAccessWhile = async (
  app: FastifyInstance,
  access: Access,
  register: () => Promise<unknown>,
): Promise<void> => {
  let active = true;
  app.addHook('onRoute', (route) => {
    if (active && !route.config?.access) route.config = { ...route.config, access };
  });
  try {
    await register();
  } finally {
    active = false;
  }
};
