import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  acceptedEncodings,
  COMPRESS_FROM_BYTES,
  compressStored,
  matchesEtag,
  pickEncoding,
} from '../../http/response-cache';
import { createByteLru } from '../../http/byte-lru';
import { gzipPiece, joinGzipPieces, type GzipPiece } from '../../http/spliced-gzip';

/** Cards per gzip piece: ~30 KB of JSON, ~0.5 ms to compress again when one of them is the viewer's own. */
const PIECE_CARDS = 32;
const VARY = 'Accept-Encoding, Accept-Language, Cookie, X-Lang, X-Auth-Token';

/**
 * A list as every viewer of one profile gets it (viewer-cards.ts): each card's JSON, the whole
 * body, and its encodings made once: brotli and gzip of the whole (sent when no card of the
 * viewer's own differs), and gzip pieces of PIECE_CARDS cards each, reused when some differ.
 */
export interface ProfileAnswer {
  /** Unique per answer made (the spliced answers' memo keys on it). */
  id: number;
  prefix: string;
  fragments: readonly string[];
  /** The live ticket counts the answer was made with (a card whose count moved is made again). */
  live: ReadonlyMap<number, number>;
  body: Buffer;
  etag: string;
  whole(encoding: 'br' | 'gzip'): Promise<Buffer>;
  piece(index: number): Promise<GzipPiece>;
}

const once = <T>(make: () => Promise<T>) => {
  let value: Promise<T> | null = null;
  return () => (value ??= make());
};

const SUFFIX = ']}';
let answers = 0;

/** The text of piece `index`: its cards (`changed` ones replaced), the list's opening or closing around them. */
const pieceText = (
  prefix: string,
  fragments: readonly string[],
  index: number,
  changed?: ReadonlyMap<number, string>,
): string => {
  const from = index * PIECE_CARDS;
  const to = Math.min(fragments.length, from + PIECE_CARDS);
  const parts: string[] = [];
  for (let position = from; position < to; position++)
    parts.push(changed?.get(position) ?? fragments[position]!);
  const last = to >= fragments.length;
  return `${index === 0 ? prefix : ','}${parts.join(',')}${last ? SUFFIX : ''}`;
};

const pieceCount = (fragments: readonly string[]) => Math.max(1, Math.ceil(fragments.length / PIECE_CARDS));

export const createProfileAnswer = (
  key: string,
  fragments: readonly string[],
  live: ReadonlyMap<number, number>,
): ProfileAnswer => {
  const prefix = `{"${key}":[`;
  const body = Buffer.from(`${prefix}${fragments.join(',')}${SUFFIX}`);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const br = once(() => compressStored(body, 'br'));
  const gz = once(() => compressStored(body, 'gzip'));
  const pieces = Array.from({ length: pieceCount(fragments) }, (_, index) =>
    once(() =>
      gzipPiece(
        pieceText(prefix, fragments, index),
        index > 0 ? pieceText(prefix, fragments, index - 1) : undefined,
      ),
    ),
  );
  return {
    id: ++answers,
    prefix,
    fragments,
    live,
    body,
    etag,
    whole: (encoding) => (encoding === 'br' ? br() : gz()),
    piece: (index) => pieces[index]!(),
  };
};

/** The ETag of the profile answer with the viewer's cards spliced in (a hash of what differs). */
const splicedTag = (profileTag: string, changed: ReadonlyMap<number, string>): string => {
  const hash = createHash('sha256').update(profileTag);
  for (const [position, fragment] of changed) hash.update(`\u0000${position}\u0000${fragment}`);
  return `"${hash.digest('base64url').slice(0, 27)}"`;
};

/** The profile answer's text with `changed` cards (position → JSON) in place of its own. */
export const splicedText = (profile: ProfileAnswer, changed: ReadonlyMap<number, string>): string =>
  Array.from({ length: pieceCount(profile.fragments) }, (_, index) =>
    pieceText(profile.prefix, profile.fragments, index, changed),
  ).join('');

/**
 * The same as gzip: the profile's pieces, those holding a changed card compressed again, and the
 * piece after each of them (its dictionary, the text before it, changed too).
 */
export const splicedGzip = async (
  profile: ProfileAnswer,
  changed: ReadonlyMap<number, string>,
): Promise<Buffer> => {
  const touched = new Set([...changed.keys()].map((position) => Math.floor(position / PIECE_CARDS)));
  const text = (index: number) => pieceText(profile.prefix, profile.fragments, index, changed);
  const pieces = await Promise.all(
    Array.from({ length: pieceCount(profile.fragments) }, (_, index) =>
      touched.has(index) || touched.has(index - 1)
        ? gzipPiece(text(index), index > 0 ? text(index - 1) : undefined)
        : profile.piece(index),
    ),
  );
  return joinGzipPieces(pieces);
};

/**
 * Spliced answers already made, by their ETag (a hash of the profile answer's body and of every
 * card spliced in) and coding: a pure function of the key, so a viewer whose cards are as on their
 * last request (and any viewer with the same cards) gets the bytes made then, also after the
 * profile answer was remade with the same body (every 5 s). Nothing here is trusted over the
 * database: the caller decides the viewer's cards from the facts read for this request, and any
 * change to them (a sale, an order, a grant, the clock) changes the ETag. Bounded by bytes, least
 * recently used first.
 */
const spliced = createByteLru(32 * 1024 * 1024);
/**
 * Brotli of the spliced answers asked at least twice (made in the background after the second
 * ask, served from the next one): the 1,000-event list is 33 KB as spliced gzip and 18 KB as
 * brotli, and a viewer holding a ticket gets the spliced answer on every visit. Not on the first
 * ask: brotli of the whole text costs ~5 ms of CPU, and while tickets sell every spliced ETag
 * changes with each sale, so an answer asked once is not worth it.
 */
const splicedBrotli = createByteLru(32 * 1024 * 1024);
const brotliOf = (text: string) => compressStored(Buffer.from(text), 'br');

/**
 * Sends the profile answer, or it with `changed` cards (position → JSON) spliced in: brotli when
 * one is kept for these cards, else gzip made of the profile's pieces and the few pieces holding a
 * changed card compressed again; a client that takes brotli only gets it made (and kept), one that
 * takes neither the plain text.
 */
export const sendProfileAnswer = async (
  request: FastifyRequest,
  reply: FastifyReply,
  profile: ProfileAnswer,
  changed: ReadonlyMap<number, string>,
) => {
  const etag = changed.size === 0 ? profile.etag : splicedTag(profile.etag, changed);
  reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', VARY);
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const accepted = request.headers['accept-encoding'];
  if (changed.size === 0) {
    const encoding = pickEncoding(accepted, profile.body.length);
    if (!encoding) return reply.send(profile.body);
    return reply.header('content-encoding', encoding).send(await profile.whole(encoding));
  }
  const codings = acceptedEncodings(accepted);
  const takesBrotli = codings.has('br');
  const takesGzip = codings.has('gzip') || codings.has('*');
  const keptBrotli = takesBrotli ? splicedBrotli.ready(etag) : undefined;
  if (keptBrotli) return reply.header('content-encoding', 'br').send(keptBrotli);
  if (takesGzip) {
    const askedBefore = spliced.has(etag);
    const body = await spliced.get(etag, () => splicedGzip(profile, changed));
    if (askedBefore && takesBrotli)
      void splicedBrotli.get(etag, () => brotliOf(splicedText(profile, changed))).catch(() => undefined);
    return reply.header('content-encoding', 'gzip').send(body);
  }
  const text = splicedText(profile, changed);
  if (takesBrotli && Buffer.byteLength(text) >= COMPRESS_FROM_BYTES)
    return reply.header('content-encoding', 'br').send(await splicedBrotli.get(etag, () => brotliOf(text)));
  return reply.send(text);
};
