/**
 * The one least-recently-used store of the stored answers: the answer store, the versioned memo
 * and the pure memo keep their values here. Bounded by entries and by bytes (sizeOf); a Map
 * iterates in insertion order, so its first keys are the least recently used. A value bigger
 * than the whole byte budget is never kept (it would push out everything else for one answer).
 */
export interface LruOptions<V> {
  maxEntries?: number;
  maxBytes?: number;
  /** What a value weighs against maxBytes (bodies: their length). */
  sizeOf?: (value: V) => number;
}

export const createLru = <V>({
  maxEntries = Infinity,
  maxBytes = Infinity,
  sizeOf = () => 0,
}: LruOptions<V> = {}) => {
  const entries = new Map<string, { value: V; bytes: number }>();
  let total = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    total -= entry.bytes;
  };

  return {
    /** The value, marked as just used; undefined when none is kept. */
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    has: (key: string): boolean => entries.has(key),
    /** Keeps the value as the most recently used, then drops the least recently used over the bounds. */
    set(key: string, value: V): void {
      remove(key);
      const bytes = sizeOf(value);
      if (bytes > maxBytes) return;
      entries.set(key, { value, bytes });
      total += bytes;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && total <= maxBytes) break;
        remove(oldest);
      }
    },
    delete: remove,
    clear(): void {
      entries.clear();
      total = 0;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return total;
    },
  };
};

export type Lru<V> = ReturnType<typeof createLru<V>>;
