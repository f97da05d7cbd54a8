import { COMPRESS_FROM_BYTES, compressStored, type Encoding } from './encoding';
import { entityTag } from './etag';
import { createVersionedMemo } from './versioned-memo';

/** One serialised answer: its bytes, its entity tag and its encodings, each made once when first asked. */
export interface StoredAnswer {
  body: Buffer;
  /** A strong validator of the body (etag.ts: an unchanged answer keeps it across versions). */
  etag: string;
  encoded(encoding: Encoding): Promise<Buffer>;
}

export const storedAnswer = (body: Buffer): StoredAnswer => {
  const encodings = new Map<Encoding, Promise<Buffer>>();
  return {
    body,
    etag: entityTag(body),
    encoded(encoding) {
      let pending = encodings.get(encoding);
      if (!pending) encodings.set(encoding, (pending = compressStored(body, encoding)));
      return pending;
    },
  };
};

export interface AnswerStoreOptions {
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
 * Serialised public answers by key (route option `cache`: cached-route.ts), each valid while the
 * public data version is the one it was made at and for at most maxAgeMs (versioned-memo.ts's
 * rules). The version is read before `produce` runs, so an answer built from data older than a
 * write is never served after it. Brotli is made before an answer is served or replaces the last
 * one: browsers ask for it, and it is the coding that costs most to make.
 */
export const createAnswerStore = (readVersion: () => Promise<number>, options: AnswerStoreOptions = {}) => {
  const answers = createVersionedMemo<StoredAnswer>({
    maxEntries: options.maxEntries ?? 2_000,
    maxBytes: options.maxBytes ?? 64 * 1024 * 1024,
    sizeOf: (answer) => answer.body.length,
    ...(options.maxAgeMs !== undefined ? { maxAgeMs: options.maxAgeMs } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  return {
    async answer(key: string, produce: () => Promise<string>): Promise<StoredAnswer> {
      const version = await readVersion();
      return answers.get(key, version, async () => {
        const answer = storedAnswer(Buffer.from(await produce()));
        if (answer.body.length >= COMPRESS_FROM_BYTES) await answer.encoded('br');
        return answer;
      });
    },
    /** Kept answers (tests and diagnostics). */
    get size() {
      return answers.size;
    },
  };
};

export type AnswerStore = ReturnType<typeof createAnswerStore>;
