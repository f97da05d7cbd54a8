import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAdminRole } from '@scena/shared';
import type { Personalize } from './personalize';
import { sendWhole } from './send-stored';
import { carriesCredentials, sharedLifetime } from './shared-cache';

/**
 * Which shared answer a caller gets. Guests and signed-in viewers are kept apart: routes whose
 * answer carries the viewer's own access (catalogue items: `cache: 'guests'`) share answers among
 * guests only, and signed-in viewers get theirs made for them.
 */
const viewerClass = (request: FastifyRequest): 'guest' | 'viewer' | 'admin' =>
  !request.user ? 'guest' : isAdminRole(request.user.role) ? 'admin' : 'viewer';

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * A handler answered from the app's answer store (route option `cache`). The key holds the
 * route, the viewer class, the language and the *validated* params and query (unknown query
 * fields are already stripped, so `?x=1`, `?x=2` … share one entry). The answer is serialised by
 * the route's own compiled serializer (extra fields stripped as on any route) once per version of
 * the public data; requests then get the stored bytes (sendStored). Administrators run the handler
 * every time: their answers carry what is sold and unpublished items, so they are never stored.
 * With `cache: 'guests'`, a signed-in viewer's answer on a route with `personalize` is made of
 * shared parts and their own cards (personalize.ts); without it, theirs runs the handler.
 * Only a guest's answer to a request without credentials may be kept by shared caches
 * (shared-cache.ts); every other answer from here is private.
 */
export const cachedHandler = (
  app: FastifyInstance,
  path: string,
  handler: Handler,
  cache: true | 'guests',
  personalized?: Personalize,
): Handler => {
  // SPEED_OFF=list-overlay: a signed-in viewer's list is made per request, as an administrator's is.
  const answerPersonal = personalized && !app.storedAnswers.off.has('list-overlay') ? personalized : null;
  const personal = answerPersonal?.start(app);
  const lifetime = sharedLifetime(path);
  // An answer made for this request only (an administrator's, a viewer's without personalize):
  // never kept anywhere, /external_api/* included (plugins/security.ts covers /api only).
  const unstored = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    return handler(request, reply);
  };
  return async (request, reply) => {
    const viewer = viewerClass(request);
    if (viewer === 'admin') return unstored(request, reply);
    if (viewer === 'viewer' && cache === 'guests')
      return personal
        ? personal(request, reply, (request.query ?? {}) as Record<string, unknown>)
        : unstored(request, reply);
    const input = `${JSON.stringify(request.params ?? null)}\u0000${JSON.stringify(request.query ?? null)}`;
    const key = `${path}\u0000${viewer}\u0000${request.lang}\u0000${input}`;
    const answer = await app.storedAnswers.store.answer(
      key,
      async () => reply.serialize(await handler(request, reply)) as string,
    );
    return sendWhole(
      request,
      reply,
      answer,
      viewer === 'guest' && !carriesCredentials(request) ? lifetime : null,
    );
  };
};
