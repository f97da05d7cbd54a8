import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The zod-typed Fastify instance modules register routes on. */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** The spec writes creates with a trailing slash (POST /api/videos/); accept both spellings. */
export const bothSlashes = (path: string): string[] => [path]; // ignoreTrailingSlash: to be removed with the endpoint descriptors
