/**
 * Values made from public data, kept by key while the public data version is the one they were made
 * at, and remade after maxAgeMs (the clock: events end, windows open) — the response cache's rules
 * (response-cache.ts) for objects instead of bytes: the signed-in card lists keep their shared card
 * base and per-profile answers here (modules/catalog/viewer-cards.ts). The caller reads the version
 * first (the shared reader), so a value built from data older than a write is tagged older than
 * that write's version and never served after it. A miss runs `produce` once however many callers
 * wait; past its age a value is still served while the next one is made (a write makes callers wait).
 */
export interface VersionedMemoOptions {
  maxEntries?: number;
  maxAgeMs?: number;
  now?: () => number;
}

interface Entry<T> {
  version: number;
  expires: number;
  value: T;
}

export const createVersionedMemo = <T>(options: VersionedMemoOptions = {}) => {
  const maxEntries = options.maxEntries ?? 100;
  const maxAgeMs = options.maxAgeMs ?? 5_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<T>>();
  const filling = new Map<string, Promise<T>>();
  let newest = -1;

  const fill = (key: string, version: number, produce: () => Promise<T>): Promise<T> => {
    const fillKey = `${version}\u0000${key}`;
    let pending = filling.get(fillKey);
    if (!pending) {
      pending = produce();
      filling.set(fillKey, pending);
      pending.then(
        (value) => {
          if (version < newest) return;
          entries.delete(key);
          entries.set(key, { version, expires: now() + maxAgeMs, value });
          // A Map iterates in insertion order: the first keys are the least recently used.
          for (const oldest of entries.keys()) {
            if (entries.size <= maxEntries) break;
            entries.delete(oldest);
          }
        },
        () => undefined,
      );
      void pending.finally(() => filling.delete(fillKey)).catch(() => undefined);
    }
    return pending;
  };

  return {
    /** The value for `key` made at `version` (read by the caller just before), made now if there is none. */
    get(key: string, version: number, produce: () => Promise<T>): Promise<T> {
      if (version > newest) {
        newest = version;
        entries.clear();
      }
      const hit = entries.get(key);
      if (hit && hit.version === version) {
        entries.delete(key);
        entries.set(key, hit);
        if (hit.expires <= now()) void fill(key, version, produce).catch(() => undefined);
        return Promise.resolve(hit.value);
      }
      return fill(key, version, produce);
    },
    get size() {
      return entries.size;
    },
  };
};

export type VersionedMemo<T> = ReturnType<typeof createVersionedMemo<T>>;
