import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { translate } from '@scena/shared';
import { access } from '@scena/shared/http/endpoint';
import { STORED_NAME_PATTERN, UPLOADS_PREFIX, contentTypeOf, type FileStorage } from './types';

/**
 * GET /uploads/<name>: stored images with their real content type, `nosniff`, and a long cache
 * (names are random and never reused). Only server-chosen names are ever looked up.
 */
export const uploadsPlugin = fp(async (app: FastifyInstance, options: { storage: FileStorage }) => {
  app.get(`${UPLOADS_PREFIX}:name`, { config: { access: access.public('stored images') } }, async (request, reply) => {
    const { name } = request.params as { name: string };
    const type = STORED_NAME_PATTERN.test(name) ? contentTypeOf(name) : null;
    const file = type ? await options.storage.open(name) : null;
    if (!file || !type) return reply.status(404).send({ statusCode: 404, message: translate(request.lang, 'error.not_found') });
    return reply
      .header('content-type', type)
      .header('content-length', file.size)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('cross-origin-resource-policy', 'same-origin')
      .send(file.stream);
  });
});
