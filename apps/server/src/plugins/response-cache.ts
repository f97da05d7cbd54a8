import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import {
  createResponseCache,
  publicDataVersionReader,
  VERSION_READ_GAP_MS,
  type ResponseCache,
} from '../http/response-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared public answers (routes registered with `route(…, { cache: true }, …)`). */
    responseCache: ResponseCache;
  }
}

/**
 * The cache of public answers, one per app instance. Instances on one database stay in step
 * through the public data version row, which every write to public data moves (migration 0001).
 */
export const responseCachePlugin = fp(async (app: FastifyInstance, options: { database: Database }) => {
  const { db, kind } = options.database;
  const readVersion = publicDataVersionReader(db, {
    minGapMs: kind === 'postgres' ? VERSION_READ_GAP_MS : 0,
  });
  app.decorate('responseCache', createResponseCache(readVersion));
});
