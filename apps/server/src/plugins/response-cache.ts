import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { createResponseCache, publicDataVersionReader, type ResponseCache } from '../http/response-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared public answers (routes registered with `route(…, { cache: true }, …)`). */
    responseCache: ResponseCache;
    /** The public data version, read once per turn of the event loop for all callers (response-cache.ts). */
    publicDataVersion: () => Promise<number>;
  }
}

/**
 * The cache of public answers, one per app instance. Instances on one database stay in step
 * through the public data version row, which every write to public data moves (migration 0001).
 */
export const responseCachePlugin = fp(async (app: FastifyInstance, options: { db: Db }) => {
  const readVersion = publicDataVersionReader(options.db);
  app.decorate('publicDataVersion', readVersion);
  app.decorate('responseCache', createResponseCache(readVersion));
});
