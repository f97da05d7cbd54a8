import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StoredAnswer } from './answer-store';
import { accepted, pickEncoding, type Accepted, type Encoding } from './encoding';
import { matchesEtag } from './etag';
import {
  PERSONAL_CACHE_CONTROL,
  PERSONAL_VARY,
  SHARED_VARY,
  sharedCacheControl,
  cdnCacheControl,
  type SharedLifetime,
} from './shared-cache';

/** The representation chosen for a client: a coding and its bytes, or the text as it is (coding null). */
export interface Representation {
  encoding: Encoding | null;
  body: Buffer | string;
}

/**
 * The one way stored bytes are sent: the entity tag and caching headers, 304 when If-None-Match
 * names the tag, else the representation `choose` picks for what the client accepts (encoding.ts).
 * `shared`: a guest's answer a shared cache may keep that long (shared-cache.ts, the one rule);
 * null: a signed-in caller's, private. Browsers revalidate either on every use (a write may change
 * an answer any time).
 * A representation sent without a coding may still be compressed per request by
 * plugins/compression.ts (a signed-in list with cards of the viewer's own: send-personal.ts).
 */
export const sendStored = async (
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
  choose: (codings: Accepted) => Representation | Promise<Representation>,
  shared: SharedLifetime | null = null,
) => {
  reply
    .header('etag', etag)
    .header('cache-control', shared ? sharedCacheControl(shared) : PERSONAL_CACHE_CONTROL)
    .header('vary', shared ? SHARED_VARY : PERSONAL_VARY);
  if (shared) reply.header('cdn-cache-control', cdnCacheControl(shared));
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const { encoding, body } = await choose(accepted(request.headers['accept-encoding']));
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
};

/** A whole stored answer: its best kept coding for the client, or its bytes as they are. */
export const wholeAnswer =
  (answer: StoredAnswer) =>
  async (codings: Accepted): Promise<Representation> => {
    const encoding = pickEncoding(codings, answer.body.length);
    return encoding
      ? { encoding, body: await answer.encoded(encoding) }
      : { encoding: null, body: answer.body };
  };

/** Sends a whole stored answer as an API answer (`shared`: as sendStored). */
export const sendWhole = (
  request: FastifyRequest,
  reply: FastifyReply,
  answer: StoredAnswer,
  shared: SharedLifetime | null = null,
) => sendStored(request, reply, answer.etag, wholeAnswer(answer), shared);
