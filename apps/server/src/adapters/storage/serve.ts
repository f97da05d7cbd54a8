import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { translate } from '@scena/shared';
import { access } from '@scena/shared/http/endpoint';
import { isImageWidth } from '@scena/shared/images';
import { STORED_NAME_PATTERN, UPLOADS_PREFIX, contentTypeOf, type FileStorage } from './types';
import { openVariant } from './variants';

/**
 * GET /uploads/<name>: stored images with their real content type, `nosniff`, and a long cache
 * (names are random and never reused). Only server-chosen names are ever looked up. Local disk and
 * S3 alike stream through here, so addresses and headers do not depend on the backend; only a
 * storage with a public address (S3_PUBLIC_URL) redirects.
 * `?w=480|800|1200|1600` asks for a narrower copy (variants.ts, for srcset), made once and kept; any
 * other width gets the original.
 */
export const uploadsPlugin = fp(async (app: FastifyInstance, options: { storage: FileStorage }) => {
  app.get(
    `${UPLOADS_PREFIX}:name`,
    { config: { access: access.public('stored images') } },
    async (request, reply) => {
      const { name: original } = request.params as { name: string };
      const { w } = request.query as { w?: string };
      const type = STORED_NAME_PATTERN.test(original) ? contentTypeOf(original) : null;
      const width = Number(w);
      const variant =
        type && isImageWidth(width) ? await openVariant(options.storage, original, width) : null;
      const name = variant?.name ?? original;
      const elsewhere = type ? options.storage.publicUrlOf?.(name) : undefined;
      if (elsewhere) {
        variant?.file.stream.destroy();
        return reply.redirect(elsewhere, 302);
      }
      const file = variant?.file ?? (type ? await options.storage.open(name) : null);
      if (!file || !type)
        return reply
          .status(404)
          .send({ statusCode: 404, message: translate(request.lang, 'error.not_found') });
      return reply
        .header('content-type', type)
        .header('content-length', file.size)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('cross-origin-resource-policy', 'same-origin')
        .send(file.stream);
    },
  );
});
