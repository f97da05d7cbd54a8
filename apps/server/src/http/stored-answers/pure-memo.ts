import { createLru } from './lru';

/**
 * Buffers made by an async function, kept by key up to `maxBytes` in all, least recently used
 * dropped first. A miss runs `make` once however many callers ask; a failed make is forgotten. For
 * values that are a pure function of their key (the caller puts everything they depend on into
 * it: a spliced answer's entity tag), never for anything that must be read again.
 */
export const createPureMemo = (maxBytes: number) => {
  const kept = createLru<Buffer>({ maxBytes, sizeOf: (buffer) => buffer.length });
  const making = new Map<string, Promise<Buffer>>();

  return {
    get(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
      const hit = kept.get(key);
      if (hit) return Promise.resolve(hit);
      let pending = making.get(key);
      if (!pending) {
        const made = make();
        making.set(key, (pending = made));
        made.then(
          (buffer) => {
            making.delete(key);
            kept.set(key, buffer);
          },
          () => making.delete(key),
        );
      }
      return pending;
    },
    /** Is a value kept (or being made) for the key? Leaves the order as it is. */
    has: (key: string): boolean => making.has(key) || kept.has(key),
    /** The value if it is made and kept (marked as just used), else undefined: never waits. */
    ready: (key: string): Buffer | undefined => kept.get(key),
    get bytes() {
      return kept.bytes;
    },
    get size() {
      return kept.size + making.size;
    },
  };
};

export type PureMemo = ReturnType<typeof createPureMemo>;
