/**
 * Buffers made by an async function, kept by key up to `maxBytes` in all, least recently used
 * dropped first (a Map iterates in insertion order). A miss runs `make` once however many callers
 * ask; a failed make is forgotten. For values that are a pure function of their key (the caller
 * puts everything they depend on into it), never for anything that must be read again.
 */
export const createByteLru = (maxBytes: number) => {
  type Entry = { value: Promise<Buffer>; bytes: number; ready?: Buffer };
  const entries = new Map<string, Entry>();
  let total = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    total -= entry.bytes;
  };

  return {
    get(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      const entry: Entry = { value: make(), bytes: 0 };
      entries.set(key, entry);
      entry.value.then(
        (buffer) => {
          if (entries.get(key) !== entry) return;
          entry.ready = buffer;
          entry.bytes = buffer.length;
          total += buffer.length;
          for (const oldest of entries.keys()) {
            if (total <= maxBytes || oldest === key) break;
            drop(oldest);
          }
          if (total > maxBytes) drop(key);
        },
        () => drop(key),
      );
      return entry.value;
    },
    /** Is a value kept (or being made) for the key? Leaves the order as it is. */
    has(key: string): boolean {
      return entries.has(key);
    },
    /** The value if it is made and kept (marked as just used), else undefined: never waits. */
    ready(key: string): Buffer | undefined {
      const hit = entries.get(key);
      if (!hit?.ready) return undefined;
      entries.delete(key);
      entries.set(key, hit);
      return hit.ready;
    },
    get bytes() {
      return total;
    },
    get size() {
      return entries.size;
    },
  };
};
