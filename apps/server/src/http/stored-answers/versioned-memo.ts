import { createLru } from './lru';

/**
 * Values made from public data, kept by key while the public data version is the one they were
 * made at, and made again after maxAgeMs (the clock: events end, windows open, which no write
 * announces). The answer store keeps public answers here, the signed-in lists their card bases and
 * profile answers. The caller reads the version first (data-version.ts), so a value built from
 * data older than a write is tagged older than that write's version and never served after it.
 * A miss runs `produce` once however many callers wait (no stampede after a write); past its age a
 * value is still served while the next one is made (only a write makes callers wait).
 */
export interface VersionedMemoOptions<T> {
  maxEntries?: number;
  /** …and at most this many bytes, each value weighing sizeOf(value). */
  maxBytes?: number;
  sizeOf?: (value: T) => number;
  maxAgeMs?: number;
  now?: () => number;
  /** SPEED_OFF=versioned-memo: nothing is kept, every caller makes its own value (the plain design). */
  disabled?: boolean;
}

interface Entry<T> {
  version: number;
  expires: number;
  value: T;
}

export const createVersionedMemo = <T>(options: VersionedMemoOptions<T> = {}) => {
  const maxAgeMs = options.maxAgeMs ?? 5_000;
  const now = options.now ?? Date.now;
  const sizeOf = options.sizeOf;
  const entries = createLru<Entry<T>>({
    maxEntries: options.maxEntries ?? 100,
    maxBytes: options.maxBytes ?? Infinity,
    ...(sizeOf ? { sizeOf: (entry: Entry<T>) => sizeOf(entry.value) } : {}),
  });
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
          if (version >= newest) entries.set(key, { version, expires: now() + maxAgeMs, value });
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
      if (options.disabled) return produce();
      if (version > newest) {
        // Everything kept was made before this version.
        newest = version;
        entries.clear();
      }
      const hit = entries.get(key);
      if (hit && hit.version === version) {
        if (hit.expires <= now()) void fill(key, version, produce).catch(() => undefined);
        return Promise.resolve(hit.value);
      }
      return fill(key, version, produce);
    },
    /** Kept values (tests and diagnostics). */
    get size() {
      return entries.size;
    },
  };
};

export type VersionedMemo<T> = ReturnType<typeof createVersionedMemo<T>>;
