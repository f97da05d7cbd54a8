import type { FastifyInstance } from 'fastify';

/**
 * Inside the calling plugin only: a JSON request with an empty body counts as no body. The spec's
 * calls with "empty body" (accept-tos, logout, DELETE) are often sent by HTTP clients with
 * `content-type: application/json` and nothing after it, which Fastify refuses by default.
 * Non-empty bodies go to Fastify's own parser (with its prototype-poisoning protection).
 */
export const tolerateEmptyJson = (app: FastifyInstance): void => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
};
