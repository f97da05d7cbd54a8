import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { publicDataVersion } from '../db/public-data-version.table';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip';

/**
 * Compresses an answer that is made once and sent many times (off the event loop, on zlib's
 * threads): a little more effort than the per-request compressor, since the result is reused.
 */
export const compressStored = (body: Buffer, encoding: Encoding): Promise<Buffer> =>
  encoding === 'br'
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzip(body, { level: 6 });

/** Smaller answers go out as they are (the same threshold as plugins/compression.ts). */
export const COMPRESS_FROM_BYTES = 1024;

/** One serialised public answer, made at `version` of the public data. */
export interface CachedAnswer {
  version: number;
  /** Date.now() after which the answer is made again, version or not (see maxAgeMs). */
  expires: number;
  body: Buffer;
  /** A strong validator of the body (a hash, so an unchanged answer keeps it across versions). */
  etag: string;
  encoded(encoding: Encoding): Promise<Buffer>;
}

/**
 * On PostgreSQL, at most one version read starts per this many milliseconds while requests keep
 * coming. Each read is a round trip to another process: per turn of the event loop, the guests'
 * events list at 6,000 req/s cost 2,200 statements a second, and on 2 shared cores the wake-ups
 * of PostgreSQL they cause took a quarter of the throughput (bench, 2026-11-25: 6,100–6,600 req/s
 * with a read per turn, 7,360–7,730 with one per 3–4 ms, 8,000 with none at all). A request waits
 * at most this long for a read that starts after it arrived. Longer gaps cap what a client with N
 * connections gets at N per gap (10 ms: 5,200 req/s at 50 connections).
 */
export const VERSION_READ_GAP_MS = 3;

/**
 * Reads the public data version (public-data-version.table.ts). Requests that arrive while no read
 * is under way share the next one, issued on the next turn of the event loop, or, within
 * `minGapMs` of the last read's start, when that gap is over: every caller's read starts after
 * the caller arrived, so a write committed before a request is always seen, yet 50 concurrent
 * requests cost one query instead of 50. PGlite runs on this thread (no round trip): no gap.
 */
export const publicDataVersionReader = (db: Db, { minGapMs = 0 }: { minGapMs?: number } = {}) => {
  let next: Promise<number> | null = null;
  let lastStart = -Infinity;
  const query = async () => {
    const [row] = await db
      .select({ version: publicDataVersion.version })
      .from(publicDataVersion)
      .where(eq(publicDataVersion.id, 1));
    if (!row) throw new Error('public_data_version has no row (migration 0001)');
    return row.version;
  };
  const startAfterGap = (resolve: () => void) => {
    const wait = lastStart + minGapMs - performance.now();
    if (wait >= 1) setTimeout(resolve, Math.ceil(wait));
    else setImmediate(resolve);
  };
  return (): Promise<number> => {
    next ??= new Promise<void>(startAfterGap).then(() => {
      next = null;
      lastStart = performance.now();
      return query();
    });
    return next;
  };
};

const makeAnswer = (version: number, expires: number, json: string): CachedAnswer => {
  const body = Buffer.from(json);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const encodings = new Map<Encoding, Promise<Buffer>>();
  return {
    version,
    expires,
    body,
    etag,
    encoded(encoding) {
      let pending = encodings.get(encoding);
      if (!pending) {
        pending = compressStored(body, encoding);
        encodings.set(encoding, pending);
      }
      return pending;
    },
  };
};

export interface ResponseCacheOptions {
  /** At most this many answers are kept (least recently used go first). */
  maxEntries?: number;
  /** …and at most this many bytes of uncompressed bodies. */
  maxBytes?: number;
  /**
   * Answers also depend on the clock (an event that has ended leaves the list, a video's
   * availability window opens, ticket sales close), which no write announces: an answer is made
   * again after this long. A few seconds late on a clock edge is acceptable; a write never is.
   */
  maxAgeMs?: number;
  now?: () => number;
}

/**
 * Serialised public answers by key, each valid while the public data version is the one it was
 * made at (and for at most maxAgeMs). A miss runs `produce` once however many requests wait for the same key (no stampede
 * after an admin's write); the version is read before `produce` runs, so an answer built from
 * data older than a write is tagged older than that write's version and never served after it.
 */
export const createResponseCache = (
  readVersion: () => Promise<number>,
  options: ResponseCacheOptions = {},
) => {
  const maxEntries = options.maxEntries ?? 2_000;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const maxAgeMs = options.maxAgeMs ?? 5_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, CachedAnswer>();
  const filling = new Map<string, Promise<CachedAnswer>>();
  let bytes = 0;
  let newest = -1;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.body.length;
  };
  const store = (key: string, answer: CachedAnswer) => {
    drop(key);
    if (answer.body.length > maxBytes || answer.version < newest) return;
    entries.set(key, answer);
    bytes += answer.body.length;
    // A Map iterates in insertion order: the first keys are the least recently used.
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      drop(oldest);
    }
  };

  /** Makes the answer once per key and version, however many callers ask meanwhile. */
  const fill = (key: string, version: number, produce: () => Promise<string>): Promise<CachedAnswer> => {
    const fillKey = `${version}\u0000${key}`;
    let pending = filling.get(fillKey);
    if (!pending) {
      pending = produce().then(async (json) => {
        const answer = makeAnswer(version, now() + maxAgeMs, json);
        // Browsers ask for brotli: have it ready before the answer is served or replaces the last.
        if (answer.body.length >= COMPRESS_FROM_BYTES) await answer.encoded('br');
        return answer;
      });
      filling.set(fillKey, pending);
      pending.then(
        (answer) => store(key, answer),
        () => undefined,
      );
      void pending.finally(() => filling.delete(fillKey)).catch(() => undefined);
    }
    return pending;
  };

  return {
    async answer(key: string, produce: () => Promise<string>): Promise<CachedAnswer> {
      const version = await readVersion();
      if (version > newest) {
        // Everything kept was made before this version.
        newest = version;
        entries.clear();
        bytes = 0;
      }
      const hit = entries.get(key);
      if (hit && hit.version === version) {
        entries.delete(key);
        entries.set(key, hit);
        // Past its age but no write since: answer it and make the next one meanwhile, so no caller
        // waits for a refresh that only the clock asked for (a write still makes callers wait).
        if (hit.expires <= now()) void fill(key, version, produce).catch(() => undefined);
        return hit;
      }
      return fill(key, version, produce);
    },
    /** Kept answers (tests and diagnostics). */
    get size() {
      return entries.size;
    },
  };
};

export type ResponseCache = ReturnType<typeof createResponseCache>;

/** The content codings an Accept-Encoding header accepts (lower case; `q=0` ones left out). */
export const acceptedEncodings = (header: string | string[] | undefined): Set<string> => {
  const accepted = new Set<string>();
  if (typeof header !== 'string') return accepted;
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  return accepted;
};

/** The best encoding the client accepts (br, then gzip), or null for the body as it is. */
export const pickEncoding = (header: string | string[] | undefined, bytes: number): Encoding | null => {
  if (bytes < COMPRESS_FROM_BYTES) return null;
  const accepted = acceptedEncodings(header);
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
};

/** Does If-None-Match name this entity tag (weak comparison, as RFC 9110 asks for GET)? */
export const matchesEtag = (header: string | string[] | undefined, etag: string): boolean => {
  if (typeof header !== 'string') return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
};
