import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAdminRole } from '@scena/shared';
import { matchesEtag, pickEncoding } from './response-cache';

/** Everything the answer's representation may differ by (language, viewer class, encoding). */
const VARY = 'Accept-Encoding, Accept-Language, Cookie, X-Lang, X-Auth-Token';

/**
 * Which shared answer a caller gets. Guests and signed-in viewers are kept apart: routes whose
 * answer carries the viewer's own access (catalogue items: `cache: 'guests'`) share answers among
 * guests only, and signed-in viewers get theirs made for them.
 */
const viewerClass = (request: FastifyRequest): 'guest' | 'viewer' | 'admin' =>
  !request.user ? 'guest' : isAdminRole(request.user.role) ? 'admin' : 'viewer';

/**
 * A handler answered from the app's response cache (route option `cache`). The key holds the
 * route, the viewer class, the language and the *validated* params and query (unknown query
 * fields are already stripped, so `?x=1`, `?x=2` … share one entry). The answer is serialised by
 * the route's own compiled serializer (extra fields stripped as on any route) once per version of
 * the public data; requests then get the stored bytes, compressed once per encoding, with an ETag,
 * and a matching If-None-Match gets 304. Administrators run the handler every time: their answers
 * carry what is sold and unpublished items, so they are never stored.
 */
export const cachedHandler =
  (
    app: FastifyInstance,
    path: string,
    handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
    guestsOnly = false,
  ) =>
  async (request: FastifyRequest, reply: FastifyReply) => {
    const viewer = viewerClass(request);
    if (viewer === 'admin' || (guestsOnly && viewer !== 'guest')) return handler(request, reply);
    const key = `${path}\u0000${viewer}\u0000${request.lang}\u0000${JSON.stringify(request.params ?? null)}\u0000${JSON.stringify(request.query ?? null)}`;
    const answer = await app.responseCache.answer(
      key,
      async () => reply.serialize(await handler(request, reply)) as string,
    );
    reply.header('etag', answer.etag).header('cache-control', 'private, no-cache').header('vary', VARY);
    if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    const encoding = pickEncoding(request.headers['accept-encoding'], answer.body.length);
    if (!encoding) return reply.send(answer.body);
    return reply.header('content-encoding', encoding).send(await answer.encoded(encoding));
  };
