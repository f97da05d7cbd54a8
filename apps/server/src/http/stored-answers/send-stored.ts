import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StoredAnswer } from './answer-store';
import { accepted, pickEncoding, type Accepted, type Encoding } from './encoding';
import { matchesEtag } from './etag';

/**
 * Everything a stored API answer may differ by: the coding, the language (Accept-Language, X-Lang)
 * and the viewer class or viewer (the session cookie or token). One value for every stored answer,
 * so a shared cache in front of us never hands one viewer's or language's answer to another.
 */
export const ANSWER_VARY = 'Accept-Encoding, Accept-Language, Cookie, X-Lang, X-Auth-Token';

/** The representation chosen for a client: a coding and its bytes, or the text as it is (coding null). */
export interface Representation {
  encoding: Encoding | null;
  body: Buffer | string;
}

/**
 * The one way stored bytes are sent: the entity tag and caching headers (revalidated on every use:
 * a write may change an answer any time), 304 when If-None-Match names the tag, else the
 * representation `choose` picks for what the client accepts (encoding.ts).
 * A representation sent without a coding may still be compressed per request by
 * plugins/compression.ts (a signed-in list with cards of the viewer's own: send-personal.ts).
 */
export const sendStored = async (
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
  choose: (codings: Accepted) => Representation | Promise<Representation>,
) => {
  reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', ANSWER_VARY);
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

/** Sends a whole stored answer as an API answer. */
export const sendWhole = (request: FastifyRequest, reply: FastifyReply, answer: StoredAnswer) =>
  sendStored(request, reply, answer.etag, wholeAnswer(answer));
