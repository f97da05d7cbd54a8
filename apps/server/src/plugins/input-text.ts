import { pipeline, Transform } from 'node:stream';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, assertSafeText, findUnsafeText } from '@scena/shared';

/**
 * The one input-text rule (packages/shared/src/validation/text-safety.ts), applied once for the
 * whole API before any route schema or query runs:
 * - JSON and text bodies must be valid UTF-8 (Node would silently turn bad bytes into U+FFFD):
 *   400 error.invalid_encoding;
 * - no string (or key) in the body or the query string may hold a C0 control character other
 *   than tab and line breaks, or a lone surrogate: 400 with formError for that field;
 * - a path parameter holding one names no resource: 404, as for any unparseable path parameter.
 * Multipart text fields get the same check in readValidatedForm (adapters/storage/multipart.ts).
 */
/** Bodies read as text: JSON and text/*; multipart (binary files) is checked per text field instead. */
const TEXT_BODY = /^\s*(application\/json|text\/)/i;

export const inputTextPlugin = fp(async (app: FastifyInstance) => {
  // Checked on the stream, whichever parser a scope uses (the users module has its own JSON one).
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (!TEXT_BODY.test(request.headers['content-type'] ?? '')) return payload;
    const decoder = new TextDecoder('utf-8', { fatal: true });
    const check = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        try {
          decoder.decode(chunk, { stream: true });
          callback(null, chunk);
        } catch {
          callback(new AppError('BAD_REQUEST', 'error.invalid_encoding'));
        }
      },
      flush(callback) {
        try {
          decoder.decode();
          callback();
        } catch {
          callback(new AppError('BAD_REQUEST', 'error.invalid_encoding'));
        }
      },
    });
    // pipeline passes a client abort on to the stream Fastify reads.
    return pipeline(payload, check, () => undefined);
  });

  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (findUnsafeText(request.params)) throw new AppError('NOT_FOUND', 'error.not_found');
    assertSafeText(request.query);
    assertSafeText(request.body);
  });
});
