import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { createLru } from './lru';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The content codings stored answers are kept in (brotli for browsers, gzip for everyone else). */
export type Encoding = 'br' | 'gzip';

/** Smaller answers go out as they are (the same threshold as plugins/compression.ts). */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * Compresses an answer that is made once and sent many times (off the event loop, on zlib's
 * threads): a little more effort than the per-request compressor, since the result is reused.
 */
export const compressStored = (body: Buffer | string, encoding: Encoding): Promise<Buffer> => {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  return encoding === 'br'
    ? brotli(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : gzip(bytes, { level: 6 });
};

/** How much a client wants each coding (its q-value; 0: not at all). */
export type Accepted = Readonly<Record<Encoding, number>>;

const NOTHING: Accepted = { br: 0, gzip: 0 };

const parse = (header: string): Accepted => {
  const named: Partial<Record<string, number>> = {};
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = q ? Number(q.slice(2)) : 1;
    if (name) named[name.trim()] = Number.isFinite(quality) ? quality : 0;
  }
  // `*` stands for every coding the header does not name (RFC 9110 §12.5.3).
  const star = named['*'] ?? 0;
  return { br: named.br ?? star, gzip: named.gzip ?? star };
};

/** Browsers send the same few headers: each is parsed once. */
const parsed = createLru<Accepted>({ maxEntries: 256 });

/**
 * The one encoding negotiator: what an Accept-Encoding header accepts, by q-value. Parsed here
 * rather than with @fastify/accept-negotiator: for `br;q=0, *` that library answers `br`, a coding
 * the client refused (encoding.test.ts holds the cases). Every stored
 * answer (public answers, signed-in lists) chooses its coding through it.
 */
export const accepted = (header: string | string[] | undefined): Accepted => {
  if (typeof header !== 'string' || header === '') return NOTHING;
  let value = parsed.get(header);
  if (!value) parsed.set(header, (value = parse(header)));
  return value;
};

/** The coding to send: the highest q-value, brotli on a tie; null: send as it is. */
export const preferredEncoding = (codings: Accepted): Encoding | null => {
  let best: Encoding | null = null;
  for (const coding of ['br', 'gzip'] as const)
    if (codings[coding] > 0 && (best === null || codings[coding] > codings[best])) best = coding;
  return best;
};

/** The coding for a whole answer of `bytes` (none below COMPRESS_FROM_BYTES). */
export const pickEncoding = (codings: Accepted, bytes: number): Encoding | null =>
  bytes < COMPRESS_FROM_BYTES ? null : preferredEncoding(codings);
