import { describe, expect, it } from 'vitest';
import { createLru } from './lru';

describe('the one LRU (lru.ts)', () => {
  it('drops the least recently used first, by entries', () => {
    const lru = createLru<number>({ maxEntries: 2 });
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1); // a is used again: b is now the oldest
    lru.set('c', 3);
    expect(lru.has('b')).toBe(false);
    expect([lru.get('a'), lru.get('c')]).toEqual([1, 3]);
  });

  it('stays within its bytes, keeps nothing bigger than its budget, and replaces a key', () => {
    const lru = createLru<Buffer>({ maxBytes: 10, sizeOf: (b) => b.length });
    lru.set('a', Buffer.alloc(4));
    lru.set('b', Buffer.alloc(4));
    lru.set('a', Buffer.alloc(5)); // replaced: 9 bytes, b now the oldest
    expect(lru.bytes).toBe(9);
    lru.set('c', Buffer.alloc(3));
    expect(lru.has('b')).toBe(false);
    expect(lru.bytes).toBe(8);
    lru.set('huge', Buffer.alloc(11));
    expect(lru.has('huge')).toBe(false);
    expect(lru.size).toBe(2);
    lru.delete('a');
    expect(lru.bytes).toBe(3);
    lru.clear();
    expect([lru.size, lru.bytes]).toEqual([0, 0]);
  });
});
